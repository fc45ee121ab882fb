/// Per-subscription state of a single-input operator (a counter, an accumulator, the
/// previous value).
///
/// `@unchecked Sendable` is safe here: the box is created inside one subscription and
/// touched only from that subscription's event path, which is serialized (a subscriber
/// never receives two events at once), so it needs no lock. Operators with several inputs
/// or timers keep their state in a `Mutex` instead.
@usableFromInline
final class EventPathBox<T>: @unchecked Sendable {
  @usableFromInline var value: T
  @usableFromInline init(_ value: T) { self.value = value }
}
