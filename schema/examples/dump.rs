fn main() {
    let (f, v) = eventspec_schema::resolve(&std::env::args().nth(1).unwrap()).unwrap();
    print!("{}", eventspec_schema::canonical::to_canonical_string(&v.schema(f)));
}
