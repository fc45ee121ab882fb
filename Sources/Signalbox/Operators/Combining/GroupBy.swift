/// One group of `groupBy`: a hot signal carrying its key (RAC `RACGroupedSignal`).
public struct GroupedSignal<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// The key shared by the group's values.
  public let key: Key
  /// The group's values.
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
    relay { downstream in
      // Touched only on the source's event path.
      let groups = EventPathBox<(byKey: [Key: Subject<U>], ordered: [Subject<U>])>(([:], []))
      return Relay(
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
          let subject: Subject<U>
          if let existing = groups.value.byKey[groupKey] {
            subject = existing
          } else {
            subject = Subject<U>()
            groups.value.byKey[groupKey] = subject
            groups.value.ordered.append(subject)
            downstream.sendNext(GroupedSignal(key: groupKey, signal: subject.signal))
          }
          subject.sendNext(transformed)
        },
        error: { error in
          downstream.sendError(error)
          for group in groups.value.ordered { group.sendError(error) }
        },
        completed: {
          downstream.sendCompleted()
          for group in groups.value.ordered { group.sendCompleted() }
        })
    }
  }

  /// `groupBy(key, transform: identity)`.
  public func groupBy<Key: Hashable & Sendable>(
    _ key: @escaping @Sendable (Value) throws -> Key
  ) -> Signal<GroupedSignal<Key, Value>> {
    groupBy(key, transform: { $0 })
  }
}
