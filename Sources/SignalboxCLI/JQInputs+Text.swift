import Glibc
import SignalboxJSON

/// The text `signalbox jq`'s inputs read whole (`-Rs`), and the reader's messages in jq's
/// words.
extension JQInputs {
  /// Everything left to read from `fd`, as text (invalid UTF-8 replaced, as jq does); nil
  /// past `limit` bytes, where reading stops (`-Rs < /dev/zero` ends at once).
  static func readAll(_ fd: Int32, limit: Int) -> String? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
      if bytes.count > limit { return nil }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The reader's `NAME:LINE:COL: message` as jq words it: `message at line L, column C`.
  static func jqText(_ text: String) -> String {
    let parts = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]) else {
      return text
    }
    return "\(parts[3].drop { $0 == " " }) at line \(line), column \(column)"
  }
}
