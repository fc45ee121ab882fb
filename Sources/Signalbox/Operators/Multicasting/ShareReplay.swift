extension Signal {
  /// RxJS 7's `shareReplay({bufferSize, windowTime, refCount})`: `share` through a replay
  /// subject of `bufferSize` values (all when nil), each replayed within `windowTime`
  /// seconds of its arrival (for ever when nil). The connection is kept when the source
  /// completes (a late subscriber gets the values kept, then the completion) and reset when
  /// it fails; with `refCount`, the last subscriber leaving disconnects (and the next one
  /// connects anew), without it the source stays subscribed.
  ///
  /// ```
  /// src (cold):  a-b-c|             shareReplay(1)
  /// first:       a-b-c|             at 0
  /// second:              (c|)       at 7: the kept value, then the completion
  /// ```
  public func shareReplay(
    bufferSize: Int? = nil, windowTime: Double? = nil, refCount: Bool = false,
    on scheduler: (any Scheduler)? = nil
  ) -> Signal {
    let clock = Signal.timeScheduler(scheduler)
    return share(resetOnError: true, resetOnComplete: false, resetOnRefCountZero: refCount) {
      if let windowTime {
        return ReplaySubject(capacity: bufferSize, window: windowTime, clock: clock)
      }
      return ReplaySubject(capacity: bufferSize)
    }
  }
}
