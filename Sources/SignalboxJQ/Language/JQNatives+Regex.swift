import SignalboxJSON

/// jq 1.7.1's checks and words around a regex builtin (`f_match` in its builtin.c and the
/// definitions of builtin.jq), made before the library runs the regex, so a jq filter sees
/// jq's texts: `number (1) is not a string`, `q is not a valid modifier string`,
/// `object not a string or array`, `Regex failure: …`.
extension JQNatives {
  /// How a builtin hands its flags to `match`: as given (`test`, `sub`), after `"g"`
  /// (`scan`, `splits`, `split/2`: `"g" + flags`) or before it (`gsub`: `flags + "g"`).
  enum RegexFlagsUse { case asGiven, gFirst, gLast }

  /// The library's arguments `[input, re, flags]` (flags left out when null) for the
  /// builtin's argument values; `unpack` for the one-argument forms of `test`, `match` and
  /// `capture`, which take `[re, flags]` as one array.
  static func regexArguments(
    _ input: JSON, _ vals: [JSON], unpack: Bool, flags use: RegexFlagsUse = .asGiven
  ) throws -> [JSON] {
    var re = vals[0]
    var flags = vals.count > 1 ? vals[1] : JSON.null
    if unpack && vals.count == 1 {
      switch re {
      case .string: break
      case .array(let pair) where !pair.isEmpty:
        re = pair[0]
        flags = pair.count > 1 ? pair[1] : .null
      default: throw JQOps.fail("\(re.typeName) not a string or array")
      }
    }
    switch use {
    case .asGiven: break
    case .gFirst: flags = try JQOps.add(.string("g"), flags)
    case .gLast: flags = try JQOps.add(flags, .string("g"))
    }
    guard case .string = input else {
      throw JQOps.fail("\(JQOps.described(input)) cannot be matched, as it is not a string")
    }
    guard case .string = re else { throw JQOps.fail("\(JQOps.described(re)) is not a string") }
    switch flags {
    case .null: return [input, re]
    case .string(let text):
      guard text.unicodeScalars.allSatisfy({ "gixmspln".unicodeScalars.contains($0) }) else {
        throw JQOps.fail("\(text) is not a valid modifier string")
      }
      return [input, re, flags]
    default: throw JQOps.fail("\(JQOps.described(flags)) is not a string")
    }
  }

  /// Runs a library regex body; a pattern the engine refuses is jq's `Regex failure: …`.
  static func regexLifted(_ args: [JSON], _ body: () throws -> JSON) throws -> JSON {
    do {
      return try body()
    } catch let e as EvalError where e.id == DiagnosticMessage.ID.badRegex {
      let flags = args.count > 2 ? args[2].stringValue ?? "" : ""
      let options = RegexParser.Options(
        ignoreCase: flags.contains("i"), dotAll: flags.contains("p") || flags.contains("m"),
        extended: flags.contains("x"))
      do {
        _ = try RegexProgram.compile(args[1].stringValue ?? "", options)
      } catch .invalid(let reason) {
        throw JQOps.fail("Regex failure: \(reason)")
      } catch {}
      throw JQThrown(.string(e.message), id: e.id)
    } catch let e as EvalError {
      throw JQThrown(.string(e.message), id: e.id)
    }
  }

  /// `test/1` and `test/2`.
  static func regexTest() -> JQNative {
    JQNative { run, args, env, input, emit in
      try combine(run, args[...], env, input, []) { vals in
        let a = try regexArguments(input, vals, unpack: true)
        try jqSend(emit, try regexLifted(a) { try JQRegex.test(Call(name: "test", args: a)) })
      }
    }
  }
}

extension JQNatives {
  /// `indices`, `index` and `rindex` as jq 1.7.1 defines them: of a string in a string
  /// `_strindices`, byte offsets (`"aé,b" | index(",")` is 3, where the library counts code
  /// points); in an array `.[$i]` of an array, else `.[[$i]]`; anything else `.[$i]`, with
  /// indexing's words (`Cannot index object with number`). `index` is then `.[0]` of that,
  /// `rindex` `.[-1:][0]`.
  static func stringSearch(_ pick: @escaping @Sendable (JSON) throws -> JSON) -> JQNative {
    values(1) { a in
      switch (a[0], a[1]) {
      case (.array, .array): return try pick(try JQOps.index(a[0], a[1]))
      case (.array, _): return try pick(try JQOps.index(a[0], .array([a[1]])))
      case (.string(let s), .string(let part)):
        var out: [JSON] = []
        if !part.isEmpty {
          JQSearch(Array(part.utf8)).each(in: Array(s.utf8), overlapping: true) { k in
            out.append(.number(Double(k)))
            return true
          }
        }
        return try pick(.array(out))
      default: return try pick(try JQOps.index(a[0], a[1]))
      }
    }
  }

  static let searches: [JQName: JQNative] = [
    JQName("indices", 1): stringSearch { $0 },
    JQName("index", 1): stringSearch { try JQOps.index($0, .number(0)) },
    JQName("rindex", 1): stringSearch { found in
      let last = try JQOps.index(found, .object(["start": .number(-1), "end": .null]))
      return try JQOps.index(last, .number(0))
    },
  ]
}
