use std::io::Read;

use super::{lines::line_too_long, *};

pub(crate) mod framers;

/// Reads and parses every event of `input` in `format`, calling `on_record` for each, in order.
fn read(
    input: impl Read,
    format: Format,
    max_line_bytes: usize,
    mut on_record: impl FnMut(Record),
) -> io::Result<()> {
    read_raw(input, format, max_line_bytes, |raw| on_record(raw.parse()))
}

fn records(text: &[u8], format: Format) -> Vec<Record> {
    let mut out = Vec::new();
    read(text, format, 1 << 20, |r| out.push(r)).expect("in-memory read");
    out
}

fn lines(records: &[Record]) -> Vec<usize> {
    records.iter().map(|r| r.line).collect()
}

#[test]
fn jsonl_skips_blank_lines_and_accepts_bom_and_crlf() {
    let found = records(b"\xEF\xBB\xBF{\"a\":1}\r\n\r\n{\"a\":2}\r\n", Format::Jsonl);
    assert_eq!(lines(&found), [1, 3]);
    assert!(found.iter().all(|r| r.payload.is_ok()));
}

#[test]
fn jsonl_parse_error_names_line_and_column() {
    let found = records(b"{\"a\":1}\n{\"a\":}\n", Format::Jsonl);
    let error = found[1].payload.clone().expect_err("a parse error");
    assert_eq!((error.line, error.column), (2, Some(6)));
    assert!(
        error.message.contains("expected value"),
        "{}",
        error.message
    );
}

#[test]
fn invalid_utf8_is_a_record_and_later_lines_still_read() {
    let found = records(b"{\"a\":\"\xff\"}\n{\"a\":2}\n", Format::Jsonl);
    let error = found[0].payload.clone().expect_err("invalid UTF-8");
    assert!(error.message.contains("invalid UTF-8"), "{}", error.message);
    assert_eq!(error.column, Some(7));
    assert!(found[1].payload.is_ok());
}

#[test]
fn a_line_over_the_limit_is_skipped_with_its_length() {
    let mut text = vec![b'{'; 100];
    text.extend_from_slice(b"\n{}\n");
    let mut out = Vec::new();
    read(&text[..], Format::Jsonl, 10, |r| out.push(r)).expect("read");
    let error = out[0].payload.clone().expect_err("too long");
    assert!(
        error.message.contains("100 bytes, over the limit of 10"),
        "{}",
        error.message
    );
    assert_eq!(out[1].payload, Ok(serde_json::json!({})));
}

#[test]
fn json_array_elements_report_the_line_they_start_on() {
    let found = records(
        b"[\n  {\"a\": 1},\n\n  {\n    \"a\": 2\n  }\n]\n",
        Format::Json,
    );
    assert_eq!(lines(&found), [2, 4]);
}

#[test]
fn lines_of_a_json_array_are_found_in_one_pass() {
    let mut text = String::from("[\n");
    for n in 0..1000 {
        text.push_str(&format!("  {{\"n\": {n}}},\n"));
    }
    text.push_str("  {}\n]\n");
    let mut finder = LineFinder::new(text.as_bytes());
    let starts: Vec<usize> = text.match_indices("  {").map(|(at, _)| at + 2).collect();
    let found: Vec<usize> = starts.iter().map(|at| finder.line_of(*at)).collect();
    assert_eq!(found, (2..=1002).collect::<Vec<_>>());
    assert!(
        finder.scanned <= text.len(),
        "{} of {}",
        finder.scanned,
        text.len()
    );
    let read = records(text.as_bytes(), Format::Json);
    assert_eq!(lines(&read), found);
}

#[test]
fn json_single_document_and_empty_input() {
    assert_eq!(
        lines(&records(b"\n\n{\n  \"a\": 1\n}\n", Format::Json)),
        [3]
    );
    assert!(records(b"", Format::Json).is_empty());
    assert!(records(b"", Format::Jsonl).is_empty());
}

#[test]
fn sse_joins_data_lines_and_ignores_other_fields_and_done() {
    let text = b": keep-alive\nevent: message\nid: 7\ndata: {\"a\":\ndata: 1}\n\nretry: 100\ndata: {\"a\":2}\n\ndata: [DONE]\n\n";
    let found = records(text, Format::Sse);
    assert_eq!(lines(&found), [4, 8]);
    assert_eq!(found[0].payload, Ok(serde_json::json!({"a": 1})));
}

#[test]
fn an_sse_frame_over_the_limit_is_one_finding_at_its_first_line() {
    // Every line is within the limit of 10 bytes; the frame's joined data is not.
    let text = b"id: 1\ndata: [1,\ndata: 2,\ndata: 3,\ndata: 4]\n\ndata: {}\n\n";
    let mut out = Vec::new();
    read(&text[..], Format::Sse, 10, |r| out.push(r)).expect("read");
    assert_eq!(lines(&out), [2, 7]);
    let error = out[0].payload.clone().expect_err("frame too long");
    assert_eq!(error.line, 2);
    assert!(
        error
            .message
            .contains("SSE frame starting here is 12 bytes, over the limit of 10"),
        "{}",
        error.message
    );
    assert_eq!(out[1].payload, Ok(serde_json::json!({})));
    // At the limit exactly, the frame is an event.
    let mut out = Vec::new();
    read(&text[..], Format::Sse, 12, |r| out.push(r)).expect("read");
    assert_eq!(out[0].payload, Ok(serde_json::json!([1, 2, 3, 4])));
}

#[test]
fn format_is_detected_by_extension_then_content() {
    assert_eq!(detect("run.jsonl", b"{}"), Format::Jsonl);
    assert_eq!(detect("run.ndjson", b"{}"), Format::Jsonl);
    assert_eq!(detect("run.json", b"[{}]"), Format::Json);
    assert_eq!(detect("-", b"data: {}\n\n"), Format::Sse);
    assert_eq!(detect("run.log", b"{\"a\":1}\n{\"a\":2}\n"), Format::Jsonl);
    assert_eq!(detect("run.log", b"{\n  \"a\": 1\n}\n"), Format::Json);
    assert_eq!(detect("run.json", b"data: {}\n"), Format::Sse);
}

/// A reader that hands out at most `step` bytes a call, as pipes and sockets may.
struct Trickle<'a> {
    bytes: &'a [u8],
    step: usize,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let n = self.step.min(buffer.len()).min(self.bytes.len());
        buffer[..n].copy_from_slice(&self.bytes[..n]);
        self.bytes = &self.bytes[n..];
        Ok(n)
    }
}

fn chunked(
    bytes: &[u8],
    step: usize,
    max: usize,
    block: usize,
) -> Vec<(usize, Result<Vec<u8>, String>)> {
    let mut lines = Vec::new();
    let mut reader = LineReader::new(Trickle { bytes, step }, max, block);
    while let Some(chunk) = reader.next_chunk().expect("in-memory read") {
        chunk.events(|n, text| lines.push((n, text.map(<[u8]>::to_vec).map_err(|e| e.message))));
    }
    lines
}

#[test]
fn chunks_keep_line_numbers_across_blocks_and_tiny_reads() {
    let text = b"\xEF\xBB\xBF{\"a\":1}\n\n{\"a\":22}\r\n{\"a\":333}";
    for step in [1, 2, 3, 5, 64] {
        for block in [4, 7, 64] {
            let lines = chunked(text, step, 100, block);
            let numbers: Vec<usize> = lines.iter().map(|l| l.0).collect();
            assert_eq!(numbers, [1, 3, 4], "step {step}, block {block}");
            assert_eq!(lines[0].1, Ok(b"{\"a\":1}".to_vec()));
            assert_eq!(lines[1].1, Ok(b"{\"a\":22}".to_vec()));
            assert_eq!(lines[2].1, Ok(b"{\"a\":333}".to_vec()));
        }
    }
}

/// What reading `text` as JSONL with a limit of `max` must give, line by line.
fn expected_lines(text: &[u8], max: usize) -> Vec<(usize, Result<Vec<u8>, String>)> {
    let body = text.strip_suffix(b"\n").unwrap_or(text);
    (1..)
        .zip(body.split(|b| *b == b'\n'))
        .filter_map(|(n, line)| {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            if line.len() > max {
                Some((n, Err(line_too_long(n, line.len(), max).message)))
            } else if line.iter().all(u8::is_ascii_whitespace) {
                None
            } else {
                Some((n, Ok(line.to_vec())))
            }
        })
        .collect()
}

#[test]
fn lines_after_an_over_long_line_keep_their_boundaries_whatever_the_reads() {
    // Found by fuzzing: the bytes read past the end of a skipped line were taken to hold no
    // line end, so the next lines could be merged into one over-long line.
    let text = b"xxxxxxxxxx\n{}\nab\n\nyyyyyyyyyyyy\nc\r\nzzzzzzz\nd\ne";
    // And a line that starts like a BOM after a first line shorter than a BOM.
    let bom = b"{\n\xEF\xBB\xBFab\n";
    assert_eq!(chunked(bom, 1, 10, 4), expected_lines(bom, 10));
    for max in [1, 2, 3, 6, 7, 12] {
        let expected = expected_lines(text, max);
        for step in [1, 2, 3, 5, 8, 13, 64] {
            for block in [1, 2, 4, 7, 16, 64] {
                assert_eq!(
                    chunked(text, step, max, block),
                    expected,
                    "max {max}, step {step}, block {block}"
                );
            }
        }
    }
}

#[test]
fn an_over_long_line_is_skipped_while_reading_and_numbered() {
    let mut text = b"{}\n".to_vec();
    text.extend(std::iter::repeat_n(b'x', 1000));
    text.extend_from_slice(b"\n{\"b\":2}\n");
    for step in [1, 7, 4096] {
        let lines = chunked(&text, step, 50, 16);
        assert_eq!(lines.len(), 3, "step {step}");
        assert_eq!(lines[1].0, 2);
        let error = lines[1].1.clone().expect_err("too long");
        assert!(
            error.contains("1000 bytes, over the limit of 50"),
            "{error}"
        );
        assert_eq!(lines[2], (3, Ok(b"{\"b\":2}".to_vec())));
    }
}
