import SignalboxJSON
import SignalboxLanguage
import Synchronization

/// jq's output flags for the values format (docs/language.md, "jq's flags"), beyond `-r` and
/// `--indent N`.
public struct JQOutputOptions: Sendable {
  /// `-S`/`--sort-keys`: object keys in code point order, at every level.
  public var sortKeys = false
  /// `--tab`: pretty, one tab a level.
  public var tab = false
  /// `-j`/`--join-output`: raw strings, nothing after each value.
  public var join = false
  /// `-a`/`--ascii-output`: every non-ASCII character as `\uXXXX` (a pair above U+FFFF);
  /// with `-r`, a string is then printed as JSON, quotes included, as jq does.
  public var ascii = false
  /// `--raw-output0`: raw strings, a NUL after each value (an error for a string that holds
  /// a NUL).
  public var rawOutput0 = false
  /// `--seq`: an ASCII RS (0x1E) before each value.
  public var seq = false
  /// `--exit-status`: the last value printed decides the exit status (`lastValue`).
  package var lastValue: LastValue? = nil
  /// jq's defaults: every flag off.
  public init() {}

  var any: Bool { sortKeys || tab || join || ascii || rawOutput0 || seq || lastValue != nil }
}

/// jq's `-e` (`--exit-status` here): whether any value was printed, and whether the last
/// was false or null.
package final class LastValue: Sendable {
  private let state = Mutex<(printed: Bool, truthy: Bool)>((false, false))
  public init() {}

  func record(_ value: JSON) {
    let truthy = value.isTruthy
    state.withLock { $0 = (true, truthy) }
  }

  /// jq's statuses: 0 the last value was neither false nor null, 1 it was, 4 none was
  /// printed.
  package var status: Int32 {
    let (printed, truthy) = state.withLock { $0 }
    return !printed ? 4 : (truthy ? 0 : 1)
  }
}

extension JSON {
  /// `-S`: the value with every object's keys sorted by code point.
  package func sortingKeys() -> JSON {
    switch self {
    case .array(let items): return .array(items.map { $0.sortingKeys() })
    case .object(let object):
      var sorted = JSONObject()
      // `JSONKey` orders by code point (its UTF-8 bytes).
      let entries = object.entries.elements.sorted { $0.key < $1.key }
      for entry in entries { sorted[entry.key.string] = entry.value.sortingKeys() }
      return .object(sorted)
    default: return self
    }
  }
}

enum ASCIIOutput {
  /// `-a`: JSON text with its non-ASCII characters as `\uXXXX` escapes (they occur only
  /// inside strings, so the text stays JSON).
  static func escape(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(where: { $0 >= 0x80 }) else { return bytes }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    let hex = Array("0123456789abcdef".utf8)
    func unit(_ u: UInt16) {
      out += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
      for shift in stride(from: 12, through: 0, by: -4) {
        out.append(hex[Int(u >> UInt16(shift)) & 15])
      }
    }
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      if scalar.isASCII {
        out.append(UInt8(scalar.value))
      } else {
        for u in String(scalar).utf16 { unit(u) }
      }
    }
    return out
  }
}
