import Signalbox
import SignalboxJSON

/// RAC's scheduler operators, `deliverOn SCHEDULER`, `subscribeOn SCHEDULER` and
/// `deliverOnMainThread` (DO1), with the schedulers a playground can name: `main` and
/// `background` (the session's scheduler: a hop is one turn of its queue, at the same
/// instant on the virtual clock, so timelines stay deterministic), `immediate` (at once),
/// and `"NAME"`, one of the program's own, which hops as `background` does.
extension Compile {
  /// The scheduler names, and the names other tools give them (for "did you mean").
  static let schedulerNames = ["main", "background", "immediate"]
  static let schedulerSynonyms: [String: String] = [
    "mainThreadScheduler": "main", "MainScheduler": "main", "mainScheduler": "main",
    "asyncScheduler": "background", "queueScheduler": "background",
    "asapScheduler": "background", "ConcurrentDispatchQueueScheduler": "background",
    "immediateScheduler": "immediate", "CurrentThreadScheduler": "immediate",
    "ImmediateScheduler": "immediate",
  ]

  /// The stages that take a scheduler; `--marbles` names their row with it.
  static let schedulerStages: Set<String> = ["deliverOn", "subscribeOn"]

  /// A scheduler stage's name with its scheduler, as its marble row is labelled
  /// (`2:deliverOn background`, `3:subscribeOn "worker"`): the hop is visible in the
  /// diagram. Nil for any other stage.
  static func schedulerStageName(_ stage: Stage) -> String? {
    guard schedulerStages.contains(stage.name), stage.arguments.count == 1 else { return nil }
    switch stage.arguments[0] {
    case .expr(.name(let name, _)): return stage.name + " " + name
    case .expr(.literal(.string(let name), _)):
      var quoted: [UInt8] = []
      JSONWriter.writeString(name, into: &quoted)
      return stage.name + " " + String(decoding: quoted, as: UTF8.self)
    default: return nil
    }
  }

  /// Argument `k` as a scheduler, read at compile time: `main`, `background`, `immediate`
  /// or a string; another name is C047 with the closest scheduler's name. Each is a
  /// `NamedScheduler` under its name, so `--format json` trace records say which
  /// scheduler delivered an event.
  static func scheduler(_ site: Compiler.Site, _ k: Int) throws
    -> @Sendable (Env) -> any Scheduler
  {
    let argument = site.arguments[k]
    switch argument {
    case .expr(.literal(.string(let name), _)):
      return { env in NamedScheduler(name, on: env.context.host.scheduler) }
    case .expr(.name("immediate", _)):
      return { _ in NamedScheduler("immediate", on: ImmediateScheduler.shared) }
    case .expr(.name(let name, _)) where schedulerNames.contains(name):
      return { env in NamedScheduler(name, on: env.context.host.scheduler) }
    case .expr(.name(let name, _)):
      let suggestion =
        schedulerSynonyms[name] ?? Compiler.closest(to: name, among: schedulerNames)
      throw site.fail(Message.unknownScheduler(name, suggestion: suggestion), at: argument.offset)
    default:
      throw site.fail(Message.unknownScheduler(nil, suggestion: nil), at: argument.offset)
    }
  }

  /// `deliverOn SCHEDULER`: every event re-sent from an action on the scheduler.
  static func deliverOn(_ site: Compiler.Site) throws -> StageFunction {
    let scheduler = try Compile.scheduler(site, 0)
    return { upstream, env in upstream.deliverOn(scheduler(env)) }
  }

  /// `deliverOnMainThread`: at once when nothing is waiting, else behind what is.
  static func deliverOnMainThread(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, env in
      upstream.deliverOnMainThread(NamedScheduler("main", on: env.context.host.scheduler))
    }
  }

  /// `subscribeOn SCHEDULER`: the subscription made from an action on the scheduler.
  static func subscribeOn(_ site: Compiler.Site) throws -> StageFunction {
    let scheduler = try Compile.scheduler(site, 0)
    return { upstream, env in upstream.subscribeOn(scheduler(env)) }
  }
}
