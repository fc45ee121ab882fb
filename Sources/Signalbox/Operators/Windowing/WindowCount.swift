extension Signal {
  /// RxJS 7's `windowCount(size, startEvery)`: a window (a hot signal) opens at the
  /// subscription and then every `startEvery` values (`size` when nil or 0); each carries
  /// at most `size` values and completes after its last one. Completion (an error) ends
  /// every open window, then the outer signal.
  ///
  /// ```
  /// src: abcde|            windowCount 2, 1 → windows: ab, bc, cd, de, e, then an empty one
  /// ```
  public func windowCount(_ size: Int, startEvery: Int? = nil) -> Signal<Signal<Value>> {
    let every = (startEvery ?? 0) > 0 ? startEvery! : max(1, size)
    let size = max(1, size)
    return .junction(WindowCountState<Value>()) { j in
      j.inTurn {
        let first = ReplaySubject<Value>(capacity: 0)
        j.withState { $0.windows = [first] }
        j.downstream.sendNext(first.signal)
      }
      /// Ends every window with `event`, then the outer signal.
      @Sendable func end(_ event: Event<Signal<Value>>, _ inner: Event<Value>) {
        j.turn { state -> [ReplaySubject<Value>] in
          defer { state.windows = [] }
          return state.windows
        } act: { windows in
          for window in windows { window.send(inner) }
          j.downstream.send(event)
        }
      }
      j.input(
        self,
        next: { value in
          j.turn { state in
            state.next(size: size, every: every)
          } act: { step in
            for window in step.windows { window.sendNext(value) }
            step.closed?.sendCompleted()
            if let opened = step.opened { j.downstream.sendNext(opened.signal) }
          }
        },
        error: { end(.error($0), .error($0)) },
        completed: { end(.completed, .completed) })
    }
  }
}

private struct WindowCountState<Value: Sendable>: Sendable {
  var windows: [ReplaySubject<Value>] = []
  var count = 0

  struct Step: Sendable {
    let windows: [ReplaySubject<Value>]
    var closed: ReplaySubject<Value>? = nil
    var opened: ReplaySubject<Value>? = nil
  }

  /// One value: the windows it goes to, the one it fills (closed), the one it opens.
  mutating func next(size: Int, every: Int) -> Step {
    var step = Step(windows: windows)
    let c = count - size + 1
    if c >= 0, c % every == 0, !windows.isEmpty { step.closed = windows.removeFirst() }
    count += 1
    if count % every == 0 {
      let window = ReplaySubject<Value>(capacity: 0)
      windows.append(window)
      step.opened = window
    }
    return step
  }
}
