extension Signal {
  /// One value, then completed, at subscription (RAC `+return:`).
  public static func just(_ value: Value) -> Signal {
    Signal(scalar: value)
  }

  /// Completed at subscription (RAC `+empty`).
  public static var empty: Signal {
    Signal { subscriber in
      subscriber.sendCompleted()
      return nil
    }
  }

  /// Never sends anything (RAC `+never`).
  public static var never: Signal {
    Signal { _ in nil }
  }

  /// Fails at subscription (RAC `+error:`).
  public static func error(_ error: any Error) -> Signal {
    Signal { subscriber in
      subscriber.sendError(error)
      return nil
    }
  }

  /// Each element of `values` synchronously, then completed. Stops as soon as the
  /// subscription is disposed.
  public static func from<S: Swift.Sequence & Sendable>(_ values: S) -> Signal
  where S.Element == Value {
    Signal { subscriber in
      for value in values {
        if subscriber.isDisposed { return nil }
        subscriber.sendNext(value)
      }
      subscriber.sendCompleted()
      return nil
    }
  }

  /// Calls `factory` at each subscription and subscribes to the signal it returns (RAC
  /// `+defer:`). A thrown error becomes the error event.
  public static func `defer`(_ factory: @escaping @Sendable () throws -> Signal) -> Signal {
    Signal { subscriber in
      do {
        // The made signal runs in this very subscription (as RAC's `+defer:` passes its
        // subscriber on): no relay subscriber, no extra hop per event. The scheduler rule
        // was applied when this subscription started.
        return try factory().start(subscriber)
      } catch {
        subscriber.sendError(error)
        return nil
      }
    }
  }
}

extension Signal where Value == Int {
  /// 0, 1, 2 … at `period`, 2·`period` … on `scheduler` (RAC `+interval:onScheduler:`,
  /// IN1, with a counter instead of a date). Never completes.
  public static func interval(_ period: Double, on scheduler: any Scheduler) -> Signal<Int> {
    Signal { subscriber in
      let counter = EventPathBox(0)
      return scheduler.schedule(at: scheduler.now + period, repeatingEvery: period) {
        let n = counter.value
        counter.value += 1
        subscriber.sendNext(n)
      }
    }
  }
}

extension Signal {
  /// `value()` at `delay` seconds after subscription, then completed. `value` is evaluated
  /// when the timer fires.
  public static func timer(
    _ delay: Double, on scheduler: any Scheduler, value: @escaping @Sendable () throws -> Value
  ) -> Signal {
    Signal { subscriber in
      scheduler.schedule(afterDelay: delay) {
        do {
          subscriber.sendNext(try value())
          subscriber.sendCompleted()
        } catch {
          subscriber.sendError(error)
        }
      }
    }
  }
}
