extension Signal {
  /// RxJS 7's `bufferWhen(closing)`: a buffer opens at the subscription, and `closing()` is
  /// subscribed; its first value sends the buffer (empty ones too), opens the next one and
  /// subscribes a new `closing()`. Its completion changes nothing. The source's completion
  /// sends the open buffer, then completes; an error drops it. A closing signal that sends
  /// at the very time it was subscribed on `scheduler`'s clock (`just`, `timer 0`) would
  /// close buffers for ever without time passing (RxJS loops): the operator fails with
  /// `atOnce()` instead.
  ///
  /// ```
  /// src: -ab-c--|     closing: timer 3
  /// out: ---x--y|     x = [a, b] at 3, y = [c] at 6, [] at 7 with completion
  /// ```
  public func bufferWhen<C: Sendable>(
    _ closing: @escaping @Sendable () throws -> Signal<C>,
    atOnce: @escaping @Sendable () -> any Error = { SignalError.closesAtOnce },
    on scheduler: (any Scheduler)? = nil
  ) -> Signal<[Value]> {
    .junction(BufferWhenState<Value>()) { j in
      let clock = Signal.timeScheduler(scheduler)
      let closer = SerialDisposable()
      j.all.add(closer)
      /// Sends the open buffer (if any), opens the next, subscribes its closing signal; for
      /// a closing signal's value, only if it is the open buffer's (`generation`).
      @Sendable func open(closing generation: Int? = nil) {
        j.turn { state -> (previous: [Value]?, generation: Int)? in
          if let generation, generation != state.generation { return nil }
          defer {
            state.buffer = []
            state.generation += 1
          }
          return (state.buffer, state.generation + 1)
        } act: { step in
          guard let step else { return }
          closer.swap(nil)?.dispose()
          if let previous = step.previous { j.downstream.sendNext(previous) }
          let notifier: Signal<C>
          do { notifier = try closing() } catch { return j.fail(error) }
          let subscribedAt = clock.now
          let subscriber = Subscriber<C>(
            next: { _ in
              if clock.now <= subscribedAt { return j.fail(atOnce()) }
              open(closing: step.generation)
            }, error: { j.fail($0) })
          closer.inner = subscriber
          notifier.subscribe(subscriber)
        }
      }
      open()
      j.input(
        self, next: { value in j.update { $0.buffer?.append(value) } },
        completed: {
          j.turn { state -> Emission<[Value]> in
            defer { state.buffer = nil }
            return .value(state.buffer, completes: true)
          }
        })
    }
  }

  /// RxJS 7's `bufferToggle(openings, closing)`: each value of `openings` opens a buffer,
  /// sent when the signal `closing` makes of the opening value sends (its completion
  /// changes nothing); every source value goes into every open buffer. `openings` is
  /// subscribed first; its completion changes nothing. The source's completion sends the
  /// open buffers, oldest first, then completes.
  public func bufferToggle<O: Sendable, C: Sendable>(
    _ openings: Signal<O>, closing: @escaping @Sendable (O) throws -> Signal<C>
  ) -> Signal<[Value]> {
    .junction(ToggleState<[Value]>()) { j in
      j.all.add(
        ActionDisposable { for closer in j.withState({ $0.end() }).closers { closer.dispose() } })
      j.input(
        openings,
        next: { opening in
          guard let id = j.withState({ $0.open([]) }) else { return }
          let notifier: Signal<C>
          do { notifier = try closing(opening) } catch { return j.fail(error) }
          j.close(id, at: notifier, error: { j.fail($0) }) { j.downstream.sendNext($0) }
        },
        completed: {})
      j.input(
        self,
        next: { value in
          j.update { state in
            for k in state.entries.indices { state.entries[k].item.append(value) }
          }
        },
        completed: {
          j.turn {
            $0.end()
          } act: { ended in
            for closer in ended.closers { closer.dispose() }
            for buffer in ended.items { j.downstream.sendNext(buffer) }
            j.downstream.sendCompleted()
          }
        })
    }
  }
}

private struct BufferWhenState<Value: Sendable>: Sendable {
  /// The open buffer; nil before the first opens and after the end.
  var buffer: [Value]? = nil
  /// Counts the buffers opened: a closing signal closes only its own.
  var generation = 0
}
