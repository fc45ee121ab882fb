extension Signal {
  /// Values of both signals as they arrive; completes when both have completed; the first
  /// error ends it (RAC `-merge:`).
  public func merge(_ other: Signal) -> Signal {
    .merge([self, other])
  }

  /// All signals subscribed at once in order, values interleaved (RAC `+merge:`, M1–M2);
  /// `[]` completes at once.
  public static func merge(_ signals: [Signal]) -> Signal {
    Signal<Signal>.from(signals).flatten(.merge)
  }
}
