/// The backtracker's bounded memo (the technique of RE2's BitState): one bit per (instruction,
/// loop state, byte position) already tried in the current search. Where a pattern's outcome
/// from a state does not depend on the registers (no back-reference), a state reached again
/// can only fail again, so each is run at most once: the work is linear in the text, like the
/// Pike VM's, with no per-thread register copies. The Pike VM tells its threads apart by the
/// same triple. Used while the bits fit in `maxBits`; beyond, the step budget bounds the work.
struct RegexMemo {
  /// 2^25 bits: 4 MiB.
  static let maxBits = 1 << 25

  private var words: [UInt64]
  /// The words set since the last `reset`, cleared by it (a global match resets per match).
  private var touched: [Int] = []
  private let width: Int
  /// The states run in this search (the complexity tests' steps).
  private(set) var visits = 0

  /// A memo for `program` on a text of `count` bytes, or nil where the memo cannot help (a
  /// back-reference reads the registers) or would not fit.
  init?(_ program: RegexProgram, count: Int) {
    guard !program.readsRegisters else { return nil }
    let width = 2 * program.code.count
    let (bits, overflow) = width.multipliedReportingOverflow(by: count + 1)
    guard !overflow, bits <= Self.maxBits else { return nil }
    self.width = width
    words = [UInt64](repeating: 0, count: (bits + 63) / 64)
  }

  /// Marks the state; false when it was marked already.
  @inline(__always)
  mutating func insert(pc: Int, emptyIteration: Bool, pos: Int) -> Bool {
    let key = pos * width + 2 * pc + (emptyIteration ? 1 : 0)
    let (w, bit) = (key >> 6, UInt64(1) << UInt64(key & 63))
    let old = words[w]
    if old & bit != 0 { return false }
    if old == 0 { touched.append(w) }
    words[w] = old | bit
    visits += 1
    return true
  }

  /// Forgets every state (a search from a new position: `\G` and the empty-match rules read it).
  mutating func reset() {
    for w in touched { words[w] = 0 }
    touched.removeAll(keepingCapacity: true)
    visits = 0
  }
}

extension RegexProgram {
  /// Whether a match's outcome can depend on the registers: a back-reference here or in a
  /// look-around or atomic group.
  static func readsRegisters(_ code: [RegexInst]) -> Bool {
    code.contains {
      switch $0 {
      case .backReference: return true
      case .look(let sub, _, _, _), .atomic(let sub, _): return sub.readsRegisters
      default: return false
      }
    }
  }
}
