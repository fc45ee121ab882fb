import Signalbox

/// What `--trace`, `--marbles` and `:pending`/`:resources` wrap around each stage.
extension Compiler {
  enum LabelledPart { case subscription, events }

  /// For `:pending` and `:resources`: marks the work a stage schedules with the stage, and
  /// counts the stage's live subscriptions. Wrapped after a stage,
  /// its subscription runs under the stage's label (an `interval`'s first tick); wrapped
  /// before it, the events it receives do (a `throttle`'s timer). Compiled in only when
  /// the session asks (the REPL, or a program that uses `:pending`): it costs a relay per
  /// stage and event.
  func labelled(_ flow: Flow, stage: [Int], name: String, around part: LabelledPart) -> Flow {
    guard case .signal(let factory) = flow else { return flow }
    return .signal { env in
      let upstream = try factory(env)
      // Built at subscription: the owner is whoever subscribes (a job using a let-bound
      // pipeline), not the statement that bound it.
      let owner = LineOwner.current ?? env.context
      let label = WorkLabel(StageWork(stage: stage, name: name, context: owner))
      switch part {
      case .subscription:
        let work = StageWork(stage: stage, name: name, context: owner)
        let live = env.context.host.liveSubscriptions
        return Signal { downstream in
          live.opened(work)
          downstream.add(ActionDisposable { live.closed(work) })
          return WorkLabel.run(label) { upstream.subscribe(forwardingTo: downstream) }
        }
      case .events:
        return Signal { downstream in
          upstream.subscribe(
            Subscriber(
              next: { value in WorkLabel.run(label) { downstream.sendNext(value) } },
              error: { error in WorkLabel.run(label) { downstream.sendError(error) } },
              completed: { WorkLabel.run(label) { downstream.sendCompleted() } }), for: downstream)
        }
      }
    }
  }

  /// `--marbles`: records a signal stage's events into the statement's recorder. (A
  /// sequence stage has no times of its own; it is drawn where it becomes a signal.) A
  /// block's stage records each subscription made to it (each value a `flattenMap` maps).
  func marbled(_ flow: Flow, row stage: MarbleRowStage?) -> Flow {
    guard case .signal(let factory) = flow, let stage else { return flow }
    return .signal { env in
      let upstream = try factory(env)
      guard let recorder = env.context.marbles else { return upstream }
      let context = env.context
      let row = recorder.row(stage.label, under: stage.parent, depth: stage.depth)
      return Signal { downstream in
        // Subscriptions and disposals too: a retry's resubscription, a source `take` ends.
        let subscription = recorder.subscribed(row, at: context.elapsed)
        downstream.add(
          ActionDisposable { recorder.disposed(row, subscription, at: context.elapsed) })
        return upstream.subscribe(
          Subscriber(
            next: { value in
              recorder.record(row, subscription, at: context.elapsed, .next(value))
              downstream.sendNext(value)
            },
            error: { error in
              // An interrupted evaluation is no error of the program: nothing is drawn.
              if !(error is EvaluationInterrupted) {
                recorder.record(row, subscription, at: context.elapsed, .error(error))
              }
              downstream.sendError(error)
            },
            completed: {
              recorder.record(row, subscription, at: context.elapsed, .completed)
              downstream.sendCompleted()
            }), for: downstream)
      }
    }
  }

  /// `--trace` on a stage of either kind.
  func traced(_ flow: Flow, label: String) -> Flow {
    switch flow {
    case .signal(let factory):
      let trace = traceStage(label: label)
      return .signal { env in try trace(try factory(env), env) }
    case .sequence(let factory):
      return .sequence { env in try factory(env).map { Compiler.traced($0, label: label, env: env) }
      }
    }
  }
}
