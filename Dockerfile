# eventspec as a container image: one static binary and nothing else.
#   docker build -t eventspec .
#   docker run --rm -v "$PWD:/work" eventspec validate --family agentao.host recordings/run.jsonl
# `check --against` and `git:REF:PATH` operands run git, which this image does not have.

# On Alpine, Rust's host target is x86_64-unknown-linux-musl (aarch64-... on arm64), which links
# statically; the image's gcc and musl-dev build the C code of mimalloc and psm.
FROM rust:1.95-alpine AS build
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked --bin eventspec \
    && cp target/release/eventspec /eventspec

FROM scratch
COPY --from=build /eventspec /usr/local/bin/eventspec
# Not root: validating reads files; to write (export, generate), add --user "$(id -u):$(id -g)".
USER 65534:65534
WORKDIR /work
ENTRYPOINT ["/usr/local/bin/eventspec"]
CMD ["--help"]
