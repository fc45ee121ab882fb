import SignalboxJSON

/// `expect`'s grammar (SPEC §5, "Expectations"):
///
///     expect := 'expect' [STRING ':'] pipeline '==' rhs
///             | 'expect' [STRING ':'] NAME 'subscriptions' '==' rows [',' FRAME]
///             | 'expect' [STRING ':'] pipeline ('completes' | 'fails' expr
///                                                | 'emits' expr 'values')
///     rows   := STRING | '[' STRING, … ']'
///     rhs    := STRING [',' arg]…        (as `cold`'s arguments)
///             | '[' EVENT, … ']'
///
/// In the pipeline a `==` outside brackets ends it (`map (x == 1)` compares), and so do
/// the words `completes`, `fails` and `emits` where a stage's arguments could end.
extension Parser {
  static let expectWords: Set<String> = ["completes", "fails", "emits"]

  static func parseExpect(_ p: inout Parser, at start: Int) throws -> Statement {
    var label: String?
    if case .string(let text) = p.current.kind, p.isSymbol(":", p.peekNext) {
      label = text
      p.advance()
      p.advance()
    }
    if let name = p.identifier(), p.identifier(p.peekNext) == "subscriptions" {
      let at = p.current.offset
      p.advance()
      p.advance()
      try p.expectSymbol("==", "'==' and the expected subscriptions")
      let from = p.current.offset
      var rows = [try p.parseExpression()]
      while p.isSymbol(",") {
        p.advance()
        rows.append(try p.parseExpression())
      }
      let expectation = Expectation(
        label: label, subject: .subscriptions(name, at: at), check: .subscriptions(rows),
        rightHandSide: from..<p.previousEnd)
      return .expect(expectation, at: start)
    }
    let saved = p.expectDepth
    p.expectDepth = p.depth + 1
    let pipeline: Pipeline
    do {
      pipeline = try p.parsePipeline()
      p.expectDepth = saved
    } catch {
      p.expectDepth = saved
      throw error
    }
    let check = try p.parseExpectCheck()
    let expectation = Expectation(
      label: label, subject: .pipeline(pipeline), check: check.check,
      rightHandSide: check.range)
    return .expect(expectation, at: start)
  }

  /// After the pipeline: `== RHS` or a shortcut.
  private mutating func parseExpectCheck() throws -> (
    check: Expectation.Check, range: Range<Int>?
  ) {
    switch identifier() {
    case "completes":
      advance()
      return (.completes, nil)
    case "fails":
      advance()
      return (.fails(try parseExpression()), nil)
    case "emits":
      advance()
      let count = try parseExpression()
      guard let word = identifier(), word == "values" || word == "value" else {
        throw fail(Message.unexpected(current.display, expected: "'values'"))
      }
      advance()
      return (.emits(count), nil)
    default: break
    }
    try expectSymbol(
      "==", "'==' and the expected timeline, or 'completes', 'fails' or 'emits'")
    let from = current.offset
    if isSymbol("[") {
      return (.events(try parseExpression()), from..<previousEnd)
    }
    guard case .string = current.kind else {
      throw fail(Message.unexpected(current.display, expected: "a marble string or [EVENTS]"))
    }
    return (.marbles(try parseArgumentList()), from..<previousEnd)
  }

  /// Whether the current token ends `expect`'s pipeline: `==` or a shortcut's word, at the
  /// pipeline's own level.
  func endsExpectPipeline() -> Bool {
    guard let expectDepth, depth == expectDepth - 1 else { return false }
    if isSymbol("==") { return true }
    if let word = identifier() { return Parser.expectWords.contains(word) }
    return false
  }

  /// Where the token before the current one ends.
  var previousEnd: Int { position > 0 ? tokens[position - 1].end : current.offset }
}
