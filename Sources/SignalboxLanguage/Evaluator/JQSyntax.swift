import SignalboxJQ
import SignalboxJSON

/// What jq's spellings compile to where they are not plain Signalbox (Parser+JQ.swift):
/// slices `v[a:b]` and the formats `@csv`…, with jq 1.7's meaning.
enum JQSyntax {
  typealias Function = @Sendable ([JSON]) throws -> JSON

  static let formats: [String] = [
    "@text", "@json", "@csv", "@tsv", "@html", "@uri", "@sh", "@base64", "@base64d",
  ]

  /// The function a slice or a format compiles to; nil for any other name.
  static func function(_ name: String) -> Function? {
    if name == Parser.sliceFunction { return { try slice($0[0], $0[1], $0[2]) } }
    guard formats.contains(name) else { return nil }
    return { args in
      guard args.count == 1 else { throw EvalError(Message.functionArity(name)) }
      return .string(try format(name, args[0]))
    }
  }

  /// jq's `v[from:to]`: null gives null; code points of a string, elements of an array;
  /// negative bounds count from the end, missing (null) bounds are the ends, the start is
  /// rounded down and the end up, both then clamped.
  static func slice(_ value: JSON, _ from: JSON, _ to: JSON) throws -> JSON {
    let count: Int
    switch value {
    case .null: return .null
    case .string(let s): count = s.unicodeScalars.count
    case .array(let a): count = a.count
    default: throw EvalError(Message.cannotSlice(value, "(only strings and arrays)"))
    }
    func bound(_ v: JSON, default d: Int) throws -> Double {
      switch v.computed {
      case .null: return Double(d)
      case .number(let n): return n.isNaN ? Double(d) : n  // jq 1.7.1: NaN is a missing end
      default: throw EvalError(Message.cannotSlice(value, "with \(got(v)) (bounds are numbers)"))
      }
    }
    var start = try bound(from, default: 0)
    var end = try bound(to, default: count)
    let n = Double(count)
    if start < 0 { start += n }
    if end < 0 { end += n }
    start = min(max(start, 0), n)
    end = min(max(end, 0), n)
    // Both within 0...count here, so the conversions cannot trap.
    let lower = Int(start.rounded(.down))
    let upper = max(lower, Int(end.rounded(.up)))
    switch value {
    case .string(let s):
      let scalars = Array(s.unicodeScalars)[lower..<upper]
      var view = String.UnicodeScalarView()
      for c in scalars { view.append(c) }
      return .string(String(view))
    case .array(let a): return .array(Array(a[lower..<upper]))
    default: return .null
    }
  }

  private static func got(_ v: JSON) -> String { Message.got(v) }

  static func text(_ v: JSON) -> String {
    if case .string(let s) = v { return s }
    return JSONWriter.string(v)
  }

  /// `@csv(x)`…: the jq module's formats (one implementation for both languages), refusals
  /// worded as this language's catalogue messages.
  static func format(_ name: String, _ v: JSON) throws -> String {
    do {
      return try JQFormats.format(String(name.dropFirst()), v, jq: false)
    } catch {
      switch error {
      case .notArray(let v):
        throw EvalError(
          Message.cannotFormat(name, v, "cannot be \(name.dropFirst())-formatted, only an array"))
      case .notField(let v):
        throw EvalError(Message.cannotFormat(name, v, "is not valid in a csv row"))
      case .notShellWord(let v):
        throw EvalError(Message.cannotFormat(name, v, "can not be escaped for shell"))
      case .notEncoded(let s), .trailingByte(let s): throw EvalError(Message.notBase64(s))
      case .unknown: throw EvalError(Message.unknownFormat(name))
      }
    }
  }
}
