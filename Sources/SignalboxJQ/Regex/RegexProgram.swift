/// One instruction of a compiled regular expression.
enum RegexInst: Sendable {
  case scalar(Unicode.Scalar)
  /// A scalar compared case-insensitively (`folded` is `RegexClass.fold` of it).
  case foldedScalar(Unicode.Scalar)
  case set(RegexClass, fold: Bool)
  case any(dotAll: Bool)
  /// Go on at both, preferring the first.
  case split(Int, Int)
  case jump(Int)
  /// Register `n` = the position (captures: group g starts at 2g, ends at 2g+1).
  case save(Int)
  case assert(RegexAnchor)
  /// Loop guard: register `n` = the position where an iteration starts…
  case mark(Int)
  /// …and an iteration that consumed nothing leaves the loop (to `exit`) instead of repeating.
  case emptyCheck(Int, exit: Int)
  /// Look-around `k` (`RegexProgram.looks`) holds here, or does not when `negated`: a bit
  /// its scan set before the search (`RegexLookScan.swift`).
  case look(Int, negated: Bool)
  /// A possessive loop's end: the next scalar (if any) is not in the class.
  case notNext(RegexClass, fold: Bool)
  case match
}

/// A look-around's program, run as a scan over the whole text (`RegexLookScan.swift`):
/// forward for a look-behind, backward over the inside read in reverse for a look-ahead.
struct RegexLook: Sendable {
  let program: RegexProgram
  let ahead: Bool
}

/// A compiled pattern: instructions, register count and group names.
final class RegexProgram: Sendable {
  let code: [RegexInst]
  let registers: Int
  let groups: Int
  let names: [Int: String]
  /// For each instruction, the mark register of the innermost guarded loop around it (or -1):
  /// the Pike VM tells apart threads that are in an iteration that consumed nothing yet.
  let loopSlot: [Int]
  /// The UTF-8 bytes of scalars every match holds (`RegexPrefilter.swift`), or none.
  let required: [[UInt8]]
  /// The look-arounds `.look(k, …)` tests, nested ones before those they are in.
  let looks: [RegexLook]
  /// The first UTF-8 byte of the scalar every match starts with (`RegexNode.leadingScalar`),
  /// if there is one: where no thread is alive, a search skips to its next occurrence.
  let lead: UInt8?

  init(
    code: [RegexInst], registers: Int, groups: Int, names: [Int: String],
    loopSlot: [Int] = [], required: [[UInt8]] = [], looks: [RegexLook] = [],
    lead: UInt8? = nil
  ) {
    self.code = code
    self.required = required
    self.lead = lead
    self.loopSlot =
      loopSlot.count == code.count ? loopSlot : Array(repeating: -1, count: code.count)
    self.registers = registers
    self.groups = groups
    self.names = names
    self.looks = looks
  }

  /// The most instructions a pattern compiles to (counted repetitions multiply).
  static let maxInstructions = 250_000

  /// - Parameter captures: false: no registers for the match and its groups (`test`).
  static func compile(
    _ pattern: String, _ options: RegexParser.Options, captures: Bool = true
  ) throws(RegexSyntaxError) -> RegexProgram {
    var parser = RegexParser(pattern, options)
    let node = try parser.parse()
    var names: [Int: String] = [:]
    for (name, index) in parser.names { names[index] = name }
    if let why = node.refusal() { throw .notLinear(why) }
    var emitter = RegexEmitter(registers: captures ? 2 * (parser.groupCount + 1) : 0)
    emitter.captures = captures
    let program = try emitter.program(
      node, groups: parser.groupCount, names: names, required: node.prefilter,
      lead: node.leadingScalar.flatMap { String($0).utf8.first })
    return program
  }
}

struct RegexEmitter {
  var code: [RegexInst] = []
  var loopSlot: [Int] = []
  var slots: [Int] = []
  var registers: Int
  /// The look-arounds compiled so far, and the instructions of every program so far (the
  /// limit counts them all).
  var looks: [RegexLook] = []
  var total = 0
  /// Inside a look-around: captures and `\K` are not kept (a scan only asks whether it holds).
  var inLook = false
  /// False: no `save` at all (the match's bounds and groups are not asked for).
  var captures = true

  init(registers: Int) { self.registers = registers }

  mutating func program(
    _ node: RegexNode, groups: Int, names: [Int: String], required: [[UInt8]] = [],
    lead: UInt8? = nil
  ) throws(RegexSyntaxError) -> RegexProgram {
    if captures { try append(.save(0)) }
    try emit(node)
    if captures { try append(.save(1)) }
    try append(.match)
    return RegexProgram(
      code: code, registers: registers, groups: groups, names: names, loopSlot: loopSlot,
      required: required, looks: looks, lead: lead)
  }

  mutating func append(_ inst: RegexInst) throws(RegexSyntaxError) {
    guard total < RegexProgram.maxInstructions else {
      throw .invalid("the pattern is too large (more than 250000 steps once repeats are counted)")
    }
    code.append(inst)
    total += 1
    loopSlot.append(slots.last ?? -1)
  }

  mutating func emit(_ node: RegexNode) throws(RegexSyntaxError) {
    switch node {
    case .empty: break
    case .scalar(let c, let fold):
      try append(
        fold && !RegexClass.variants(c).isEmpty ? .foldedScalar(RegexClass.fold(c)) : .scalar(c))
    case .set(let set, let fold): try append(.set(set, fold: fold))
    case .any(let dotAll): try append(.any(dotAll: dotAll))
    case .anchor(let a): try append(.assert(a))
    case .group(let inner, let capture):
      if let g = capture, !inLook, captures { try append(.save(2 * g)) }
      try emit(inner)
      if let g = capture, !inLook, captures { try append(.save(2 * g + 1)) }
    case .concat(let items):
      for item in items { try emit(item) }
    case .alternation(let branches):
      var jumps: [Int] = []
      for (k, branch) in branches.enumerated() {
        if k < branches.count - 1 {
          let split = code.count
          try append(.split(split + 1, -1))
          try emit(branch)
          jumps.append(code.count)
          try append(.jump(-1))
          code[split] = .split(split + 1, code.count)
        } else {
          try emit(branch)
        }
      }
      for j in jumps { code[j] = .jump(code.count) }
    case .loop(let inner, let low, let high, let greedy):
      for _ in 0..<low { try emit(inner) }
      if let high {
        var exits: [Int] = []
        for _ in low..<high {
          exits.append(code.count)
          try append(.split(-1, -1))
          try emit(inner)
        }
        for e in exits {
          code[e] = greedy ? .split(e + 1, code.count) : .split(code.count, e + 1)
        }
      } else {
        try star(inner, greedy: greedy)
      }
    case .notNext(let set, let fold): try append(.notNext(set, fold: fold))
    case .keep: if !inLook, captures { try append(.save(0)) }
    case .look(let inner, let ahead, let negated):
      if !ahead && negated && inner.hasCapture { throw .invalid("invalid pattern in look-behind") }
      var sub = RegexEmitter(registers: 0)
      // Moved, not copied: nested look-arounds would copy the list at each level.
      swap(&sub.looks, &looks)
      (sub.total, sub.inLook) = (total, true)
      try sub.emit(ahead ? inner.reversed : inner)
      try sub.append(.match)
      let program = RegexProgram(
        code: sub.code, registers: sub.registers, groups: 0, names: [:], loopSlot: sub.loopSlot)
      swap(&sub.looks, &looks)
      total = sub.total
      looks.append(RegexLook(program: program, ahead: ahead))
      try append(.look(looks.count - 1, negated: negated))
    case .atomic(let inner):
      guard let form = inner.possessiveForm else {
        throw .notLinear("an atomic group over more than one character")
      }
      try emit(form)
    case .backReference: throw .notLinear("a back-reference")
    }
  }

  /// `L: split(B, E); B: mark k; inner; emptyCheck k → E; jump L; E:` (the guard only when
  /// the body can match nothing).
  mutating func star(_ inner: RegexNode, greedy: Bool) throws(RegexSyntaxError) {
    let loop = code.count
    try append(.split(-1, -1))
    let guarded = inner.canBeEmpty
    let slot = registers
    if guarded {
      registers += 1
      try append(.mark(slot))
      slots.append(slot)
    }
    try emit(inner)
    let check = code.count
    if guarded {
      try append(.emptyCheck(slot, exit: -1))
      slots.removeLast()
    }
    try append(.jump(loop))
    let exit = code.count
    code[loop] = greedy ? .split(loop + 1, exit) : .split(exit, loop + 1)
    if guarded { code[check] = .emptyCheck(slot, exit: exit) }
  }
}

extension RegexNode {
  var canBeEmpty: Bool {
    switch self {
    case .empty, .anchor, .look, .notNext, .keep: return true
    case .scalar, .set, .any: return false
    case .backReference: return true
    case .group(let n, _), .atomic(let n): return n.canBeEmpty
    case .concat(let ns): return ns.allSatisfy { $0.canBeEmpty }
    case .alternation(let ns): return ns.contains { $0.canBeEmpty }
    case .loop(let n, let low, _, _): return low == 0 || n.canBeEmpty
    }
  }
}
