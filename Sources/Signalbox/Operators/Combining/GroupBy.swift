import Synchronization

/// One group of `groupBy`: a hot signal carrying its key (RAC `RACGroupedSignal`).
public struct GroupedSignal<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  public let key: Key
  public let signal: Signal<Value>
}

extension Signal {
  /// A signal of groups (RAC `-groupBy:transform:`, GB1). On the first value with a new
  /// key, a new group is sent, then the (transformed) value goes to the group. Completion
  /// and errors go to the outer signal first, then to every group in creation order.
  public func groupBy<Key: Hashable & Sendable, U: Sendable>(
    _ key: @escaping @Sendable (Value) throws -> Key,
    transform: @escaping @Sendable (Value) throws -> U
  ) -> Signal<GroupedSignal<Key, U>> {
    Signal<GroupedSignal<Key, U>> { downstream in
      let groups = Mutex<(byKey: [Key: Subject<U>], ordered: [Subject<U>])>(([:], []))
      return self.subscribe(
        Subscriber(
          next: { value in
            let groupKey: Key
            let transformed: U
            do {
              groupKey = try key(value)
              transformed = try transform(value)
            } catch {
              downstream.sendError(error)
              return
            }
            let (subject, isNew) = groups.withLock { groups -> (Subject<U>, Bool) in
              if let existing = groups.byKey[groupKey] { return (existing, false) }
              let subject = Subject<U>()
              groups.byKey[groupKey] = subject
              groups.ordered.append(subject)
              return (subject, true)
            }
            if isNew { downstream.sendNext(GroupedSignal(key: groupKey, signal: subject.signal)) }
            subject.sendNext(transformed)
          },
          error: { error in
            downstream.sendError(error)
            for group in groups.withLock({ $0.ordered }) { group.sendError(error) }
          },
          completed: {
            downstream.sendCompleted()
            for group in groups.withLock({ $0.ordered }) { group.sendCompleted() }
          }
        ), for: downstream)
    }
  }

  /// `groupBy(key, transform: identity)`.
  public func groupBy<Key: Hashable & Sendable>(
    _ key: @escaping @Sendable (Value) throws -> Key
  ) -> Signal<GroupedSignal<Key, Value>> {
    groupBy(key, transform: { $0 })
  }
}
