import Signalbox
import SignalboxJSON

// MARK: Multicasting

extension Compile {
  /// `publish`: a connection shared by its subscribers (`publish | autoconnect` and a `let`
  /// binding ending in `publish` are handled where the pipeline is compiled).
  static func publish(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, env in
      Compiler.rehosted(
        Compiler.connectionSource(upstream, host: env.context.host).publish().signal)
    }
  }

  /// `replay`, `replayLast`, `replayLazily`: hot, replaying to late subscribers.
  static func replaying(_ apply: @escaping @Sendable (Signal<JSON>) -> Signal<JSON>)
    -> StageCompiler
  {
    { _ in
      { upstream, env in
        Compiler.rehosted(apply(Compiler.connectionSource(upstream, host: env.context.host)))
      }
    }
  }

  static func autoconnect(_ site: Compiler.Site) throws -> StageFunction {
    throw site.fail(Message.autoconnectWithoutPublish())
  }
}
