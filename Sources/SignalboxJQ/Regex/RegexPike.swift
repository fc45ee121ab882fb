/// The work one match may do before it is abandoned: steps of the backtracker (the Pike VM
/// needs no bound: its work is at most the text's length times the program's).
struct RegexBudgetExceeded: Error {}

extension RegexProgram {
  /// The leftmost-first match starting at or after byte `from`: the registers (2 per group,
  /// group 0 the whole match, -1 where unset), or nil. `steps` counts the instructions run.
  /// With a `memo` (made for this program and text) the backtracker runs, in linear time.
  func firstMatch(
    in text: RegexInput, from: Int, budget: inout Int, steps: inout Int,
    memo: inout RegexMemo?
  ) throws(RegexBudgetExceeded) -> [Int]? {
    for needle in required where !text.contains(needle, from: from) { return nil }
    guard backtracks || memo != nil else {
      return pike(text, from: from, steps: &steps).map { Array($0.prefix(2 * (groups + 1))) }
    }
    memo?.reset()
    defer { steps += memo?.visits ?? 0 }
    var start = from
    while true {
      let before = budget
      let regs = try run(
        text, at: start, from: from, registers: initialRegisters, budget: &budget, memo: &memo)
      steps += before - budget
      if let regs { return Array(regs.prefix(2 * (groups + 1))) }
      guard start < text.count else { return nil }
      start += text.scalar(at: start).1
    }
  }

  var initialRegisters: [Int] { [Int](repeating: -1, count: registers) }

  static func consumes(_ inst: RegexInst, _ c: Unicode.Scalar) -> Bool {
    switch inst {
    case .scalar(let s): return c == s
    case .foldedScalar(let s): return RegexClass.fold(c) == s
    case .set(let set, let fold): return set.contains(c, ignoringCase: fold)
    case .any(let dotAll): return dotAll || c != "\n"
    default: return false
    }
  }

  private struct Thread {
    var pc: Int
    var regs: [Int]
  }

  /// Thompson's simulation with Pike's captures: threads in priority order, one per
  /// instruction, so the work is linear in the text; the memory is O(pattern).
  private func pike(_ text: RegexInput, from: Int, steps: inout Int) -> [Int]? {
    let n = text.count
    var seen = [Int](repeating: -1, count: 2 * code.count)
    var current: [Thread] = []
    var next: [Thread] = []
    var stack: [Thread] = []
    var matched: [Int]?
    var work = 0

    /// Follows the instructions that consume nothing from `pc`, adding the threads that wait
    /// on a scalar (or match) to `list` in priority order.
    func add(_ list: inout [Thread], _ start: Thread, at pos: Int) {
      stack.append(start)
      while let popped = stack.popLast() {
        var t = popped
        follow: while true {
          work += 1
          let slot = loopSlot[t.pc]
          let key = 2 * t.pc + (slot >= 0 && t.regs[slot] == pos ? 1 : 0)
          if seen[key] == pos { break }
          seen[key] = pos
          switch code[t.pc] {
          case .jump(let to): t.pc = to
          case .split(let a, let b):
            stack.append(Thread(pc: b, regs: t.regs))
            t.pc = a
          case .save(let r), .mark(let r):
            t.regs[r] = pos
            t.pc += 1
          case .emptyCheck(let r, let exit): t.pc = t.regs[r] == pos ? exit : t.pc + 1
          case .assert(let anchor):
            guard anchor.holds(text, at: pos, from: from) else { break follow }
            t.pc += 1
          case .notNext(let set, let fold):
            if let c = text.after(pos), set.contains(c, ignoringCase: fold) { break follow }
            t.pc += 1
          default:
            list.append(t)
            break follow
          }
        }
      }
    }
    var pos = from
    while true {
      if matched == nil {
        add(&current, Thread(pc: 0, regs: initialRegisters), at: pos)
      }
      let (c, width): (Unicode.Scalar?, Int) = pos < n ? text.scalar(at: pos) : (nil, 0)
      if current.isEmpty {
        guard matched == nil, pos < n else { break }
        pos += width
        continue
      }
      for t in current {
        work += 1
        if case .match = code[t.pc] {
          matched = t.regs
          break
        }
        if let c, RegexProgram.consumes(code[t.pc], c) {
          add(&next, Thread(pc: t.pc + 1, regs: t.regs), at: pos + width)
        }
      }
      guard pos < n else { break }
      swap(&current, &next)
      next.removeAll(keepingCapacity: true)
      pos += width
    }
    steps += work
    return matched
  }
}
