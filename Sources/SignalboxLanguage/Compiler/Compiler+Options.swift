import Signalbox
import SignalboxJSON

/// RxJS's config objects: where RxJS takes `{leading: false, trailing: true}`, the stage
/// takes an object literal with the same keys. The keys are checked when the stage is
/// compiled (an unknown one is a compile error naming the known ones); each value is
/// evaluated once per subscription and checked then (an error event).
struct StageOptions: Sendable {
  let op: String
  let values: [String: Eval]
  /// How many of the unit chosen a second is (`Compiler.timeUnit`): a time divides by it.
  var perSecond: Double = 1

  func has(_ key: String) -> Bool { values[key] != nil }

  /// The option's value at subscription, or nil when it was not given.
  func value(_ key: String, _ env: Env) throws -> JSON? {
    guard let eval = values[key] else { return nil }
    return try Compiler.atSubscription(eval, env)
  }

  func bool(_ key: String, _ env: Env, default fallback: Bool) throws -> Bool {
    guard let v = try value(key, env) else { return fallback }
    guard case .bool(let b) = v else {
      throw RuntimeError(Message.badOption(op, key, "a boolean", got: v))
    }
    return b
  }

  /// A count; `null` and a missing key are nil (RxJS's `Infinity` default).
  func count(_ key: String, _ env: Env) throws -> Int? {
    guard let v = try value(key, env), v != .null else { return nil }
    if let n = v.numberValue, n == .infinity { return nil }
    guard let c = Compiler.count(v) else {
      throw RuntimeError(Message.badOption(op, key, "a non-negative integer", got: v))
    }
    return c
  }

  /// A time in seconds (at least 0); nil when not given.
  func time(_ key: String, _ env: Env) throws -> Double? {
    guard let v = try value(key, env), v != .null else { return nil }
    guard let n = v.numberValue, n >= 0, n.isFinite else {
      let unit = perSecond == 1 ? "seconds" : "milliseconds"
      throw RuntimeError(Message.badOption(op, key, "a time in \(unit)", got: v))
    }
    return n / perSecond
  }
}

extension Compiler.Site {
  /// Whether argument `k` is there and an object literal (an RxJS config object).
  func isOptions(_ k: Int) -> Bool {
    guard k < argumentCount, case .expr(.object) = arguments[k] else { return false }
    return true
  }

  /// Argument `k` as a config object with keys among `keys`; an empty one when absent.
  func options(_ k: Int, keys: [String]) throws -> StageOptions {
    guard k < argumentCount else { return StageOptions(op: name, values: [:]) }
    guard case .expr(.object(let entries, let at)) = arguments[k] else {
      throw fail(Message.expectedOptions(name, keys), at: arguments[k].offset)
    }
    var values: [String: Eval] = [:]
    for (key, value) in entries {
      guard keys.contains(key) else { throw fail(Message.unknownOption(name, key, keys), at: at) }
      values[key] = try compiler.expression(.expr(value), op: name, scope: scope)
    }
    return StageOptions(op: name, values: values, perSecond: compiler.timeUnit.perSecond)
  }
}
