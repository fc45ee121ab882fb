import DequeModule

extension Signal {
  /// Rx's `bufferCount(size, every)`: arrays of `size` values; a new array starts at every
  /// `every`-th value (the first included; `every` is `size` when nil, so the arrays do
  /// not overlap; smaller, they overlap; larger, the values between them are skipped).
  /// Completion sends the arrays still open, oldest first, then completes; an error drops
  /// them. (RAC buffers by time only, `bufferWithTime`.)
  ///
  /// Only the last `size` values are kept, not one array per open window, so overlapping
  /// windows cost no more memory than one.
  ///
  /// ```
  /// src: 1-2-3-4-5|           (size = 2)
  /// out: --a---b--(c|)        a = [1, 2], b = [3, 4], c = [5]
  /// ```
  ///
  /// - Precondition: `size` and `every` are positive (the language checks its counts).
  public func bufferCount(_ size: Int, every: Int? = nil) -> Signal<[Value]> {
    precondition(size > 0 && (every ?? 1) > 0, "bufferCount takes positive counts")
    let every = every ?? size
    return relay { downstream in
      let recent = EventPathBox(Deque<Value>())
      // How many values arrived so far.
      let seen = EventPathBox(0)
      return Relay(
        next: { value in
          let index = seen.value
          seen.value += 1
          recent.value.append(value)
          if recent.value.count > size { recent.value.removeFirst() }
          // The window that started `size - 1` values ago is full now.
          let start = index - (size - 1)
          if start >= 0 && start % every == 0 { downstream.sendNext(Array(recent.value)) }
        },
        completed: {
          // The windows started but not full: starts past `seen - size`, at multiples of
          // `every`, each ending with the last value.
          let count = seen.value
          var start = max(0, count - size + 1)
          start = (start + every - 1) / every * every
          while start < count {
            if downstream.isDisposed { return }
            downstream.sendNext(Array(recent.value.suffix(count - start)))
            start += every
          }
          downstream.sendCompleted()
        })
    }
  }
}
