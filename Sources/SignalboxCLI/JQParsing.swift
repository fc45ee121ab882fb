import SignalboxJSON

/// The rest of one file read by jq 1.7.1's own parser (`JQTextParser`): after the bytes the
/// fast reader had buffered, the descriptor's, to its end, handed over in whole lines as jq
/// reads them. Under `--seq` an error is jq's "ignoring parse error" and the reading goes
/// on; otherwise it ends the input.
final class JQParsing {
  private var parser: JQTextParser
  /// The lines handed to the parser, and the bytes read after the last newline.
  private var lines: [UInt8] = []
  private var position = 0
  private var partial: [UInt8]
  private let fd: Int32
  private var atEOF = false
  /// The error that ends the input (jq's words, with its position).
  private(set) var failure: String? = nil
  /// Set when the file is read to its end (or ended by an error).
  private(set) var ended = false

  /// `--stream-errors`: an error is the value `[MESSAGE, PATH]`, and jq's parser reads on
  /// from the next line.
  private let errorsAsValues: Bool

  init(_ bytes: [UInt8], fd: Int32, parser: JQTextParser, errorsAsValues: Bool = false) {
    self.partial = bytes
    self.fd = fd
    self.parser = parser
    self.errorsAsValues = errorsAsValues
  }

  /// The next value; nil at the end of the file or at an error (`failure`).
  func next(complain: (String) -> Void) -> JSON? {
    while !ended {
      let step: JQTextParser.Step?
      if position < lines.count {
        step = lines.withUnsafeBufferPointer { parser.next($0, at: &position) }
      } else if !partial.isEmpty && (atEOF || partial.contains(UInt8(ascii: "\n"))) {
        let cut = atEOF ? partial.count : partial.lastIndex(of: UInt8(ascii: "\n"))! + 1
        lines = Array(partial[..<cut])
        partial.removeFirst(cut)
        position = 0
        continue
      } else if !atEOF {
        read()
        continue
      } else {
        step = parser.finish()
        if step == nil { ended = true }
      }
      switch step {
      case .value(let value): return value
      case .failure(let message) where parser.isSeq:
        complain("jq: ignoring parse error: \(message)\n")
      case .failure(let message) where errorsAsValues:
        let path = parser.ended ? parser.path : parser.failedPath
        return .array([.string(message), .array(path)])
      case .failure(let message):
        failure = message
        ended = true
      case nil: continue
      }
    }
    return nil
  }

  private func read() {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { atEOF = true } else { partial += chunk[0..<n] }
      return
    }
  }
}
