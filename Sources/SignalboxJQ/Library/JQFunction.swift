import SignalboxJSON

/// One builtin, one row (as in jaq's standard library): its name, its form, the argument
/// counts it takes, its documentation and its body. The dispatcher (`callAsFunction`)
/// checks the count before the body runs and hands the body a `Call` carrying the row's
/// name, so no body checks its arity or types its own name. The language's operator table
/// reads these rows (`OperatorTable.functions`); `make docs` writes docs/functions.md from
/// them.
package struct JQFunction: Sendable {
  /// What `:help NAME` and docs/functions.md show: a heading of its own, or a place under
  /// the heading of another row (`ltrim` under `trim`).
  package enum Doc: Sendable {
    case own(summary: String, example: String)
    case with(String)
  }

  package enum Body: Sendable {
    case values(@Sendable (Call) throws -> JSON)
    /// The second argument is a filter (jq's `f` in `map_values(f)`): an expression over
    /// `x`, run per element with `x` bound to it. The call's arguments leave its place out.
    case filter(@Sendable (Call, Filter) throws -> JSON)
    /// A filter that may be left out (`any(A[, F])`): nil then.
    case optionalFilter(@Sendable (Call, Filter?) throws -> JSON)
  }

  package let name: String
  /// The form the docs heading and completion show (`ltrimstr(S, PREFIX)`).
  package let form: String
  package let arity: Arity
  package let doc: Doc
  package let body: Body

  package init(
    _ name: String, _ form: String, _ arity: Arity, _ doc: Doc,
    _ body: @escaping @Sendable (Call) throws -> JSON
  ) {
    (self.name, self.form, self.arity, self.doc) = (name, form, arity, doc)
    self.body = .values(body)
  }

  package init(
    _ name: String, _ form: String, _ arity: Arity, _ doc: Doc,
    filter body: @escaping @Sendable (Call, Filter) throws -> JSON
  ) {
    (self.name, self.form, self.arity, self.doc) = (name, form, arity, doc)
    self.body = .filter(body)
  }

  package init(
    _ name: String, _ form: String, _ arity: Arity, _ doc: Doc,
    optionalFilter body: @escaping @Sendable (Call, Filter?) throws -> JSON
  ) {
    (self.name, self.form, self.arity, self.doc) = (name, form, arity, doc)
    self.body = .optionalFilter(body)
  }

  /// A call with these arguments' values: the count checked, then the body.
  package func callAsFunction(_ args: [JSON]) throws -> JSON {
    try arity.check(name, args.count)
    switch body {
    case .values(let body): return try body(Call(name: name, args: args))
    // A filter's place, left empty: refused by the count (a row's arity counts the filter).
    case .filter: throw arity.refusal(name, args.count)
    case .optionalFilter(let body): return try body(Call(name: name, args: args), nil)
    }
  }

  /// A call with a filter in the second place (`args` leaves its place out).
  package func callAsFunction(_ args: [JSON], filter: Filter) throws -> JSON {
    try arity.check(name, args.count + 1)
    switch body {
    case .values(let body): return try body(Call(name: name, args: args))
    case .filter(let body): return try body(Call(name: name, args: args), filter)
    case .optionalFilter(let body): return try body(Call(name: name, args: args), filter)
    }
  }
}

extension JQFunction {
  /// The argument counts a row takes, and how a call with another count is refused.
  package struct Arity: Sendable, ExpressibleByIntegerLiteral {
    package enum Refusal: Sendable {
      /// `sort() takes 1 argument, got 2` (`argumentCount`), with these words for the counts.
      case counted(String)
      /// `len() takes 1 argument` (`functionArity`).
      case one
      /// `pow() takes two numbers` (`functionTakes`): the words name the types too.
      case takes(String)
    }

    package let counts: ClosedRange<Int>
    package let refusal: Refusal

    package init(_ counts: ClosedRange<Int>, _ refusal: Refusal) {
      (self.counts, self.refusal) = (counts, refusal)
    }

    /// Exactly `n` arguments.
    package init(integerLiteral n: Int) {
      self.init(n...n, .counted("\(n) argument\(n == 1 ? "" : "s")"))
    }

    /// `a or b arguments` when b is a + 1, else `a to b arguments`.
    package static func between(_ a: Int, _ b: Int) -> Arity {
      Arity(a...b, .counted("\(a) \(b == a + 1 ? "or" : "to") \(b) arguments"))
    }

    package static func atLeast(_ n: Int) -> Arity {
      Arity(n...Int.max, .counted("\(n) or more arguments"))
    }

    /// Any count, none included (`log(…)`, `min(…)`).
    package static let any = Arity(0...Int.max, .counted(""))
    /// One argument, refused with `functionArity` (the language's own functions).
    package static let one = Arity(1...1, .one)

    package static func takes(_ counts: ClosedRange<Int>, _ what: String) -> Arity {
      Arity(counts, .takes(what))
    }

    @inline(__always)
    package func check(_ name: String, _ count: Int) throws {
      if !counts.contains(count) { throw refusal(name, count) }
    }

    /// The error of a call of `name` with `count` arguments.
    package func refusal(_ name: String, _ count: Int) -> EvalError {
      switch refusal {
      case .counted(let words): return EvalError(Message.argumentCount(name, words, got: count))
      case .one: return EvalError(Message.functionArity(name))
      case .takes(let what): return EvalError(Message.functionTakes(name, what))
      }
    }
  }
}
