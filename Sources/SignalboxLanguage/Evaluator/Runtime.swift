import Signalbox
import SignalboxJQ
import SignalboxJSON
import Synchronization

/// An evaluation error inside an expression (SignalboxJQ's, whose builtins raise it).
package typealias EvalError = SignalboxJQ.EvalError

/// The error of an error event in the language: its message is what prints. It carries its
/// catalogue message (kept from the `EvalError` it wraps), or the program's own text
/// (`error "boom"`, `fail("x")`), which has no ID.
package struct RuntimeError: Error, Sendable, CustomStringConvertible {
  /// Its catalogue message, or the program's own text.
  package let content: MessageOrText
  /// The catalogue message; nil for the program's own text.
  package var diagnostic: DiagnosticMessage? { content.diagnostic }
  /// What the error event says: its message's text, or the program's own.
  package var message: String { content.text }
  /// The catalogue entry of the message; nil for the program's own text.
  package var id: DiagnosticMessage.ID? { content.id }
  /// Where in the program an expression failed, and the value it was evaluating (`x`):
  /// the session shows them as a `runtime error` diagnostic besides the error event.
  package var location: (file: SourceFile, offset: Int)?
  package var value: JSON?

  package init(
    _ message: DiagnosticMessage, location: (file: SourceFile, offset: Int)? = nil,
    value: JSON? = nil
  ) {
    content = MessageOrText(message)
    self.location = location
    self.value = value
  }

  /// An expression's `EvalError` in the stage `op`, whose name comes before the text
  /// (`map: division by zero`): its message, ID kept, or the program's own text (`fail`).
  package init(
    _ error: EvalError, in op: String, location: (file: SourceFile, offset: Int)? = nil,
    value: JSON? = nil
  ) {
    if let message = error.diagnostic {
      self.init(Message.inOperator(op, message), location: location, value: value)
    } else {
      self.init(Message.inOperator(op, error.message), location: location, value: value)
    }
  }

  /// The program's own text (`error "boom"`, `fail("x")`), without an ID.
  package init(
    _ text: String, location: (file: SourceFile, offset: Int)? = nil, value: JSON? = nil
  ) {
    content = MessageOrText(text)
    self.location = location
    self.value = value
  }
  package var description: String { message }

  /// The message an error event shows, whatever the error is.
  package static func message(of error: any Error) -> String {
    switch error {
    case let e as RuntimeError: return e.message
    case let e as SignalError: return e.message
    case let e as EvalError: return e.message
    default: return String(describing: error)
    }
  }

  /// The catalogue entry of an error event's message, when it has one.
  package static func id(of error: any Error) -> DiagnosticMessage.ID? {
    switch error {
    case let e as RuntimeError: return e.id
    case let e as EvalError: return e.id
    default: return nil
    }
  }
}

/// What a statement's pipeline runs in: the session's clock and output, its own start
/// time (for `t` and printed times) and its job number.
package final class StatementContext: Sendable {
  let host: any RuntimeHost
  package let start: Double
  package let job: Int?
  /// Set for a foreground pipeline drawn by `--marbles` / `:marbles`.
  let marbles: (any StageRecorder)?
  /// The statement whose `--report` panel lists this owner's lines, when not its own: a
  /// hot connection's owner (`Compiler.connectionSource`) is its statement's.
  package let panel: StatementContext?

  package init(
    host: any RuntimeHost, start: Double, job: Int?, marbles: (any StageRecorder)? = nil,
    panel: StatementContext? = nil
  ) {
    self.host = host
    self.start = start
    self.job = job
    self.marbles = marbles
    self.panel = panel
  }

  package var elapsed: Double { host.scheduler.now - start }
  /// Seconds since the clock started: the session's (it starts at 0, also after `:clock`),
  /// or a `:marbles` run's own virtual clock.
  package var sessionTime: Double { host.scheduler.now }
}

/// What compiled code needs from the session.
package protocol RuntimeHost: AnyObject, Sendable {
  var scheduler: any Scheduler { get }
  var globals: Globals { get }
  func log(_ values: [JSON], context: StatementContext)
  func trace(_ label: String, _ event: String, _ payload: JSON?, context: StatementContext)
  func warn(_ message: String)
  /// A `note:` on stderr where RAC and RxJS differ (`H01x`), once a session each.
  func hint(_ message: DiagnosticMessage)
  var stdinSource: StdinSource { get }
  /// jq's `-n`, `-R`, `-s`: what the plain `stdin` source sends.
  var jqInput: JQInput { get }
  /// The descriptor the `stdin` source reads (`-R -s` reads it whole).
  var stdinDescriptor: Int32 { get }
  /// Live subscriptions per stage, counted when work is labelled (`:resources`).
  var liveSubscriptions: LiveSubscriptions { get }
  /// The unit of times (`--time-unit`, `:units`): `now()` reads the clock in it.
  var timeUnit: TimeUnit { get }
  /// Whether the run was interrupted (Ctrl-C, the REPL preview's budget): a synchronous
  /// source whose values may all be dropped before the end (`range 1, 1e12 | filter
  /// false`) asks it now and then, as no value reaches the end to be stopped there.
  var isInterrupted: Bool { get }
}

extension RuntimeHost {
  package var isInterrupted: Bool { false }
}

/// The live subscriptions of each labelled stage, per statement (`:resources`): a leak
/// shows as a count that does not go back to zero.
package final class LiveSubscriptions: Sendable {
  package init() {}

  private struct Entry {
    let work: StageWork
    var count: Int
  }
  private struct Key: Hashable {
    let context: ObjectIdentifier
    let stage: [Int]
  }
  private let entries = Mutex<[Key: Entry]>([:])

  func opened(_ work: StageWork) {
    entries.withLock { entries in
      let key = Key(context: ObjectIdentifier(work.context), stage: work.stage)
      entries[key, default: Entry(work: work, count: 0)].count += 1
    }
  }

  func closed(_ work: StageWork) {
    entries.withLock { entries in
      let key = Key(context: ObjectIdentifier(work.context), stage: work.stage)
      guard var entry = entries[key] else { return }
      entry.count -= 1
      entries[key] = entry.count > 0 ? entry : nil
    }
  }

  /// The stages with live subscriptions, with their counts, by statement and stage.
  package func snapshot() -> [(work: StageWork, count: Int)] {
    entries.withLock { entries in
      entries.values.map { ($0.work, $0.count) }.sorted { a, b in
        let (x, y) = (a.work, b.work)
        if (x.context.job ?? 0, x.context.start) != (y.context.job ?? 0, y.context.start) {
          return (x.context.job ?? 0, x.context.start) < (y.context.job ?? 0, y.context.start)
        }
        return x.stage.lexicographicallyPrecedes(y.stage)
      }
    }
  }
}

/// The run-time environment of a pipeline: its statement, the values of enclosing block
/// parameters, and the value the innermost block was built for (its `x`).
package final class Env: Sendable {
  let context: StatementContext
  let parameters: [JSON]
  let input: JSON

  package init(context: StatementContext, parameters: [JSON] = [], input: JSON = .null) {
    self.context = context
    self.parameters = parameters
    self.input = input
  }

  func child(binding value: JSON, named: Bool) -> Env {
    Env(context: context, parameters: named ? parameters + [value] : parameters, input: value)
  }
}

/// The names a session has bound, by slot.
package final class Globals: @unchecked Sendable {
  package init() {}

  // Written only by the session thread between statements, read by pipelines it runs:
  // every access happens on the session's thread (the scheduler's run loop).
  package var slots: [Binding] = []

  /// The binding of `slot`; `.unset` when its statement never ran to the end (`let v = 1/0`
  /// failed, a `replaySubject` capacity was bad), so a later use finds nothing instead of
  /// indexing past the end.
  package subscript(slot: Int) -> Binding {
    slot >= 0 && slot < slots.count ? slots[slot] : .unset
  }
}

/// What a `let`, `subject` or `command` statement bound.
package enum Binding: Sendable {
  case unset
  case value(JSON)
  case pipeline(@Sendable (Env) throws -> Signal<JSON>)
  case subject(any SubjectProtocol<JSON>, kind: SubjectKind)
  case command(Command<JSON, JSON>)
  case connection(MulticastConnection<JSON>)
  case hot(Signal<JSON>)
  /// A sequence pipeline, evaluated once when bound: every use shares its memoised cells.
  case sequence(Signal<JSONSequence>)
}

/// One evaluation's inputs: the stage value `x`, its index `i`, the accumulator `acc`.
package struct Frame {
  var x: JSON
  var i: Int
  var acc: JSON
  let env: Env
  /// `foldRight`'s `acc`: the fold of the rest, computed only if read.
  var lazyAcc: (() throws -> JSON)? = nil
}

extension Frame {
  package init(x: JSON, i: Int, acc: JSON, env: Env) {
    self.init(x: x, i: i, acc: acc, env: env, lazyAcc: nil)
  }
}

package typealias Eval = @Sendable (Frame) throws -> JSON
