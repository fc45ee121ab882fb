import Synchronization

extension Signal {
  /// Rx's `race`: the inputs are subscribed in order; the first to send anything — a
  /// value, completion or an error — wins: the others are disposed at once and the result
  /// mirrors the winner from then on. Subscribing stops as soon as one has won (an input
  /// that sends while it is subscribed wins before the later ones start). One input is
  /// that input; none never sends (RxJS 7). (RAC has no such operator.)
  ///
  /// The winner is claimed under the lock and its event sent in the same gate turn, so two
  /// inputs sending at once on two threads cannot both get through.
  ///
  /// ```
  /// a:   ---a-|
  /// b:   -b---c-|
  /// out: -b---c-|     b sent first; a is disposed then
  /// ```
  public static func race(_ signals: [Signal]) -> Signal {
    if signals.count == 1 { return signals[0] }
    return Signal { downstream in
      let winner = Mutex<Int?>(nil)
      let sink = SerializedSink(downstream)
      let racers = signals.map { _ in SerialDisposable() }
      let all = CompoundDisposable(racers)
      downstream.add(all)

      /// Runs `send` if input `k` has won, or wins now (disposing the others).
      @Sendable func claim(_ k: Int, _ send: @escaping @Sendable () -> Void) {
        sink.run {
          let (won, first) = winner.withLock { winner -> (Bool, Bool) in
            if let winner { return (winner == k, false) }
            winner = k
            return (true, true)
          }
          if first {
            for (j, racer) in racers.enumerated() where j != k { racer.dispose() }
          }
          if won { send() }
        }
      }

      for (k, signal) in signals.enumerated() {
        if downstream.isDisposed || winner.withLock({ $0 != nil }) { break }
        let racer = Subscriber<Value>(
          next: { value in claim(k) { sink.subscriber.sendNext(value) } },
          error: { error in claim(k) { sink.subscriber.sendError(error) } },
          completed: { claim(k) { sink.subscriber.sendCompleted() } }
        )
        racers[k].inner = racer
        signal.subscribe(racer)
      }
      return nil
    }
  }

  /// `race([self, other])` (RxJS's `raceWith`).
  public func race(_ other: Signal) -> Signal {
    .race([self, other])
  }
}
