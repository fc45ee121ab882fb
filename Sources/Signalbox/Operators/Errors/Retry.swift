extension Signal {
  /// Resubscribes on error, at most `count` times (`count + 1` subscriptions in all), then
  /// forwards the error; `nil` retries forever (RAC `-retry:`, RT1–RT2). Every attempt's
  /// values are forwarded; the completion of any attempt completes.
  ///
  /// The first subscription is synchronous; each resubscription is a new action on the
  /// current scheduler at the same instant, so retries never grow the stack.
  public func retry(_ count: Int? = nil) -> Signal {
    // A negative count is taken as 0; `Int.max` cannot overflow into a trap.
    resubscribing(onError: true, limit: count.map { $0 < Int.max ? max(0, $0) + 1 : Int.max })
  }

  /// Resubscribes on completion: `count` subscriptions in all, or forever when `nil`
  /// (RAC `-repeat`, RP1). `repeat(0)` completes at once without subscribing. An error ends
  /// it. Stack-safe like `retry`.
  public func `repeat`(_ count: Int? = nil) -> Signal {
    if let count, count <= 0 { return .empty }
    return resubscribing(onError: false, limit: count)
  }

  /// RAC's `subscribeForever`: subscribe once now, then through recursive scheduling.
  private func resubscribing(onError: Bool, limit: Int?) -> Signal {
    Signal { downstream in
      let all = CompoundDisposable()
      let attempts = EventPathBox(0)

      let attempt: @Sendable (_ again: @escaping @Sendable () -> Void) -> Void = { again in
        if all.isDisposed { return }
        attempts.value += 1
        let current = SerialDisposable()
        all.add(current)
        let subscriber = Subscriber<Value>(
          next: { downstream.sendNext($0) },
          error: { error in
            all.remove(current)
            if onError && (limit.map { attempts.value < $0 } ?? true) { again() } else { downstream.sendError(error) }
          },
          completed: {
            all.remove(current)
            if !onError && (limit.map { attempts.value < $0 } ?? true) { again() } else { downstream.sendCompleted() }
          }
        )
        current.inner = subscriber.disposable
        self.subscribe(subscriber)
      }

      attempt {
        let scheduler = CurrentScheduler.current ?? QueueScheduler(label: "signalbox.repeat")
        all.add(scheduler.scheduleRecursive(attempt))
      }
      return all
    }
  }
}
