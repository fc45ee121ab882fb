import Signalbox
import SignalboxJSON
import Synchronization

// MARK: Windowing

/// Handlers of the buffers and windows.
extension Compile {
  /// `bufferCount N[, EVERY]`: both counts at least 1.
  static func bufferCount(_ site: Compiler.Site) throws -> StageFunction {
    let size = try site.positiveCount(0)
    let every = site.argumentCount > 1 ? try site.positiveCount(1) : nil
    return { upstream, env in
      .defer {
        let (size, every) = (try size(env), try every?(env))
        // Buffers that overlap hold a value in several at once, until `size` values later.
        if let every, every < size {
          let copies = overlaps(Double(size), every: Double(every))
          return holding("bufferCount", upstream, last: size, copies: copies)
            .bufferCount(size, every: every).map { .array($0) }
        }
        return withinBudget("bufferCount", upstream) { $0.bufferCount(size, every: every) }
      }
    }
  }

  /// A buffering stage whose buffers do not overlap, within the budget of memory of a
  /// collecting stage (`Limits.collectBytes`, R032): each value is weighed before the buffer
  /// gets it, and the weight held goes back to 0 when a buffer is sent, as what a buffer
  /// holds is what came since the last one.
  static func withinBudget(
    _ name: String, _ upstream: Signal<JSON>,
    _ buffer: @escaping @Sendable (Signal<JSON>) -> Signal<[JSON]>
  ) -> Signal<JSON> {
    .defer {
      let held = Mutex(0)
      let weighed = upstream.tryMap { value -> JSON in
        let weight = collectWeight(value)
        let total = held.withLock {
          $0 += weight
          return $0
        }
        guard total <= Limits.collectBytes else {
          throw RuntimeError(Message.collectTooBig(name))
        }
        return value
      }
      return buffer(weighed).doNext { _ in held.withLock { $0 = 0 } }.map { .array($0) }
    }
  }

  /// `takeLast N` within the budget of a collecting stage (R032): the weights of the last N
  /// values are kept, and their sum is checked as each value comes, before it is held. One
  /// huge value repeated (`repeat`) weighs in full each time, as in `collect`.
  static func takeLastWithinBudget(_ upstream: Signal<JSON>, _ count: Int) -> Signal<JSON> {
    guard count > 0 else { return upstream.takeLast(count) }
    return holding("takeLast", upstream, last: count).takeLast(count)
  }

  /// A window as the language shows it: a stream value.
  static func windows(_ signal: Signal<Signal<JSON>>) -> Signal<JSON> {
    signal.map { .stream(StreamValue(signal: $0)) }
  }

  /// `bufferTime T[, CREATION[, MAX]]` and `windowTime …` (RxJS's arguments; CREATION
  /// `null` is none, as in RxJS's `bufferTime(T, null, MAX)`).
  static func timeSpans(
    _ apply:
      @escaping @Sendable (Signal<JSON>, Double, Double?, Int?, any Scheduler)
      -> Signal<JSON>
  ) -> StageCompiler {
    { site in
      let span = try site.time(0, Compiler.TimeRule(positive: true))
      let creation: (@Sendable (Env) throws -> Double)?
      if site.argumentCount > 1, case .expr(.literal(.null, _)) = site.arguments[1] {
        creation = nil
      } else {
        creation =
          site.argumentCount > 1 ? try site.time(1, Compiler.TimeRule(positive: true)) : nil
      }
      let most = site.argumentCount > 2 ? try site.positiveCount(2) : nil
      return { upstream, env in
        .defer {
          apply(
            upstream, try span(env), try creation?(env), try most?(env),
            env.context.host.scheduler)
        }
      }
    }
  }

  /// `bufferWhen BLOCK`: the block is run anew for each buffer.
  static func bufferWhen(_ site: Compiler.Site) throws -> StageFunction {
    let closing = try site.stream(0)
    return { upstream, env in
      withinBudget("bufferWhen", upstream) {
        $0.bufferWhen(
          { try closing(env, env.input) },
          atOnce: { RuntimeError(Message.closesAtOnce("bufferWhen")) },
          on: env.context.host.scheduler)
      }
    }
  }

  /// `bufferToggle OPENINGS, BLOCK` and `windowToggle …`: the block gets the opening value.
  static func toggles(
    _ apply:
      @escaping @Sendable (
        Signal<JSON>, Signal<JSON>, @escaping @Sendable (JSON) throws -> Signal<JSON>
      ) -> Signal<JSON>
  ) -> StageCompiler {
    { site in
      let openings = try site.stream(0)
      let closing = try site.stream(1)
      return { upstream, env in
        .defer { apply(upstream, try openings(env, env.input), { try closing(env, $0) }) }
      }
    }
  }

  /// `windowCount N[, EVERY]`.
  static func windowCount(_ site: Compiler.Site) throws -> StageFunction {
    let size = try site.positiveCount(0)
    let every = site.argumentCount > 1 ? try site.count(1) : nil
    return { upstream, env in
      .defer { windows(upstream.windowCount(try size(env), startEvery: try every?(env))) }
    }
  }
}
