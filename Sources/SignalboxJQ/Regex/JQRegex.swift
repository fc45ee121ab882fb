import SignalboxJSON
import Synchronization

/// `test`, `match`, `capture`, `sub` and `gsub` on the project's regex engine (`RegexProgram`,
/// see `JQPattern`), matching by Unicode scalar as jq's Oniguruma does by code point: offsets
/// and lengths count code points.
/// Flags as in jq: `g` every match, `i` ignore case, `x` extended (spaces and `#` comments
/// ignored), `s` `.` matches a newline, `n` ignore empty matches, `p` both `s` and `n`.
/// A replacement (`sub`, `gsub`) is a template: `$1` a numbered group, `${name}` a named one,
/// `$0` the whole match, `$$` a dollar sign.
package enum JQRegex {
  struct Flags {
    var global = false, ignoreCase = false, extended = false, dotAll = false, skipEmpty = false
  }

  package static func test(_ call: Call) throws -> JSON {
    try run(call, .test)
  }
  package static func match(_ call: Call) throws -> JSON {
    try run(call, .match)
  }
  package static func capture(_ call: Call) throws -> JSON {
    try run(call, .capture)
  }
  package static func sub(_ call: Call) throws -> JSON {
    try run(call, .replace)
  }
  package static func gsub(_ call: Call) throws -> JSON {
    try run(call, .replaceAll)
  }

  enum Mode { case test, match, capture, replace, replaceAll }

  static func run(_ call0: Call, _ mode: Mode) throws -> JSON {
    let call = unpacked(call0)
    let name = call.name
    let fixed = mode == .replace || mode == .replaceAll ? 3 : 2
    let text = try call.string(0)
    let pattern = try call.string(1)
    var flags = try parse(flags: call.args.count > fixed ? try call.string(fixed) : "", name: name)
    if mode == .replaceAll { flags.global = true }
    // Whether there is a match, unless empty ones do not count (`n`): then they are looked at.
    if mode == .test, !flags.skipEmpty {
      let tester = try compile(pattern, flags, name: name, captures: false)
      return .bool(anyMatch(of: tester, in: text))
    }
    let regex = try compile(pattern, flags, name: name)
    let found = try matches(of: regex, in: text, flags)
    switch mode {
    case .test: return .bool(!found.isEmpty)
    case .match:
      let objects = found.map { matchObject($0, text) }
      return flags.global ? .array(objects) : objects.first ?? .null
    case .capture:
      let objects = found.map { captureObject($0) }
      return flags.global ? .array(objects) : objects.first ?? .null
    case .replace, .replaceAll:
      let template = try call.string(2)
      // Built once, as bytes that grow geometrically (appending to a String reserves exactly
      // what each piece needs, which made `gsub` with many matches quadratic in bytes).
      var out: [UInt8] = []
      out.reserveCapacity(text.utf8.count)
      var rest = text.startIndex
      for m in found {
        out.append(contentsOf: text.utf8[rest..<m.range.lowerBound])
        out.append(contentsOf: try expand(template, m, name: name).utf8)
        rest = m.range.upperBound
      }
      out.append(contentsOf: text.utf8[rest...])
      return .string(String(decoding: out, as: UTF8.self))
    }
  }

  /// jq's `match(["RE", "FLAGS"])`: the regex and its flags as one array argument.
  package static func unpacked(_ call: Call) -> Call {
    guard call.args.count == 2, case .array(let pair) = call.args[1], (1...2).contains(pair.count)
    else { return call }
    return call.with([call.args[0]] + pair)
  }

  static func parse(flags text: String, name: String) throws -> Flags {
    var flags = Flags()
    for c in text {
      switch c {
      case "g": flags.global = true
      case "i": flags.ignoreCase = true
      case "x": flags.extended = true
      // jq 1.7.1's `s` (Oniguruma's single-line, under Perl syntax) changes no match; `p`
      // lets `.` match a newline, and keeps empty matches.
      case "s": break
      case "n": flags.skipEmpty = true
      // `m` is Oniguruma's multi-line (`.` matches a newline), as `p` here; `l` (the longest
      // of the matches) is taken and changes nothing (docs/jq.md).
      case "p", "m": flags.dotAll = true
      case "l": break
      default: throw EvalError(Message.badRegexFlags(name, text))
      }
    }
    return flags
  }

  /// The last patterns compiled, so a regex applied to every line of a stream compiles once.
  private static let cache = Mutex<[String: JQPattern]>([:])

  /// - Parameter captures: false for `test`, which asks only whether there is a match: the
  /// program keeps no registers for the match and its groups, so no thread copies any.
  static func compile(
    _ pattern: String, _ flags: Flags, name: String, captures: Bool = true
  ) throws -> JQPattern {
    let mode = (flags.ignoreCase ? "i" : "") + (flags.extended ? "x" : "")
    let key = mode + (flags.dotAll ? "s" : "") + (captures ? "" : "?") + "/" + pattern
    if var compiled = cache.withLock({ $0[key] }) {
      compiled.name = name
      return compiled
    }
    let program: RegexProgram
    do {
      let options = RegexParser.Options(
        ignoreCase: flags.ignoreCase, dotAll: flags.dotAll, extended: flags.extended)
      program = try RegexProgram.compile(pattern, options, captures: captures)
    } catch .invalid(let reason) {
      throw EvalError(Message.badRegex(name, pattern, reason))
    } catch .unsupported(let what) {
      throw EvalError(Message.regexUnsupported(name, pattern, what))
    } catch .notLinear(let what) {
      throw EvalError(Message.regexNotLinear(name, pattern, what))
    }
    let compiled = JQPattern(program: program, source: pattern, name: name)
    cache.withLock {
      if $0.count >= 64 { $0.removeAll() }
      $0[key] = compiled
    }
    return compiled
  }

  struct Found {
    var range: Range<String.Index>
    var offset: Int  // in code points
    var length: Int
    var groups: [(name: String?, range: Range<String.Index>?, offset: Int)]
    var text: String
  }

  static func matchObject(_ m: Found, _ text: String) -> JSON {
    let captures: [JSON] = m.groups.map { g in
      guard let r = g.range else {
        // jq 1.7.1's order for a group that did not take part.
        return .object([
          "offset": .number(-1), "string": .null, "length": .number(0),
          "name": g.name.map(JSON.string) ?? .null,
        ])
      }
      let length = text.unicodeScalars.distance(from: r.lowerBound, to: r.upperBound)
      if m.range.isEmpty || r.isEmpty {
        // jq 1.7.1's order for a group of an empty match, or a group that matched nothing.
        return .object([
          "offset": .number(Double(g.offset)), "string": .string(""), "length": .number(0),
          "name": g.name.map(JSON.string) ?? .null,
        ])
      }
      return .object([
        "offset": .number(Double(g.offset)), "length": .number(Double(length)),
        "string": .string(String(text.unicodeScalars[r])), "name": g.name.map(JSON.string) ?? .null,
      ])
    }
    return .object([
      "offset": .number(Double(m.offset)), "length": .number(Double(m.length)),
      "string": .string(String(text.unicodeScalars[m.range])), "captures": .array(captures),
    ])
  }

  static func captureObject(_ m: Found) -> JSON {
    var out = JSONObject()
    for g in m.groups {
      guard let name = g.name else { continue }
      out[name] = g.range.flatMap { m.text.unicodeScalars[$0] }.map { .string(String($0)) } ?? .null
    }
    return .object(out)
  }

  static func expand(_ template: String, _ m: Found, name: String) throws -> String {
    var out = ""
    let s = Array(template.unicodeScalars)
    var i = 0
    func group(_ index: Int) -> String {
      if index == 0 { return String(m.text.unicodeScalars[m.range]) }
      guard index <= m.groups.count, let r = m.groups[index - 1].range else { return "" }
      return String(m.text.unicodeScalars[r])
    }
    while i < s.count {
      guard s[i] == "$", i + 1 < s.count else {
        out.unicodeScalars.append(s[i])
        i += 1
        continue
      }
      let c = s[i + 1]
      if c == "$" {
        out += "$"
        i += 2
        continue
      }
      if c.properties.numericType != nil, let d = Int(String(c)), c.isASCII {
        var n = d
        i += 2
        while i < s.count, s[i].isASCII, let e = Int(String(s[i])), n < 1000 {
          n = n * 10 + e
          i += 1
        }
        guard n <= m.groups.count else {
          throw EvalError(Message.noSuchGroupNumber(name, n, has: m.groups.count))
        }
        out += group(n)
        continue
      }
      if c == "{", let close = s[(i + 2)...].firstIndex(of: "}") {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: s[(i + 2)..<close])
        let groupName = String(view)
        guard let k = m.groups.firstIndex(where: { $0.name == groupName }) else {
          throw EvalError(Message.noSuchGroupName(name, groupName))
        }
        out += group(k + 1)
        i = close + 1
        continue
      }
      out.unicodeScalars.append(s[i])
      i += 1
    }
    return out
  }
}
