extension Signal {
  /// Rx's `share` (RxJS 7's defaults): one subscription to the source, shared by every
  /// subscriber while there is at least one — reference counted. The first subscriber
  /// connects; when the last one leaves, the connection is disposed, and a later
  /// subscriber connects anew. When the source completes or fails, the subscribers get
  /// that event and the share resets: the next subscriber resubscribes to the source.
  ///
  /// RAC's `publish().autoconnect()` disconnects *for good* when its subscribers drop to
  /// zero, and its subject forgets that it terminated; `share` starts over instead.
  ///
  /// Each connection has a subject of its own that remembers its terminal event (a
  /// `ReplaySubject` of capacity 0, as an Rx `Subject`), so a subscriber that joins a
  /// connection just as it ends still gets the end. Subscribing and leaving are decided
  /// under the lock; subscribing to the source and disposing it happen outside it.
  ///
  /// ```
  /// src (cold):  a-b-c|
  /// first:       a-b-c|           at 0
  /// second:        b-c|           at 1, joins the running connection
  /// third:              a-b-c|    at 6, after the end: a new connection
  /// ```
  public func share() -> Signal {
    share(resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true)
  }
}
