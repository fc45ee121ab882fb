import SignalboxJQ
import SignalboxJSON

/// A step of `scan START, STEP` or `aggregate START, STEP` that changes the running value
/// where it is instead of building a new one: the running value (`acc`) is held by the fold
/// alone between steps, so an array or string appended to (`acc + E`) or an object or array
/// set at a path (`setpath(acc, PATH, E)`, the count-by-key idiom
/// `setpath(acc, [str(x)], (acc[str(x)] ?? 0) + 1)`) grows in amortised constant time per
/// value, not by a copy of the whole value per step.
struct InPlaceStep: Sendable {
  private enum Kind {
    /// `acc + E`: E.
    case append(Eval)
    /// `setpath(acc, PATH, E)`: PATH and E.
    case setPath(Eval, Eval)
  }
  private let kind: Kind

  /// The in-place form of the stage's step (its argument 1), when it has one: `acc` must be
  /// the running value, not a parameter of that name.
  init?(_ site: Compiler.Site) throws {
    guard site.argumentCount > 1, !site.scope.parameters.contains("acc") else { return nil }
    func compile(_ e: Expr) throws -> Eval {
      try site.compiler.expression(.expr(e), op: site.stage.name, scope: site.scope)
    }
    switch site.arguments[1] {
    case .expr(.binary("+", .name("acc", _), let rhs, _)):
      kind = .append(try compile(rhs))
    case .expr(.call("setpath", let args, _)) where args.count == 3:
      guard case .name("acc", _) = args[0] else { return nil }
      kind = .setPath(try compile(args[1]), try compile(args[2]))
    default:
      return nil
    }
  }

  /// Runs the step on `acc`. The operands are evaluated first (each reading `acc`), then
  /// `acc` is changed once nothing else holds it. When the change itself fails, `step` (the
  /// whole step, evaluated as any expression) runs instead, so the error is worded and
  /// placed as it would be without this path; `acc` is then unchanged.
  func apply(
    _ acc: inout JSON, x: JSON, i: Int, env: Env, step: Eval
  ) throws {
    switch kind {
    case .append(let tail):
      let value = try tail(Frame(x: x, i: i, acc: acc, env: env))
      do { try Operators.addInPlace(&acc, value) } catch is EvalError {
        acc = try step(Frame(x: x, i: i, acc: acc, env: env))
      }
    case .setPath(let path, let new):
      let p = try path(Frame(x: x, i: i, acc: acc, env: env))
      let value = try new(Frame(x: x, i: i, acc: acc, env: env))
      guard case .array(let steps) = p else {
        acc = try step(Frame(x: x, i: i, acc: acc, env: env))
        return
      }
      do { try JQPaths.set(into: &acc, steps[...], value, name: "setpath") } catch is EvalError {
        acc = try step(Frame(x: x, i: i, acc: acc, env: env))
      }
    }
  }
}
