import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// How `:show` draws a sequence: the cells computed so far, without computing anything
/// (`1 :: 4 :: (unresolved)`; `(end)` after the last value).
enum SequenceDisplay {
  static let limit = 100

  static func render(_ sequence: JSONSequence) -> String {
    var parts: [String] = []
    var cell: JSONSequence? = sequence
    while let current = cell {
      if parts.count == limit {
        parts.append("…")
        break
      }
      let resolution = current.resolution
      switch resolution.head {
      case .unknown:
        parts.append("(unresolved)")
        if case .known(let next?) = resolution.tail {
          cell = next  // a later cell may be known although this head was never read
        } else {
          cell = nil
        }
        continue
      case .failed(let error):
        parts.append("(error: \(RuntimeError.message(of: error)))")
        cell = nil
        continue
      case .known(nil):
        parts.append("(end)")
        cell = nil
        continue
      case .known(let value?):
        parts.append(JSONWriter.string(value))
      }
      switch resolution.tail {
      case .unknown:
        parts.append("(unresolved)")
        cell = nil
      case .failed(let error):
        parts.append("(error: \(RuntimeError.message(of: error)))")
        cell = nil
      case .known(nil):
        parts.append("(end)")
        cell = nil
      case .known(let next?):
        cell = next
      }
    }
    return parts.joined(separator: " :: ")
  }
}
