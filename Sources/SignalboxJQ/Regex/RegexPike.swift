extension RegexProgram {
  /// The leftmost-first match starting at or after byte `from`: the registers (2 per group,
  /// group 0 the whole match, -1 where unset), or nil. `steps` counts the instructions run.
  /// `bits` holds the look-arounds' answers on this text, scanned on first need.
  func firstMatch(
    in text: RegexInput, from: Int, steps: inout Int, bits: inout [RegexBits]?
  ) -> [Int]? {
    for needle in required where !text.contains(needle, from: from) { return nil }
    if bits == nil { bits = lookBits(text, steps: &steps) }
    return pike(text, from: from, bits: bits ?? [], steps: &steps)
      .map { Array($0.prefix(2 * (groups + 1))) }
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

  /// Thompson's simulation with Pike's captures: threads in priority order, one per
  /// instruction, so the work is linear in the text; the memory is O(pattern).
  private func pike(_ text: RegexInput, from: Int, bits: [RegexBits], steps: inout Int)
    -> [Int]?
  {
    let n = text.count
    var follower = RegexFollower(program: self, text: text, from: from, bits: bits)
    var current: [RegexThread] = []
    var next: [RegexThread] = []
    var matched: [Int]?
    var pos = from
    while true {
      if matched == nil {
        // No thread alive and the text here cannot start a match: on to where it can.
        if current.isEmpty, let lead, pos < n, text.bytes[pos] != lead {
          guard let next = text.index(of: lead, from: pos) else { break }
          pos = next
        }
        follower.add(&current, RegexThread(pc: 0, regs: initialRegisters), at: pos)
      }
      let (c, width): (Unicode.Scalar?, Int) = pos < n ? text.scalar(at: pos) : (nil, 0)
      if current.isEmpty {
        guard matched == nil, pos < n else { break }
        pos += width
        continue
      }
      for t in current {
        follower.work += 1
        if case .match = code[t.pc] {
          matched = t.regs
          break
        }
        if let c, RegexProgram.consumes(code[t.pc], c) {
          follower.add(&next, RegexThread(pc: t.pc + 1, regs: t.regs), at: pos + width)
        }
      }
      guard pos < n else { break }
      swap(&current, &next)
      next.removeAll(keepingCapacity: true)
      pos += width
    }
    steps += follower.work
    return matched
  }
}

struct RegexThread {
  var pc: Int
  var regs: [Int]
}

/// Follows a thread through the instructions that consume nothing, for the Pike VM and the
/// look-around scans: at most one visit per instruction and loop state at each position.
struct RegexFollower {
  let program: RegexProgram
  let text: RegexInput
  /// Where the search started (`\G`).
  let from: Int
  /// The look-arounds' answers (`.look(k, …)` reads `bits[k]`).
  let bits: [RegexBits]
  private var seen: [Int]
  private var stack: [RegexThread] = []
  /// The instructions run (the complexity tests' steps).
  var work = 0

  init(program: RegexProgram, text: RegexInput, from: Int, bits: [RegexBits]) {
    self.program = program
    self.text = text
    self.from = from
    self.bits = bits
    seen = [Int](repeating: -1, count: 2 * program.code.count)
  }

  /// Adds the threads reached from `start` that wait on a scalar (or match) to `list`, in
  /// priority order.
  mutating func add(_ list: inout [RegexThread], _ start: RegexThread, at pos: Int) {
    let code = program.code
    stack.append(start)
    while let popped = stack.popLast() {
      var t = popped
      follow: while true {
        work += 1
        let slot = program.loopSlot[t.pc]
        let key = 2 * t.pc + (slot >= 0 && t.regs[slot] == pos ? 1 : 0)
        if seen[key] == pos { break }
        seen[key] = pos
        switch code[t.pc] {
        case .jump(let to): t.pc = to
        case .split(let a, let b):
          stack.append(RegexThread(pc: b, regs: t.regs))
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
        case .look(let k, let negated):
          guard bits[k][pos] != negated else { break follow }
          t.pc += 1
        default:
          list.append(t)
          break follow
        }
      }
    }
  }
}
