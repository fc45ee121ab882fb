import SignalboxJSON

extension JQNatives {
  /// jq 1.7.1's `sub`/`gsub`: the replacement filter runs on each match's named captures;
  /// its k-th outputs for every match make the k-th result.
  static func substitute(
    _ run: JQRun, _ args: [JQNode], _ env: JQEnv, _ input: JSON,
    _ emit: (JSON) throws -> Void, global: Bool
  ) throws {
    let flagsNode = args.count == 3 ? args[2] : JQNode.literal(.string(""))
    // jq's `def sub($re; str; $flags)`: the expression's outputs vary slowest, then the flags'.
    try run.eval(args[0], env, input) { re in
      try run.eval(flagsNode, env, input) { flagsValue in
        let a = try regexArguments(
          input, [re, flagsValue], unpack: false, flags: global ? .gLast : .asGiven)
        guard case .string(let text) = input else { return }
        let flags = a.count > 2 ? a[2].stringValue ?? "" : ""
        let found = try regexLifted(a) {
          try JQRegex.match(Call(name: global ? "gsub" : "sub", args: a))
        }
        let matches: [JSON]
        switch found {
        case .array(let a) where flags.contains("g"): matches = a
        case .null: matches = []
        default: matches = [found]
        }
        if matches.isEmpty { return try jqSend(emit, input) }
        var outputs: [[JSON]] = []
        for m in matches {
          var captures = JSONObject()
          if case .object(let mo) = m, case .array(let cs)? = mo["captures"] {
            for case .object(let c) in cs {
              if case .string(let name)? = c["name"] { captures[name] = c["string"] ?? .null }
            }
          }
          var outs: [JSON] = []
          try run.eval(args[1], env, .object(captures)) { outs.append($0) }
          outputs.append(outs)
        }
        // jq's `… | .result[] + $in[.previous:]) // $in`: no output at all is the input.
        var sent = false
        // The result is built once, in UTF-8: match offsets (code points) only grow, so a
        // cursor walks the text's bytes once per result (issue 45: no copy per match).
        let bytes = Array(text.utf8)
        let count = text.unicodeScalars.count
        for k in 0..<(outputs.first?.count ?? 0) {
          var out: [UInt8] = []
          out.reserveCapacity(bytes.count)
          var cursor = (scalar: 0, byte: 0)
          func byte(at scalar: Int) -> Int {
            while cursor.scalar < scalar {
              cursor.byte += Self.utf8Length(bytes[cursor.byte])
              cursor.scalar += 1
            }
            return cursor.byte
          }
          var previous = 0
          var complete = true
          for (m, outs) in zip(matches, outputs) {
            guard k < outs.count, case .object(let mo) = m,
              let offset = mo["offset"]?.numberValue, let length = mo["length"]?.numberValue
            else {
              complete = false
              break
            }
            let start = min(max(Int(offset), previous), count)
            out.append(contentsOf: bytes[byte(at: previous)..<byte(at: start)])
            guard case .string(let r) = outs[k] else {
              let sofar = String(decoding: out, as: UTF8.self)
              throw JQOps.cannot(.string(sofar), outs[k], "added")
            }
            out.append(contentsOf: r.utf8)
            previous = min(start + max(Int(length), 0), count)
          }
          if !complete { continue }
          out.append(contentsOf: bytes[byte(at: previous)...])
          sent = true
          try jqSend(emit, .string(String(decoding: out, as: UTF8.self)))
        }
        if !sent { try jqSend(emit, input) }
      }
    }
  }

  /// The length in bytes of the UTF-8 sequence a lead byte starts.
  static func utf8Length(_ lead: UInt8) -> Int {
    lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }
}
