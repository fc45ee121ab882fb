import SignalboxTestSupport

@testable import SignalboxJSON

/// The reader's output for `text`, fed in chunks of `chunk` bytes: each value as
/// `JSONWriter` writes it, then `warning: …` / `failure: …` lines (WideObjectTests,
/// CanonicalWriterTests).
func readerOutput(_ text: String, chunk: Int) -> [String] {
  let reader = JSONStreamReader(fd: -1, name: "stdin")
  return reader.readAll(Array(text.utf8), .json, chunk: chunk).items.compactMap(\.text)
}
