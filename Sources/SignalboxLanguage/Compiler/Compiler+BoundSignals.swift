import Signalbox
import SignalboxJSON

extension Compiler {
  /// The signal a bound name stands for in `env`.
  /// `member` reads a command's stream (`c.executing`); a bare command name stands for its
  /// execution signals.
  static func boundSignal(slot: Int, member: MemberReader?, env: Env) throws -> Signal<JSON> {
    switch env.context.host.globals[slot] {
    case .unset: return .empty
    case .value(let v):
      if case .stream(let s) = v { return s.signal }
      return .just(v)
    case .pipeline(let factory): return try factory(Env(context: env.context))
    case .hot(let signal): return rehosted(signal)
    case .sequence(let sequence): return StreamValue(sequence: sequence).signal
    case .subject(let subject, _): return rehosted(subject.signal)
    case .connection(let connection): return rehosted(connection.signal)
    case .command(let command): return (member ?? executionSignals)(command)
    }
  }

  // The streams of a command (`c.NAME`), each the handler of its table entry.

  @Sendable static func executionSignals(_ command: Command<JSON, JSON>) -> Signal<JSON> {
    rehosted(command.executionSignals.map { .stream(StreamValue(signal: $0)) })
  }

  @Sendable static func executing(_ command: Command<JSON, JSON>) -> Signal<JSON> {
    rehosted(command.executing.map { .bool($0) })
  }

  @Sendable static func enabled(_ command: Command<JSON, JSON>) -> Signal<JSON> {
    rehosted(command.enabled.map { .bool($0) })
  }

  @Sendable static func errors(_ command: Command<JSON, JSON>) -> Signal<JSON> {
    rehosted(command.errors.map { .string(RuntimeError.message(of: $0)) })
  }
}
