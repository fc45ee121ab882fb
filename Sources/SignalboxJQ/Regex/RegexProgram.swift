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
  case backReference(Int, fold: Bool)
  /// `reach`: the most scalars the inside matches (nil: no bound), how far back a
  /// look-behind tries.
  case look(RegexProgram, ahead: Bool, negated: Bool, reach: Int?)
  /// The Pike VM's possessive loop end: the next scalar (if any) is not in the class.
  case notNext(RegexClass, fold: Bool)
  /// The backtracker's atomic group: the program's first match, its end in register `end`.
  case atomic(RegexProgram, end: Int)
  case match
}

/// A compiled pattern: instructions, register count and group names.
final class RegexProgram: Sendable {
  let code: [RegexInst]
  let registers: Int
  let groups: Int
  let names: [Int: String]
  /// Back-references or look-arounds: matched by the bounded backtracker, else by the Pike VM.
  let backtracks: Bool
  /// For each instruction, the mark register of the innermost guarded loop around it (or -1):
  /// the Pike VM tells apart threads that are in an iteration that consumed nothing yet.
  let loopSlot: [Int]
  /// The UTF-8 bytes of scalars every match holds (`RegexPrefilter.swift`), or none.
  let required: [[UInt8]]
  /// A back-reference reads the registers (`RegexMemo.swift`): no memo.
  let readsRegisters: Bool

  init(
    code: [RegexInst], registers: Int, groups: Int, names: [Int: String], backtracks: Bool,
    loopSlot: [Int] = [], required: [[UInt8]] = []
  ) {
    self.code = code
    self.required = required
    self.loopSlot =
      loopSlot.count == code.count ? loopSlot : Array(repeating: -1, count: code.count)
    self.registers = registers
    self.groups = groups
    self.names = names
    self.backtracks = backtracks
    readsRegisters = Self.readsRegisters(code)
  }

  /// The most instructions a pattern compiles to (counted repetitions multiply).
  static let maxInstructions = 250_000

  static func compile(_ pattern: String, _ options: RegexParser.Options) throws(RegexSyntaxError)
    -> RegexProgram
  {
    var parser = RegexParser(pattern, options)
    let node = try parser.parse()
    var names: [Int: String] = [:]
    for (name, index) in parser.names { names[index] = name }
    var emitter = RegexEmitter(registers: 2 * (parser.groupCount + 1))
    let program = try emitter.program(
      node, groups: parser.groupCount, names: names, backtracks: node.needsBacktracking,
      required: node.prefilter)
    return program
  }
}

struct RegexEmitter {
  var code: [RegexInst] = []
  var loopSlot: [Int] = []
  var slots: [Int] = []
  var registers: Int

  init(registers: Int) { self.registers = registers }

  mutating func program(
    _ node: RegexNode, groups: Int, names: [Int: String], backtracks: Bool,
    required: [[UInt8]] = []
  ) throws(RegexSyntaxError) -> RegexProgram {
    try append(.save(0))
    try emit(node)
    try append(.save(1))
    try append(.match)
    return RegexProgram(
      code: code, registers: registers, groups: groups, names: names, backtracks: backtracks,
      loopSlot: loopSlot, required: required)
  }

  mutating func append(_ inst: RegexInst) throws(RegexSyntaxError) {
    guard code.count < RegexProgram.maxInstructions else {
      throw .invalid("the pattern is too large (more than 250000 steps once repeats are counted)")
    }
    code.append(inst)
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
      if let g = capture { try append(.save(2 * g)) }
      try emit(inner)
      if let g = capture { try append(.save(2 * g + 1)) }
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
    case .backReference(let n, let fold): try append(.backReference(n, fold: fold))
    case .notNext(let set): try append(.notNext(set, fold: false))
    case .keep: try append(.save(0))
    case .look(let inner, let ahead, let negated):
      var sub = RegexEmitter(registers: registers)
      try sub.emit(inner)
      sub.code.append(.match)
      registers = max(registers, sub.registers)
      let program = RegexProgram(
        code: sub.code, registers: sub.registers, groups: 0, names: [:], backtracks: true)
      try append(.look(program, ahead: ahead, negated: negated, reach: inner.maxLength))
    case .atomic(let inner):
      if let (set, fold) = inner.runOnPike, !inner.needsBacktracking {
        try emit(inner)
        try append(.notNext(set, fold: fold))
        return
      }
      let end = registers
      var sub = RegexEmitter(registers: registers + 1)
      try sub.emit(inner)
      sub.code.append(.save(end))
      sub.code.append(.match)
      registers = max(registers + 1, sub.registers)
      let program = RegexProgram(
        code: sub.code, registers: sub.registers, groups: 0, names: [:], backtracks: true,
        loopSlot: sub.loopSlot + [-1, -1])
      try append(.atomic(program, end: end))
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
