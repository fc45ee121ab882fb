/// Look-arounds on the linear engine (issue 45: no backtracking for any construct). Before a
/// search, each look-around's inside is scanned once over the whole text, nested ones first,
/// giving one bit per byte position: whether it holds there. The Pike VM then reads the bit
/// as a test that consumes nothing (`.look(k, negated:)`).
///
/// - A look-behind `(?<=R)` holds at p when some match of R ends at p: a forward scan that
///   starts a thread of R at every position (the Thompson simulation of `.*R`) and sets the
///   bit wherever a thread reaches the end.
/// - A look-ahead `(?=R)` holds at p when some match of R starts at p: the same scan run
///   backward from the text's end over R read in reverse (`RegexNode.reversed`).
///
/// Each scan is O(text × its program) in time and one bit per position in memory. The scans
/// only ask whether the inside matches, so a capture inside is not kept: in a negative
/// look-around Oniguruma leaves it unset too; in a positive one the pattern is refused (E042).
struct RegexBits {
  private var words: [UInt64]

  init(count: Int) { words = [UInt64](repeating: 0, count: count / 64 + 1) }

  subscript(i: Int) -> Bool {
    get { words[i >> 6] & (1 << UInt64(i & 63)) != 0 }
    set {
      if newValue {
        words[i >> 6] |= 1 << UInt64(i & 63)
      } else {
        words[i >> 6] &= ~(1 << UInt64(i & 63))
      }
    }
  }
}

extension RegexProgram {
  /// The answers of every look-around of the pattern on `text` (none without one).
  func lookBits(_ text: RegexInput, steps: inout Int) -> [RegexBits] {
    var bits: [RegexBits] = []
    for look in looks {
      bits.append(look.program.scan(text, backward: look.ahead, bits: bits, steps: &steps))
    }
    return bits
  }

  /// Bit p: whether a match of this program ends at byte p (forward), or, `backward`,
  /// whether one read from p back to an earlier position reaches the end (`.match`).
  func scan(_ text: RegexInput, backward: Bool, bits: [RegexBits], steps: inout Int)
    -> RegexBits
  {
    let n = text.count
    var holds = RegexBits(count: n + 1)
    // `from` is only read by `\G`, refused inside a look-around.
    var follower = RegexFollower(program: self, text: text, from: 0, bits: bits)
    var current: [RegexThread] = []
    var next: [RegexThread] = []
    var pos = backward ? n : 0
    while true {
      follower.add(&current, RegexThread(pc: 0, regs: initialRegisters), at: pos)
      let end = backward ? pos == 0 : pos == n
      let (c, to): (Unicode.Scalar?, Int)
      if end {
        (c, to) = (nil, pos)
      } else if backward {
        let start = text.start(before: pos)
        (c, to) = (text.scalar(at: start).0, start)
      } else {
        let (s, width) = text.scalar(at: pos)
        (c, to) = (s, pos + width)
      }
      for t in current {
        follower.work += 1
        if case .match = code[t.pc] {
          holds[pos] = true
        } else if let c, RegexProgram.consumes(code[t.pc], c) {
          follower.add(&next, RegexThread(pc: t.pc + 1, regs: t.regs), at: to)
        }
      }
      if end { break }
      swap(&current, &next)
      next.removeAll(keepingCapacity: true)
      pos = to
    }
    steps += follower.work
    return holds
  }
}
