import Dispatch
import SignalboxJSON

/// A compiled pattern as `JQRegex` uses it: the project's own engine (`RegexProgram`: a Pike
/// VM, or a backtracker with a step budget for back-references and look-arounds), or Swift's
/// `Regex` for the few constructs the engine does not read (`\p{…}`, possessive quantifiers,
/// `\R` `\X` `\K` `\G`), run on a worker with a time limit.
struct JQPattern: @unchecked Sendable {
  enum Engine {
    case program(RegexProgram)
    case swift(Regex<AnyRegexOutput>)
  }
  let engine: Engine
  let source: String
  /// The function name the errors name (`test`, `match`…).
  var name: String
}

extension JQRegex {
  /// Steps the backtracker may take in one call (Oniguruma's retry limit is of the same order).
  static let stepBudget = 2_000_000
  /// How long a match on Swift's `Regex` may run.
  static let swiftRegexLimit = DispatchTimeInterval.seconds(1)

  /// Every match of `pattern` in `text` (only the first without the `g` flag).
  static func matches(of pattern: JQPattern, in text: String, _ flags: Flags) throws -> [Found] {
    switch pattern.engine {
    case .program(let program):
      return try programMatches(program, pattern, text, flags)
    case .swift(let regex):
      return try swiftMatches(regex, pattern, text, flags)
    }
  }

  static func tooSlow(_ pattern: JQPattern, _ text: String) -> EvalError {
    EvalError(
      Message.regexTooSlow(pattern.name, pattern.source, length: text.unicodeScalars.count))
  }

  private static func programMatches(
    _ program: RegexProgram, _ pattern: JQPattern, _ text: String, _ flags: Flags
  ) throws -> [Found] {
    let scalars = Array(text.unicodeScalars)
    var indices = Array(text.unicodeScalars.indices)
    indices.append(text.endIndex)
    var budget = stepBudget
    var found: [Found] = []
    var from = 0
    while from <= scalars.count {
      let regs: [Int]?
      do {
        regs = try program.firstMatch(in: scalars, from: from, budget: &budget)
      } catch {
        throw tooSlow(pattern, text)
      }
      guard let regs else { break }
      // Every match is an element of the result (`match(…; "g")`, `scan`, `splits`).
      guard found.count < JQLimits.arrayLength else {
        throw EvalError(Message.arrayTooLong(pattern.name, JQLimits.arrayLength))
      }
      let (start, end) = (regs[0], regs[1])
      from = end > start ? end : end + 1
      if flags.skipEmpty && start == end { continue }
      let groups = (0..<program.groups).map {
        k -> (name: String?, range: Range<String.Index>?, offset: Int) in
        let g = k + 1
        let (a, b) = (regs[2 * g], regs[2 * g + 1])
        // jq 1.7.1: in an empty match every group is reported empty at the match's offset,
        // whether it took part or not (`match("( )*"; "g")`).
        if start == end { return (program.names[g], indices[start]..<indices[start], start) }
        guard a >= 0, b >= a else { return (program.names[g], nil, -1) }
        return (program.names[g], indices[a]..<indices[b], a)
      }
      found.append(
        Found(
          range: indices[start]..<indices[end], offset: start, length: end - start,
          groups: groups, text: text))
      if !flags.global { break }
    }
    return found
  }

  private final class Outcome: @unchecked Sendable {
    var found: [Found]?
  }

  /// Swift's `Regex` cannot be interrupted: the match runs on a worker, and when it is not done
  /// in time the call fails (the worker finishes, or not, on its own).
  private static func swiftMatches(
    _ regex: Regex<AnyRegexOutput>, _ pattern: JQPattern, _ text: String, _ flags: Flags
  ) throws -> [Found] {
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    let work = JQPattern(engine: .swift(regex), source: pattern.source, name: pattern.name)
    DispatchQueue.global().async {
      guard case .swift(let regex) = work.engine else { return }
      outcome.found = swiftRegexMatches(of: regex, in: text, flags)
      done.signal()
    }
    guard done.wait(timeout: .now() + swiftRegexLimit) == .success, let found = outcome.found
    else { throw tooSlow(pattern, text) }
    return found
  }
}
