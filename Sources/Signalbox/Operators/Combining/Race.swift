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
    return .junction(Int?.none) { j in
      let racers = signals.map { _ in SerialDisposable() }
      for racer in racers { j.all.add(racer) }

      /// Sends `event` if input `k` has won, or wins now (disposing the others).
      @Sendable func claim(_ k: Int, _ event: Event<Value>) {
        j.turn { winner -> (won: Bool, first: Bool) in
          if let winner { return (winner == k, false) }
          winner = k
          return (true, true)
        } act: { claim in
          if claim.first {
            for (i, racer) in racers.enumerated() where i != k { racer.dispose() }
          }
          if claim.won { j.downstream.send(event) }
        }
      }

      for (k, signal) in signals.enumerated() {
        if j.isDisposed || j.withState({ $0 != nil }) { break }
        let racer: Subscriber<Value> = j.subscriber(
          next: { claim(k, .next($0)) }, error: { claim(k, .error($0)) },
          completed: { claim(k, .completed) })
        racers[k].inner = racer
        signal.subscribe(racer)
      }
    }
  }

  /// `race([self, other])` (RxJS's `raceWith`).
  public func race(_ other: Signal) -> Signal {
    .race([self, other])
  }
}
