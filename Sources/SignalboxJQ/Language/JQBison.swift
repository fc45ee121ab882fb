/// jq 1.7.1's bison parser replayed on its own tables (JQBisonTables*.swift, generated from
/// jq's parser.c), for its compile errors only: after a syntax error bison pops to a state
/// that takes `error`, skips tokens until one fits, and reports again only once three tokens
/// have been shifted; the rules with an `error` report theirs (`Possibly unterminated 'if'
/// statement`). `JQParser` builds the program; this gives every message jq gives, in order.
struct JQBison {
  struct Failure: Equatable {
    let message: String
    let position: Int
  }

  /// `parse`'s result when jq's grammar takes the filter too; otherwise jq's errors of the
  /// whole filter: the first, with the rest as its `following`. (`JQParser` is looser in a
  /// few corners, `.a??.b`, `def end: 1;`: jq's tables decide.)
  static func reporting<T>(_ text: String, _ parse: () throws -> T) throws -> T {
    let result: T
    do {
      result = try parse()
    } catch let error as JQError
      where error.id == .jqSyntax && !error.message.hasPrefix("filter nests too deeply")
    {
      throw failure(failures(text)) ?? error
    }
    if let error = failure(failures(text)) { throw error }
    return result
  }

  private static func failure(_ all: [Failure]) -> JQError? {
    guard var first = all.first.map({ JQLexer.fail($0.message, $0.position) }) else {
      return nil
    }
    first.following = all.dropFirst().map { JQLexer.fail($0.message, $0.position) }
    return first
  }

  /// The numbers of a generated table's text (integers apart by spaces and newlines), read
  /// byte by byte: every `signalbox jq` run reads them once, so no `split` and no `Int(_:)`
  /// of substrings (those took 9 M instructions of its start-up).
  static func decode(_ text: String) -> [Int] {
    var numbers: [Int] = []
    numbers.reserveCapacity(text.utf8.count / 3)
    var (value, negative, inNumber) = (0, false, false)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        // The tables' numbers are bison's: a few digits each, far from overflowing.
        value = value &* 10 &+ Int(byte &- UInt8(ascii: "0"))
        inNumber = true
      case UInt8(ascii: "-"):
        negative = true
      default:
        if inNumber { numbers.append(negative ? -value : value) }
        (value, negative, inNumber) = (0, false, false)
      }
    }
    if inNumber { numbers.append(negative ? -value : value) }
    return numbers
  }

  /// jq's compile errors of the filter's grammar, in jq's order (empty when it parses).
  static func failures(_ text: String) -> [Failure] {
    let scalars = Array(text.unicodeScalars)
    var lexer = JQBisonLexer(scalars)
    var run = JQBison(scalars: scalars)
    run.parse { lexer.next() }
    return run.failures
  }

  private let scalars: [Unicode.Scalar]
  private var failures: [Failure] = []
  /// Bison's stacks: states, and each symbol's span (`@n`).
  private var states: [Int] = [0]
  private var spans: [(start: Int, end: Int)] = [(0, 0)]

  private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

  private static let errorSymbol = 1

  private mutating func parse(_ lex: () -> JQBisonToken) {
    var lookahead: JQBisonToken? = nil
    var lastToken = JQBisonToken(symbol: 0, start: 0, end: 0)
    var errorStatus = 0
    // Every step shifts, reduces or drops a token; the bound only keeps a bug from hanging.
    var budget = 64 * (scalars.count + 16) * (Self.last + 1)
    while budget > 0 {
      budget -= 1
      let state = states[states.count - 1]
      if state == Self.final { return }
      var rule = 0
      var n = Self.pact[state]
      var isError = false
      if n == Self.pactNinf {
        rule = Self.defact[state]
        isError = rule == 0
      } else {
        if lookahead == nil {
          var t = lex()
          if let failure = t.failure {
            failures.append(Failure(message: failure, position: t.start))
            t.failure = nil
          }
          lookahead = t
          lastToken = t
        }
        n += lookahead!.symbol
        if n < 0 || n > Self.last || Self.check[n] != lookahead!.symbol {
          rule = Self.defact[state]
          isError = rule == 0
        } else if Self.table[n] <= 0 {
          isError = Self.table[n] == Self.tableNinf
          rule = -Self.table[n]
        } else {
          if errorStatus > 0 { errorStatus -= 1 }
          states.append(Self.table[n])
          spans.append((lastToken.start, lastToken.end))
          lookahead = nil
          continue
        }
      }
      if !isError {
        reduce(rule)
        continue
      }
      // yyerrlab
      var rangeStart = lastToken.start
      if errorStatus == 0 {
        failures.append(Failure(message: message(state, lookahead), position: lastToken.start))
      }
      if errorStatus == 3 {
        if lookahead == nil || lookahead!.symbol == 0 {
          if lookahead != nil { return }
        } else {
          lookahead = nil
        }
      }
      errorStatus = 3
      while true {
        let p = Self.pact[states[states.count - 1]]
        if p != Self.pactNinf {
          let k = p + Self.errorSymbol
          if k >= 0, k <= Self.last, Self.check[k] == Self.errorSymbol, Self.table[k] > 0 {
            states.append(Self.table[k])
            spans.append((rangeStart, lastToken.end))
            break
          }
        }
        if states.count == 1 { return }
        rangeStart = spans[spans.count - 1].start
        states.removeLast()
        spans.removeLast()
      }
    }
  }

  private mutating func reduce(_ rule: Int) {
    let length = Self.r2[rule]
    let span =
      length > 0
      ? (spans[spans.count - length].start, spans[spans.count - 1].end)
      : (spans[spans.count - 1].end, spans[spans.count - 1].end)
    if let message = Self.failing[rule] {
      failures.append(Failure(message: message, position: span.0))
    } else if let message = check(rule, length) {
      failures.append(Failure(message: message, position: span.0))
    }
    states.removeLast(length)
    spans.removeLast(length)
    let top = states[states.count - 1]
    let lhs = Self.r1[rule] - Self.tokenCount
    let g = Self.pgoto[lhs] + top
    let next = g >= 0 && g <= Self.last && Self.check[g] == top ? Self.table[g] : Self.defgoto[lhs]
    states.append(next)
    spans.append(span)
  }

  /// The error of a rule whose action checks a constant (`JQParser` reads its text):
  /// `check_object_key` on `(Exp)` folded as jq folds it, module metadata, an import's path.
  private func check(_ rule: Int, _ length: Int) -> String? {
    func text(_ k: Int) -> String {
      let span = spans[spans.count - length + k]
      guard span.start < span.end, span.end <= scalars.count else { return "" }
      return String(String.UnicodeScalarView(scalars[span.start..<span.end]))
    }
    if Self.keyChecks.contains(rule) {
      // The key as jq folds it when it parses (`(1 + 1)`, `([1])`: JQConstant).
      guard let node = try? JQParser.parse(text(1)), let n = JQConstant.fold(node),
        n.stringValue == nil
      else { return nil }
      return "Cannot use \(JQOps.described(n)) as object key"
    }
    if Self.pathChecks.contains(rule) {
      guard case .literal(.string)? = try? JQParser.parse(text(0)) else {
        return "Import path must be constant"
      }
      return nil
    }
    guard Self.metaChecks.contains(rule) else { return nil }
    let constant = "Module metadata must be constant"
    guard let tokens = try? JQLexer.tokens(text(length - 2)) else { return constant }
    var p = JQParser(tokens: tokens)
    do {
      _ = try p.constantObject()
      guard case .end = p.token.kind else { return constant }
      return nil
    } catch let error as JQError where error.message.hasPrefix("Module metadata") {
      return error.message
    } catch {
      return constant
    }
  }

  /// Bison's verbose message: the token, and the tokens it expected when there are at most 4.
  private func message(_ state: Int, _ lookahead: JQBisonToken?) -> String {
    guard let lookahead else { return "syntax error" }
    var expected: [String] = []
    let p = Self.pact[state]
    if p != Self.pactNinf {
      let begin = p < 0 ? -p : 0
      let end = min(Self.last - p + 1, Self.tokenCount)
      for x in stride(from: begin, to: end, by: 1)
      where Self.check[x + p] == x && x != Self.errorSymbol && Self.table[x + p] != Self.tableNinf {
        expected.append(Self.names[x])
        if expected.count > 4 { break }
      }
    }
    let unexpected = "syntax error, unexpected \(Self.names[lookahead.symbol])"
    guard !expected.isEmpty, expected.count <= 4 else { return unexpected }
    return unexpected + ", expecting " + expected.joined(separator: " or ")
  }
}
