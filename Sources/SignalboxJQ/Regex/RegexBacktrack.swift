extension RegexProgram {
  /// The backtracker, for back-references, look-arounds and atomic groups: tries the choices
  /// depth first in priority order from byte `start`; each instruction costs one step of
  /// `budget`. `from` is where the search started (`\G`).
  func run(
    _ text: RegexInput, at start: Int, from: Int, registers: [Int], endingAt end: Int? = nil,
    budget: inout Int
  ) throws(RegexBudgetExceeded) -> [Int]? {
    var memo: RegexMemo?
    return try run(
      text, at: start, from: from, registers: registers, endingAt: end, budget: &budget,
      memo: &memo)
  }

  /// The same with a memo (`RegexMemo`): a state tried already is not run again, and the
  /// states run cost no budget (they are bounded by the memo's size).
  func run(
    _ text: RegexInput, at start: Int, from: Int, registers: [Int], endingAt end: Int? = nil,
    budget: inout Int, memo: inout RegexMemo?
  ) throws(RegexBudgetExceeded) -> [Int]? {
    var stack: [(pc: Int, pos: Int, regs: [Int])] = [(0, start, registers)]
    let n = text.count
    while let choice = stack.popLast() {
      var (pc, pos, regs) = choice
      thread: while true {
        if memo != nil {
          let slot = loopSlot[pc]
          let empty = slot >= 0 && regs[slot] == pos
          guard memo!.insert(pc: pc, emptyIteration: empty, pos: pos) else { break thread }
        } else {
          budget -= 1
          if budget < 0 { throw RegexBudgetExceeded() }
        }
        let inst = code[pc]
        switch inst {
        case .scalar, .foldedScalar, .set, .any:
          guard pos < n else { break thread }
          let (c, width) = text.scalar(at: pos)
          guard RegexProgram.consumes(inst, c) else { break thread }
          pc += 1
          pos += width
        case .split(let a, let b):
          stack.append((b, pos, regs))
          pc = a
        case .jump(let to): pc = to
        case .save(let r), .mark(let r):
          regs[r] = pos
          pc += 1
        case .emptyCheck(let r, let exit): pc = regs[r] == pos ? exit : pc + 1
        case .assert(let anchor):
          guard anchor.holds(text, at: pos, from: from) else { break thread }
          pc += 1
        case .notNext(let set, let fold):
          if let c = text.after(pos), set.contains(c, ignoringCase: fold) { break thread }
          pc += 1
        case .backReference(let g, let fold):
          guard let to = Self.reference(text, regs[2 * g], regs[2 * g + 1], at: pos, fold: fold)
          else { break thread }
          pc += 1
          pos = to
        case .look(let sub, let ahead, let negated, let reach):
          var found: [Int]?
          if ahead {
            found = try sub.run(text, at: pos, from: from, registers: regs, budget: &budget)
          } else {
            // A look-behind starts no further back than its inside can match: linear in the
            // text when that is bounded (`(?<=ab?)`), not back to the start at each position.
            var (k, back) = (pos, 0)
            while true {
              found = try sub.run(
                text, at: k, from: from, registers: regs, endingAt: pos, budget: &budget)
              if found != nil || k == 0 || back == reach { break }
              k = text.start(before: k)
              back += 1
            }
          }
          guard (found != nil) != negated else { break thread }
          if let found, !negated { regs = found }
          pc += 1
        case .atomic(let sub, let end):
          guard let found = try sub.run(text, at: pos, from: from, registers: regs, budget: &budget)
          else { break thread }
          regs = found
          pos = found[end]
          pc += 1
        case .match:
          if let end, pos != end { break thread }
          return regs
        }
      }
    }
    return nil
  }

  /// Where the text of bytes `a..<b` (a group's match) ends when it is found again at `pos`,
  /// or nil.
  static func reference(_ text: RegexInput, _ a: Int, _ b: Int, at pos: Int, fold: Bool) -> Int? {
    guard a >= 0, b >= a else { return nil }
    var (i, j) = (a, pos)
    while i < b {
      guard j < text.count else { return nil }
      let (x, wx) = text.scalar(at: i)
      let (y, wy) = text.scalar(at: j)
      guard x == y || fold && RegexClass.fold(x) == RegexClass.fold(y) else { return nil }
      i += wx
      j += wy
    }
    return j
  }
}
