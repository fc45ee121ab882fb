import Synchronization

extension Signal {
  /// RxJS 7's `distinct(keySelector, flushes)`: `distinct(by:)`, and each value of
  /// `flushes` forgets every key seen so far. `flushes` is subscribed after the source (as
  /// RxJS does); its error ends the stream, its completion only stops the flushing.
  ///
  /// ```
  /// src: 1-2-1-2-1|
  /// fl:  ----x-----
  /// out: 1-2---2---|    after the flush, 2 is new again
  /// ```
  public func distinct<Key: Hashable & Sendable, F: Sendable>(
    by key: @escaping @Sendable (Value) throws -> Key, flushes: Signal<F>
  ) -> Signal {
    Signal { downstream in
      let sink = SerializedSink(downstream)
      let seen = Mutex(Set<Key>())
      let all = CompoundDisposable()
      let source = Subscriber<Value>(
        next: { value in
          sink.run {
            let k: Key
            do { k = try key(value) } catch {
              all.dispose()
              sink.subscriber.sendError(error)
              return
            }
            if seen.withLock({ $0.insert(k).inserted }) { sink.subscriber.sendNext(value) }
          }
        },
        error: { error in
          all.dispose()
          sink.sendError(error)
        },
        completed: {
          all.dispose()
          sink.sendCompleted()
        })
      let flush = Subscriber<F>(
        next: { _ in sink.run { seen.withLock { $0.removeAll() } } },
        error: { error in
          all.dispose()
          sink.sendError(error)
        },
        completed: {})
      all.add(source)
      all.add(flush)
      downstream.add(all)
      self.subscribe(source)
      flushes.subscribe(flush)
      return nil
    }
  }
}
