import Signalbox
import SignalboxJSON

/// One stage of a `NumberLane` subscription: what it does with a number, with any other
/// value, and at the end; a thrown error ends the lane with that error. Its state is
/// touched only by the loop running the lane. Classes, not closures: a method call per
/// stage and value, with no closure context to unpack.
class LaneStage {
  func number(_ v: Double) throws {}
  func value(_ v: JSON) throws {}
  func completed() {}
}

/// The lane's subscriber: the values of the last stage.
final class LaneEnd: LaneStage {
  let subscriber: Subscriber<JSON>
  init(_ subscriber: Subscriber<JSON>) { self.subscriber = subscriber }
  override func number(_ v: Double) { subscriber.sendNext(.number(v)) }
  override func value(_ v: JSON) { subscriber.sendNext(v) }
  override func completed() { subscriber.sendCompleted() }
}

/// A stage that evaluates an expression for each value and hands on to `next`: the general
/// evaluator, the environment and the index of the stage's values (`i`).
class IndexedStage: LaneStage {
  let eval: Eval
  let next: LaneStage
  let env: Env
  private var i = 0

  init(_ eval: @escaping Eval, then next: LaneStage, env: Env) {
    (self.eval, self.next, self.env) = (eval, next, env)
  }

  /// The index of the value arriving now (the next one gets the one after).
  @inline(__always) final func takeIndex() -> Int {
    let i = self.i
    self.i = i + 1
    return i
  }

  override func completed() { next.completed() }
}

final class MapStage: IndexedStage {
  let f: NumberEval

  init(_ eval: @escaping Eval, _ f: @escaping NumberEval, then next: LaneStage, env: Env) {
    self.f = f
    super.init(eval, then: next, env: env)
  }

  override func number(_ v: Double) throws {
    let i = takeIndex()
    let r: Double
    do { r = try f(Numbers(x: v, acc: 0, i: i)) } catch {
      try missed(v, i)
      return
    }
    try next.number(r)
  }

  /// The general evaluation, for its error: out of line, so the path above stays short.
  @inline(never) private func missed(_ v: Double, _ i: Int) throws {
    try next.value(try eval(Frame(x: .number(v), i: i, acc: .null, env: env)))
  }

  override func value(_ v: JSON) throws {
    let i = takeIndex()
    let out = try eval(Frame(x: v, i: i, acc: .null, env: env))
    if case .number(let n) = out { try next.number(n) } else { try next.value(out) }
  }

}

final class FilterStage: IndexedStage {
  let p: TruthEval

  init(_ eval: @escaping Eval, _ p: @escaping TruthEval, then next: LaneStage, env: Env) {
    self.p = p
    super.init(eval, then: next, env: env)
  }

  override func number(_ v: Double) throws {
    let i = takeIndex()
    let keep: Bool
    do { keep = try p(Numbers(x: v, acc: 0, i: i)) } catch { keep = try missed(v, i) }
    if keep { try next.number(v) }
  }

  /// The general evaluation, for its error: out of line, so the path above stays short.
  @inline(never) private func missed(_ v: Double, _ i: Int) throws -> Bool {
    try eval(Frame(x: .number(v), i: i, acc: .null, env: env)).isTruthy
  }

  override func value(_ v: JSON) throws {
    let i = takeIndex()
    if try eval(Frame(x: v, i: i, acc: .null, env: env)).isTruthy {
      if case .number(let n) = v { try next.number(n) } else { try next.value(v) }
    }
  }

}

/// The fold: its running value is an unboxed number while it is one (`general` nil), the
/// value itself otherwise.
final class FoldStage: LaneStage {
  let eval: Eval
  let f: NumberEval
  let sendsEach: Bool
  let subscriber: Subscriber<JSON>
  let env: Env
  var i = 0
  var acc = 0.0
  var general: JSON? = nil

  init(_ fold: NumberLane.Fold, initial: JSON, to subscriber: Subscriber<JSON>, env: Env) {
    (eval, f, sendsEach) = (fold.step, fold.number, fold.sendsEach)
    (self.subscriber, self.env) = (subscriber, env)
    if case .number(let n) = initial { acc = n } else { general = initial }
  }

  private var running: JSON { general ?? .number(acc) }

  @inline(never) private func generally(_ x: JSON) throws {
    let out = try eval(Frame(x: x, i: i, acc: running, env: env))
    if case .number(let n) = out {
      acc = n
      general = nil
    } else {
      general = out
    }
  }

  override func number(_ v: Double) throws {
    if general == nil {
      do { acc = try f(Numbers(x: v, acc: acc, i: i)) } catch { try generally(.number(v)) }
    } else {
      try generally(.number(v))
    }
    i += 1
    if sendsEach { subscriber.sendNext(running) }
  }

  override func value(_ v: JSON) throws {
    try generally(v)
    i += 1
    if sendsEach { subscriber.sendNext(running) }
  }

  override func completed() {
    if !sendsEach { subscriber.sendNext(running) }
    subscriber.sendCompleted()
  }
}
