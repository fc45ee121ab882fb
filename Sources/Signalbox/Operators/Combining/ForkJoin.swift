extension Signal {
  /// The last value of each signal, as an array in their order, once all have completed
  /// (RxJS 7's `forkJoin`): all are subscribed at once; one that completes without a value
  /// completes the whole at once (the others disposed) with nothing sent; the first error
  /// is the error. No signals: completed at once.
  public static func forkJoin(_ signals: [Signal]) -> Signal<[Value]> {
    let lasts = signals.map { signal in
      signal.takeLast(1).defaultIfEmpty { throw ForkJoinEmpty() }
    }
    return combineLatest(lasts).catch { error in
      if error is ForkJoinEmpty { return .empty }
      throw error
    }
  }

  /// Each signal in turn, the next one starting when the one before completes or fails;
  /// errors are dropped (RxJS 7's `onErrorResumeNext`). Completes after the last.
  public static func onErrorResumeNext(_ signals: [Signal]) -> Signal {
    concat(signals.map { $0.catchTo(.empty) })
  }
}

/// A `forkJoin` input completed without a value.
private struct ForkJoinEmpty: Error {}
