extension RegexProgram {
  /// The backtracker, for back-references and look-arounds: tries the choices depth first in
  /// priority order from `start`; each instruction costs one step of `budget`.
  func run(
    _ text: [Unicode.Scalar], at start: Int, registers: [Int], endingAt end: Int? = nil,
    budget: inout Int
  ) throws(RegexBudgetExceeded) -> [Int]? {
    var stack: [(pc: Int, pos: Int, regs: [Int])] = [(0, start, registers)]
    let n = text.count
    while let choice = stack.popLast() {
      var (pc, pos, regs) = choice
      thread: while true {
        budget -= 1
        if budget < 0 { throw RegexBudgetExceeded() }
        let inst = code[pc]
        switch inst {
        case .scalar, .foldedScalar, .set, .any:
          guard pos < n, RegexProgram.consumes(inst, text[pos]) else { break thread }
          pc += 1
          pos += 1
        case .split(let a, let b):
          stack.append((b, pos, regs))
          pc = a
        case .jump(let to): pc = to
        case .save(let r), .mark(let r):
          regs[r] = pos
          pc += 1
        case .emptyCheck(let r, let exit): pc = regs[r] == pos ? exit : pc + 1
        case .assert(let anchor):
          guard anchor.holds(text, at: pos) else { break thread }
          pc += 1
        case .backReference(let g, let fold):
          let (from, to) = (regs[2 * g], regs[2 * g + 1])
          guard from >= 0, to >= from else { break thread }
          let length = to - from
          guard pos + length <= n else { break thread }
          for k in 0..<length {
            let (x, y) = (text[from + k], text[pos + k])
            guard x == y || fold && RegexClass.fold(x) == RegexClass.fold(y) else { break thread }
          }
          pc += 1
          pos += length
        case .look(let sub, let ahead, let negated):
          var found: [Int]?
          if ahead {
            found = try sub.run(text, at: pos, registers: regs, budget: &budget)
          } else {
            for k in stride(from: pos, through: 0, by: -1) {
              found = try sub.run(text, at: k, registers: regs, endingAt: pos, budget: &budget)
              if found != nil { break }
            }
          }
          guard (found != nil) != negated else { break thread }
          if let found, !negated { regs = found }
          pc += 1
        case .match:
          if let end, pos != end { break thread }
          return regs
        }
      }
    }
    return nil
  }
}
