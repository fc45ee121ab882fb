import Signalbox
import SignalboxJSON
import Synchronization

/// `marbles "…"`, `cold "…"` and `hot "…"`: marble strings (SPEC §5) with RxJS
/// TestScheduler's notation (`MarbleDiagram.timed`), read at compile time.
///
///     marbles "STRING"[, FRAME]
///     marbles "STRING", {VALUES}[, ERROR[, FRAME]]
extension Compile {
  /// `marbles` and `cold`: a cold signal; a `^` or `!` in the string is an error (C046),
  /// as in TestScheduler's `cold`.
  static func marbles(_ site: Compiler.Site) throws -> PipelineFactory {
    let make = try marbleSource(site, hot: false)
    return { env in try make(env) }
  }

  /// `hot "…"`: one run of the string shared by every subscriber from the first
  /// subscription (`^`, or the start, at that moment); a later subscriber misses what was
  /// sent before it joined, and the frames before `^` are missed by all.
  static func hot(_ site: Compiler.Site) throws -> PipelineFactory {
    let make = try marbleSource(site, hot: true)
    // One run per clock: an `expect` (or `:clock`) on a clock of its own starts it afresh.
    let shared = Mutex(SharedRun())
    return { env in
      let signal = try make(env)
      let clock = env.context.host.scheduler as AnyObject
      return shared.withLock { shared in
        if let made = shared.signal, shared.clock === clock { return made }
        let made = signal.publish().autoconnect()
        shared = SharedRun(clock: clock, signal: made)
        return made
      }
    }
  }

  /// The string's events as a signal, with the values map, error value and frame read.
  static func marbleSource(_ site: Compiler.Site, hot: Bool) throws
    -> @Sendable (Env) throws -> Signal<JSON>
  {
    guard case .expr(.literal(.string(let text), let at)) = site.arguments[0] else {
      throw site.fail(Message.marblesNeedsLiteral(), at: site.arguments[0].offset)
    }
    let timed = MarbleDiagram.timed(text, frameDuration: 1)
    let inString = { (k: Int) in at + 1 + k }
    if let k = timed.repeated {
      throw site.fail(Message.marbleMarkerTwice(site.name), at: inString(k))
    }
    if let k = timed.unsubscription {
      throw site.fail(Message.marbleUnsubscription(site.name), at: inString(k))
    }
    if !hot, let k = timed.subscriptionPoint {
      throw site.fail(Message.coldSubscriptionPoint(site.name), at: inString(k))
    }
    var values: Eval? = nil
    var error: Eval? = nil
    var frameAt: Int? = site.argumentCount == 2 ? 1 : nil
    if site.argumentCount >= 2, case .expr(.object) = site.arguments[1] {
      values = try site.expr(1)
      error = site.argumentCount >= 3 ? try site.expr(2) : nil
      frameAt = site.argumentCount == 4 ? 3 : nil
    } else if site.argumentCount > 2 {
      throw site.fail(
        Message.arity(site.name, "a marble string, then FRAME or {VALUES}[, ERROR[, FRAME]]"),
        at: site.arguments[2].offset)
    }
    var frame: @Sendable (Env) throws -> Double = { @Sendable _ in 0.1 }
    if let frameAt {
      frame = try site.time(frameAt, Compiler.TimeRule(positive: true, finite: true))
    }
    let duration = frame
    let (valueMap, errorValue) = (values, error)
    return { env in
      var object: JSONObject? = nil
      if case .object(let o)? = try valueMap.map({ try Compiler.atSubscription($0, env) }) {
        object = o
      }
      let map = object
      let failure = try errorValue.map { try Compiler.atSubscription($0, env) }
      let events = MarbleDiagram.timed(text, frameDuration: try duration(env)).events
      return MarbleDiagram.signal(
        events: events, on: env.context.host.scheduler,
        value: { c in
          if let v = map?[String(c)] { return v }
          if let digit = c.wholeNumberValue, c.isASCII { return .number(Double(digit)) }
          return .string(String(c))
        },
        error: {
          guard let failure else { return RuntimeError(Message.marbleError()) }
          return RuntimeError(Compiler.errorMessage(failure))
        })
    }
  }
}

/// A `hot` source's one run, and the clock it runs on (held weakly: compared only).
private struct SharedRun: @unchecked Sendable {
  weak var clock: AnyObject?
  var signal: Signal<JSON>?
}
