import Signalbox

/// An operator under test on one marble source (`{ s, t in s.delay(1, on: t.scheduler) }`):
/// the source, and the timeline for its scheduler.
public typealias TimelineOp<V> = @Sendable (Signal<Int>, TestTimeline) -> Signal<V>

/// The same with a second source (`{ a, b, _ in a.merge(b) }`).
public typealias TwoSourceOp<V> = @Sendable (Signal<Int>, Signal<Int>, TestTimeline) -> Signal<V>

/// Runs `op` over a cold marble source on a fresh virtual timeline (created 100, subscribed
/// 200, disposed at `dispose`): one frame is one time unit, digits are values, `|` completes,
/// `#` fails with "marble error", `-` is an empty frame. `-` alone never terminates.
public func timeline<V: Equatable & Sendable>(
  _ marbles: String, dispose: Double = 1000,
  _ op: @escaping TimelineOp<V>
) -> [Recorded<V>] {
  let t = TestTimeline()
  let source = t.cold(marbles)
  return t.start(dispose: dispose) { op(source, t) }
}

/// The same with two sources (the operator's own and another, e.g. a trigger).
public func timeline<V: Equatable & Sendable>(
  _ marbles: String, _ other: String, dispose: Double = 1000,
  _ op: @escaping TwoSourceOp<V>
) -> [Recorded<V>] {
  let t = TestTimeline()
  let source = t.cold(marbles)
  let second = t.cold(other)
  return t.start(dispose: dispose) { op(source, second, t) }
}

/// The error the timelines' sources fail with where a test needs one of its own.
public struct TestError: Error, Equatable, CustomStringConvertible {
  /// The test error.
  public init() {}
  /// `test error`.
  public var description: String { "test error" }
}
