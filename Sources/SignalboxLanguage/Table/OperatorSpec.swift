import Signalbox
import SignalboxJQ
import SignalboxJSON

/// One declaration per operator, source, statement keyword and built-in function: what the
/// parser accepts, what the compiler calls, what `:help`, `:ops`, `:explain`, `:pending`
/// and completion show, and what docs/operators.md documents (CatalogueTests and
/// OperatorTableTests check the docs against it). The entries live in `OperatorTable`, one
/// file per concern (its `group`) of docs/operators.md.
package struct OperatorSpec: Sendable {
  /// Where the parser accepts the name.
  package enum Role: String, Sendable, Equatable {
    /// The first stage of a pipeline (`interval 1`).
    case source
    /// A stage after `|` (`take 2`).
    case stage
    /// A keyword that starts a statement (`send s, 1`); parsed and compiled by hand, as each
    /// has a grammar of its own.
    case statement
    /// A command's stream, `c.NAME`.
    case member
    /// A function called in an expression (`len(x)`).
    case function
  }

  /// The section of docs/operators.md (and of `:ops`) the entry belongs to: its concern, as
  /// the engine's folders (`Sources/Signalbox/Operators/<Concern>`), the table's files
  /// (`OperatorTable+<Concern>.swift`) and the handlers' files (`Compile+<Concern>.swift`)
  /// name it. The cases are in table order.
  package enum Group: String, CaseIterable, Sendable {
    case sources = "Sources"
    case transforming = "Transforming"
    case filtering = "Filtering"
    case flattening = "Flattening"
    case combining = "Combining"
    case time = "Time"
    case windowing = "Windowing"
    case aggregating = "Aggregating"
    case errors = "Errors"
    case lifecycle = "Lifecycle"
    case multicasting = "Multicasting"
    case commands = "Commands"
    case sequences = "Sequences"
    case statements = "Statements"
    case functions = "Functions"

    /// `:ops` lists these groups: the operators, not the language's own statements (`let`,
    /// `sleep`) nor the functions.
    var isOperators: Bool { self != .statements && self != .functions }
  }

  /// Where the entry's name and meaning come from.
  package enum Dialect: String, CaseIterable, Sendable {
    /// ReactiveCocoa 2.x: the project's semantics (an entry's `rule` names the RAC rule).
    case rac
    /// RxJS 7: an alias of a RAC operator under its Rx name (`aliasOf`), or an operator of
    /// its own with RxJS's meaning, marked **[Rx]** in docs/operators.md and `:help`.
    case rxjs
    /// jq 1.7: a function with jq's name and meaning.
    case jq
    /// The language's own (`marbles`, `let`, `trace`).
    case signalbox
  }

  /// What `:help NAME` and docs/operators.md show under one heading (`Prose.doc`).
  enum Doc: Sendable {
    /// A heading of its own: a one-line summary, the RAC rule names, and an example
    /// timeline (docs/operators.md's first example under the heading is exactly this).
    case own(summary: String, rule: String, example: String)
    /// Documented under the heading of the named entry of the same group (a family:
    /// `empty · never · error EXPR`).
    case with(String)

    /// Whether the entry has a heading of its own.
    var isOwn: Bool {
      if case .own = self { return true }
      return false
    }
  }

  /// How the compiler builds the entry. A source or stage that has a `signal` form works on
  /// signals, one with a `sequence` form on sequences; a stage with only a sequence form is
  /// an error on a signal ("works on sequences only"), a stage with only a signal form
  /// turns a sequence into a signal first.
  enum Compile: Sendable {
    case source(signal: SourceCompiler?, sequence: SequenceSourceCompiler?)
    case stage(signal: StageCompiler?, sequence: SequenceStageCompiler?)
    /// A stage that changes the kind of the flow itself (`sequence`).
    case conversion(FlowCompiler)
    /// Parsed by its handler into a statement of its own (`Statement`), compiled there.
    case statement(StatementParser)
    /// A command's stream (`c.executing`): the handler reads it from the bound command.
    case member(MemberReader)
    case function(BuiltinFunction)
    /// A function whose second argument is a filter (jq's `f` in `map_values(f)`): an
    /// expression over `x`, evaluated per element with `x` bound to the element.
    case filterFunction(FilterFunction)
  }

  /// How a `let` binding ending in this stage is shared (`Compiler.hotForm`).
  package enum Sharing: Sendable {
    case none, hot
    /// A connection made by `connect` (`publish`).
    case connection
    /// A connection made by `connect`, made anew after each end (RxJS's `connectable`).
    case connectable
    /// Hot, connecting the connection of the stage before it at the first subscriber
    /// (`publish | autoconnect`, compiled as one stage).
    case autoconnect
  }

  /// The part the entry plays in the number lane (`NumberLane`): `range` followed by `map`s
  /// of number expressions and `filter`s of truth expressions, up to a fold, runs on
  /// unboxed numbers.
  enum Lane: Sendable, Equatable {
    case range, map, filter
    /// Ends the lane; `sendsEach` for a running fold (`scan`), not a final one.
    case fold(sendsEach: Bool)
  }

  let name: String
  /// Other names for exactly the same entry, shown in its heading (`collect · toArray`).
  var aliases: [String] = []
  /// For an alias with a heading of its own (`debounce`, `mergeMap`): the entry whose
  /// argument shape, compile function and facts it shares (it may be in another group).
  var aliasOf: String? = nil
  let role: Role
  let group: Group
  /// Where the name and its meaning come from (`[Rx]` marks and the name-mapping table of
  /// docs/operators.md are drawn from it).
  var dialect: Dialect = .rac
  /// The argument counts the compiler accepts, checked before `compile` runs; nil when the
  /// compile function checks them itself.
  var arity: ClosedRange<Int>? = nil
  /// What the arity error says it takes (`'take' takes a count`).
  var takes: String = ""
  package var sharing: Sharing = .none
  var lane: Lane? = nil
  let compile: Compile
  /// The forms, the heading and `:explain`'s words, for an entry that brings its own (a
  /// function, whose row has jq's library's shape); nil for the others, whose words are in
  /// the concern's prose file (`prose`, OperatorTable+Prose.swift).
  var givenProse: Prose? = nil

  /// Whether docs/operators.md and `:help` mark the entry **[Rx]**: an operator of its own
  /// with RxJS's meaning (an Rx name that is an alias of a RAC operator is not marked).
  var marksRx: Bool { dialect == .rxjs && aliasOf == nil }

  /// Whether the entry has a form for signals and one for sequences.
  var worksOnSignals: Bool {
    switch compile {
    case .source(let signal, _): return signal != nil
    case .stage(let signal, _): return signal != nil
    case .conversion: return true
    default: return false
    }
  }

  var worksOnSequences: Bool {
    switch compile {
    case .source(_, let sequence): return sequence != nil
    case .stage(_, let sequence): return sequence != nil
    case .conversion: return true
    default: return false
    }
  }

  /// The names the entry answers to: its name, its aliases, and the bare names of its forms
  /// (`c.executing`).
  var names: [String] {
    var all = [name] + aliases
    for form in forms {
      let bare = OperatorSpec.bareName(form)
      if !all.contains(bare) { all.append(bare) }
    }
    return all
  }

  /// `throttle` of `throttle T[, EXPR]`, `log` of `log(…)`.
  static func bareName(_ form: String) -> String {
    String(form.prefix(while: { $0 != " " && $0 != "(" }))
  }
}

/// A source's signal, built for an environment.
typealias SourceCompiler = @Sendable (Compiler.Site) throws -> PipelineFactory
/// A sequence source (`seq`, `iterate`).
typealias SequenceSourceCompiler = @Sendable (Compiler.Site) throws -> SequenceFactory
/// A stage on a signal.
typealias StageCompiler = @Sendable (Compiler.Site) throws -> StageFunction
/// A stage on a sequence: nil when this use has no sequence form (`flattenMap` of a block
/// that builds a signal), and the stage turns the sequence into a signal first.
typealias SequenceStageCompiler =
  @Sendable (Compiler.Site, @escaping SequenceFactory) throws -> Flow?
/// A stage that takes the flow before it, whatever its kind.
typealias FlowCompiler = @Sendable (Compiler.Site, Flow) throws -> Flow
/// A statement keyword's grammar: the parser, just after the keyword, and where the
/// statement starts.
typealias StatementParser = @Sendable (inout Parser, Int) throws -> Statement
/// A command's stream, read from the command a name is bound to.
typealias MemberReader = @Sendable (Command<JSON, JSON>) -> Signal<JSON>
/// A built-in function: its arguments' values, and the environment it runs in.
typealias BuiltinFunction = @Sendable ([JSON], Env) throws -> JSON
/// A built-in function with a filter: the other arguments' values (the filter's place left
/// out), the filter (nil when the call has only the first argument), and the environment.
typealias FilterFunction = @Sendable ([JSON], Filter?, Env) throws -> JSON
