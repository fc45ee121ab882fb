extension Signal {
  /// RxJS 7's `window(boundaries)`: the values cut into windows — hot signals — the first
  /// sent at the subscription, and a new one each time `boundaries` sends (the current one
  /// completes first). The source is subscribed first. `boundaries` completing changes
  /// nothing; the source's completion (error) ends the window, then the outer signal; an
  /// error of `boundaries` too.
  public func window<B: Sendable>(_ boundaries: Signal<B>) -> Signal<Signal<Value>> {
    .junction(ReplaySubject<Value>(capacity: 0)) { j in
      j.inTurn { j.downstream.sendNext(j.withState { $0 }.signal) }
      @Sendable func end(_ event: Event<Signal<Value>>, _ inner: Event<Value>) {
        j.turn {
          $0
        } act: { window in
          window.send(inner)
          j.downstream.send(event)
        }
      }
      j.input(
        self,
        next: { value in
          j.turn {
            $0
          } act: {
            $0.sendNext(value)
          }
        },
        error: { end(.error($0), .error($0)) }, completed: { end(.completed, .completed) })
      j.input(
        boundaries,
        next: { _ in
          j.turn { current -> (ReplaySubject<Value>, ReplaySubject<Value>) in
            let next = ReplaySubject<Value>(capacity: 0)
            defer { current = next }
            return (current, next)
          } act: { old, next in
            old.sendCompleted()
            j.downstream.sendNext(next.signal)
          }
        },
        error: { end(.error($0), .error($0)) }, completed: {})
    }
  }

  /// RxJS 7's `windowToggle(openings, closing)`: each value of `openings` opens a window (a
  /// hot signal, sent at once) that gets every source value until the signal `closing`
  /// makes of the opening value sends (its completion changes nothing). `openings` is
  /// subscribed first; its completion changes nothing. The source's completion ends the
  /// open windows, oldest first, then the outer signal; an error anywhere fails them all.
  public func windowToggle<O: Sendable, C: Sendable>(
    _ openings: Signal<O>, closing: @escaping @Sendable (O) throws -> Signal<C>
  ) -> Signal<Signal<Value>> {
    .junction(ToggleState<ReplaySubject<Value>>()) { j in
      j.all.add(
        ActionDisposable { for closer in j.withState({ $0.end() }).closers { closer.dispose() } })
      /// Ends every open window with `inner`, then the outer signal with `event`.
      @Sendable func end(_ event: Event<Signal<Value>>, _ inner: Event<Value>) {
        j.turn {
          $0.end()
        } act: { ended in
          for closer in ended.closers { closer.dispose() }
          for window in ended.items { window.send(inner) }
          j.downstream.send(event)
        }
      }
      j.input(
        openings,
        next: { opening in
          j.turn { state -> (Int, ReplaySubject<Value>)? in
            let window = ReplaySubject<Value>(capacity: 0)
            return state.open(window).map { ($0, window) }
          } act: { opened in
            guard let (id, window) = opened else { return }
            let notifier: Signal<C>
            do { notifier = try closing(opening) } catch {
              return end(.error(error), .error(error))
            }
            j.downstream.sendNext(window.signal)
            j.close(id, at: notifier, error: { end(.error($0), .error($0)) }) {
              $0.sendCompleted()
            }
          }
        },
        error: { end(.error($0), .error($0)) }, completed: {})
      j.input(
        self,
        next: { value in
          j.turn {
            $0.items
          } act: {
            for window in $0 { window.sendNext(value) }
          }
        },
        error: { end(.error($0), .error($0)) }, completed: { end(.completed, .completed) })
    }
  }
}

/// The open buffers (windows) of `bufferToggle` (`windowToggle`), oldest first, each with
/// the subscription to its closing signal. Lives under a junction's lock.
struct ToggleState<Item: Sendable>: Sendable {
  struct Entry: Sendable {
    let id: Int
    var item: Item
    var closer: (any Disposable)? = nil
  }
  var entries: [Entry] = []
  var nextID = 0
  var ended = false

  var items: [Item] { entries.map(\.item) }

  /// Opens an entry holding `item`; nil once ended.
  mutating func open(_ item: Item) -> Int? {
    guard !ended else { return nil }
    nextID += 1
    entries.append(Entry(id: nextID, item: item))
    return nextID
  }

  /// Keeps the closing subscription of entry `id`; false when it has closed already.
  mutating func keep(_ closer: any Disposable, for id: Int) -> Bool {
    guard let k = entries.firstIndex(where: { $0.id == id }) else { return false }
    entries[k].closer = closer
    return true
  }

  mutating func close(_ id: Int) -> Entry? {
    guard let k = entries.firstIndex(where: { $0.id == id }) else { return nil }
    return entries.remove(at: k)
  }

  /// Ends: the open items, oldest first, and their closing subscriptions, removed.
  mutating func end() -> (items: [Item], closers: [any Disposable]) {
    ended = true
    defer { entries = [] }
    return (entries.map(\.item), entries.compactMap(\.closer))
  }
}

extension Junction {
  /// Subscribes `notifier` as the closing signal of the toggle entry `id`: its first value
  /// closes the entry (its subscription disposed) and hands the item to `closed`; its error
  /// goes to `error`. Not subscribed when the entry has closed already.
  func close<C: Sendable, Item: Sendable>(
    _ id: Int, at notifier: Signal<C>, error: @escaping @Sendable (any Error) -> Void,
    closed: @escaping @Sendable (Item) -> Void
  ) where State == ToggleState<Item> {
    let closer = Subscriber<C>(
      next: { [self] _ in
        turn {
          $0.close(id)
        } act: { entry in
          guard let entry else { return }
          entry.closer?.dispose()
          closed(entry.item)
        }
      },
      error: error)
    if withState({ $0.keep(closer, for: id) }) { notifier.subscribe(closer) }
  }
}
