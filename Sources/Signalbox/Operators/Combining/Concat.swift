extension Signal {
  /// All of `self`, then all of `next`, which is subscribed only when `self` completes
  /// (RAC `-concat:`, K1–K2). An error of `self` is forwarded and `next` never starts.
  public func concat(_ next: Signal) -> Signal {
    relay { downstream in
      Relay(
        next: { downstream.sendNext($0) },
        completed: { next.subscribe(forwardingTo: downstream) })
    }
  }

  /// The signals one after another (RAC `+concat:`); `[]` completes at once. Built on
  /// `flatten(.concat)`, which gives the left fold's behaviour without nesting one
  /// subscription per signal, so long lists do not grow the stack.
  public static func concat(_ signals: [Signal]) -> Signal {
    Signal<Signal>.from(signals).flatten(.concat)
  }
}
