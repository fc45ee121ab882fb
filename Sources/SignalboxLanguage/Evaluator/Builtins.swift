import Signalbox
import SignalboxJQ
import SignalboxJSON

/// The language's own functions (`len str num …`), the bodies of the rows of
/// `OperatorTable.functions`: the row's dispatcher has checked the count of arguments, and
/// the `Call` carries the row's name for the messages.
enum Builtins {
  /// The first argument as a number (`functionNeeds`).
  static func number(_ call: Call) throws -> Double {
    guard let n = call.args[0].numberValue else {
      throw EvalError(Message.functionNeeds(call.name, "a number", got: call.args[0]))
    }
    return n
  }

  static func string(_ name: String, _ v: JSON) throws -> String {
    guard case .string(let s) = v else {
      throw EvalError(Message.functionNeeds(name, "a string", got: v))
    }
    return s
  }

  /// A function of one number (`int`, `floor`, `abs` …).
  static func numeric(_ f: @escaping @Sendable (Double) -> Double)
    -> @Sendable (Call) throws -> JSON
  {
    { call in .number(f(try number(call))) }
  }

  /// A function of one string (`upper`, `lower`).
  static func text(_ f: @escaping @Sendable (String) -> String) -> @Sendable (Call) throws -> JSON {
    { call in .string(f(try string(call.name, call.args[0]))) }
  }

  /// jq's `length`: code points of a string, items, members, 0 for null, the absolute
  /// value of a number; a boolean has none.
  static func length(_ call: Call) throws -> JSON {
    switch call.args[0] {
    case .string(let s): return .number(Double(try scalarCount(s)))
    case .array(let a): return .number(Double(a.count))
    case .object(let o): return .number(Double(o.count))
    case .null: return .number(0)
    case .number(let n): return .number(Swift.abs(n))
    case .bigInteger(let b): return .number(Swift.abs(b.value))
    case let v: throw EvalError(Message.functionOf(call.name, v))
    }
  }

  /// The code points of `s`: a long string is counted a megabyte at a time (the bytes that
  /// do not continue a code point), asking for the interrupt between.
  static func scalarCount(_ s: String) throws -> Int {
    var s = s
    guard s.utf8.count > Interruption.bytesPerPoll else { return s.unicodeScalars.count }
    return try s.withUTF8 { bytes in
      var (count, start) = (0, 0)
      while start < bytes.count {
        if start > 0 { try Interruption.check() }
        let end = Swift.min(start + Interruption.bytesPerPoll, bytes.count)
        for k in start..<end where bytes[k] & 0xC0 != 0x80 { count += 1 }
        start = end
      }
      return count
    }
  }

  static func str(_ call: Call) throws -> JSON {
    if case .string = call.args[0] { return call.args[0] }
    return .string(JSONWriter.string(call.args[0]))
  }

  static func num(_ call: Call) throws -> JSON {
    switch call.args[0] {
    case .number, .bigInteger: return call.args[0]
    case .string(let s):
      if case .success(let n) = JSON.parse(s), n.numberValue != nil { return n }
      throw EvalError(Message.cannotParse(call.args[0]))
    case .bool(let b): return .number(b ? 1 : 0)
    case let v: throw EvalError(Message.functionOf(call.name, v))
    }
  }

  static func pow(_ call: Call) throws -> JSON {
    guard let a = call.args[0].numberValue, let b = call.args[1].numberValue else {
      throw EvalError(Message.functionTakes(call.name, "two numbers"))
    }
    var result = 1.0
    if b == b.rounded(), Swift.abs(b) < 1024 {
      for _ in 0..<Int(Swift.abs(b)) { result *= a }
      return .number(b < 0 ? 1 / result : result)
    }
    throw EvalError(Message.integralExponent())
  }

  /// `min(…)`, `max(…)`: of the arguments, or of the items of one array argument, in jq's
  /// order of all values (the first least, the last greatest, as jq).
  static func extreme(_ order: String) -> @Sendable (Call) throws -> JSON {
    { call in
      let args = call.args
      let items: [JSON]
      if args.count == 1, case .array(let a) = args[0] {
        items = a
      } else if args.count == 1 {
        throw EvalError(Message.functionOf(call.name, args[0]))
      } else {
        items = args
      }
      guard var best = items.first else { return .null }
      for item in items.dropFirst() {
        let c = JQOrder.compare(item, best)
        if order == "<" ? c < 0 : c >= 0 { best = item }
      }
      return best
    }
  }

  /// `split(S, SEP)` by code point; `split(S, RE, FLAGS)` at each match of a regex (jq's
  /// `split/2`).
  static func split(_ call: Call) throws -> JSON {
    if call.args.count == 3 { return try JQLibrary.split(call.args) }
    return try split(try string(call.name, call.args[0]), by: try string(call.name, call.args[1]))
  }

  /// A string split at each occurrence of `sep` (by code point when `sep` is empty), in
  /// linear time (`JQSearch`); at most `Limits.arrayLength` parts.
  static func split(_ s: String, by sep: String) throws -> JSON {
    if s.isEmpty { return .array([]) }
    let tooMany = EvalError(Message.arrayTooLong("split", Limits.arrayLength))
    if sep.isEmpty {
      guard s.unicodeScalars.count <= Limits.arrayLength else { throw tooMany }
      return .array(s.unicodeScalars.map { .string(String($0)) })
    }
    let hay = Array(s.utf8)
    var parts: [JSON] = []
    var start = 0
    // Byte search: in valid UTF-8 a match of whole scalars starts on a scalar boundary.
    try JQSearch(Array(sep.utf8)).each(in: hay, overlapping: false) { k in
      guard parts.count < Limits.arrayLength - 1 else { throw tooMany }
      if parts.count % Interruption.itemsPerPoll == Interruption.itemsPerPoll - 1 {
        try Interruption.check()
      }
      parts.append(.string(String(decoding: hay[start..<k], as: UTF8.self)))
      start = k + sep.utf8.count
      return true
    }
    parts.append(.string(String(decoding: hay[start...], as: UTF8.self)))
    return .array(parts)
  }

  /// jq 1.7's `join`: strings as they are, null as nothing, numbers and booleans as JSON;
  /// an array or object item is an error. The length is known before anything is written:
  /// past `Limits.stringLength` bytes it is an error. It asks for the interrupt every
  /// `Interruption.itemsPerPoll` items and every megabyte written.
  static func join(_ call: Call) throws -> JSON {
    guard case .array(let items) = call.args[0] else {
      throw EvalError(Message.functionTakes(call.name, "an array and a separator"))
    }
    let sep = try string(call.name, call.args[1])
    var pieces: [String] = []
    pieces.reserveCapacity(items.count)
    var total = 0
    for (k, item) in items.enumerated() {
      switch item {
      case .string(let s): pieces.append(s)
      case .null: pieces.append("")
      case .number, .bigInteger, .bool: pieces.append(JSONWriter.string(item))
      default:
        throw EvalError(
          Message.argumentNeeds(
            call.name, "an array of strings, numbers, booleans or nulls", position: 1, got: item))
      }
      total += (k > 0 ? sep.utf8.count : 0) + pieces[k].utf8.count
      guard total <= Limits.stringLength else {
        throw EvalError(Message.stringTooLong(call.name, Limits.stringLength))
      }
      if k % Interruption.itemsPerPoll == Interruption.itemsPerPoll - 1 {
        try Interruption.check()
      }
    }
    var out = ""
    out.reserveCapacity(total)
    var polled = 0
    for (k, piece) in pieces.enumerated() {
      if k > 0 { out += sep }
      out += piece
      if out.utf8.count - polled > Interruption.bytesPerPoll {
        try Interruption.check()
        polled = out.utf8.count
      }
    }
    return .string(out)
  }

  /// jq's containment: a substring, every item of B contained in some item of A, every key
  /// of B in A with a containing value; other values by equality. Different types are an
  /// error.
  static func contains(_ call: Call) throws -> JSON {
    .bool(try JQContainment.contains(call.args[0], call.args[1], name: call.name))
  }

  /// jq's `keys`: an object's keys sorted by code point, an array's indexes.
  static func keys(_ call: Call) throws -> JSON {
    switch call.args[0] {
    case .object(let o): return .array(o.entries.keys.sorted().map { .string($0.string) })
    case .array(let a): return .array(a.indices.map { .number(Double($0)) })
    case let v: throw EvalError(Message.functionOf(call.name, v))
    }
  }

  /// jq's `keys_unsorted`: an object's keys in their order, an array's indexes.
  static func keysUnsorted(_ call: Call) throws -> JSON {
    switch call.args[0] {
    case .object(let o): return .array(o.keys.map { .string($0) })
    case .array(let a): return .array(a.indices.map { .number(Double($0)) })
    case let v: throw EvalError(Message.functionOf(call.name, v))
    }
  }

  static func values(_ call: Call) throws -> JSON {
    switch call.args[0] {
    case .object(let o): return .array(Array(o.values))
    case .array: return call.args[0]
    case let v: throw EvalError(Message.functionOf(call.name, v))
    }
  }

  static func type(_ call: Call) throws -> JSON {
    .string(call.args[0].typeName)
  }

  static func fail(_ call: Call) throws -> JSON {
    let message =
      call.args.first.map { v -> String in
        if case .string(let s) = v { return s }
        return JSONWriter.string(v)
      } ?? "failed"
    throw EvalError(message)
  }

  static func log(_ call: Call, _ env: Env) throws -> JSON {
    env.context.host.log(call.args, context: LineOwner.current ?? env.context)
    return call.args.last ?? .null
  }

  static func now(_ call: Call, _ env: Env) throws -> JSON {
    let host = env.context.host
    return .number(host.scheduler.now * host.timeUnit.perSecond)
  }

  static func key(_ call: Call) throws -> JSON {
    guard case .stream(let s) = call.args[0] else { throw EvalError(Message.notAGroup()) }
    return s.key ?? .null
  }
}
