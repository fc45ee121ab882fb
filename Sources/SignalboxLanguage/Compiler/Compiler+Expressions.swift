import Signalbox
import SignalboxJQ
import SignalboxJSON

extension Compiler {
  /// Compiles an expression to a closure. Evaluation errors are reported as `OP: message`.
  func compileExpression(_ expr: Expr, scope: Scope, op: String) throws -> Eval {
    let eval = try compileExpr(expr, scope: scope)
    let offset = stageOffset ?? expr.offset
    let location = file.map { (file: $0, offset: offset) }
    return { frame in
      do { return try eval(frame) } catch let error as EvalError {
        throw RuntimeError(error, in: op, location: location, value: frame.x)
      }
    }
  }

  func compileExpr(_ expr: Expr, scope: Scope) throws -> Eval {
    switch expr {
    case .literal(let value, _):
      return { _ in value }
    case .dollar(let n, _):
      let index = JSON.number(Double(n))
      return { frame in try Operators.index(frame.x, index) }
    case .name(let name, let at):
      return try compileName(name, at: at, scope: scope)
    case .array(let items, _):
      let evals = try items.map { try compileExpr($0, scope: scope) }
      return { frame in
        var nested = false
        let values = try evals.map { eval -> JSON in
          let v = try eval(frame)
          if !nested, v.holdsValues { nested = true }
          return v
        }
        // Only a value that holds arrays or objects can grow too deep (Limits.valueDepth).
        return nested ? try DepthCheck.check(.array(values)) : .array(values)
      }
    case .object(let entries, _):
      return try compileObject(entries, scope: scope)
    case .field, .index:
      if let path = textPath(expr, scope: scope) {
        return { frame in try path.read(frame.x) }
      }
      return try compileAccess(expr, scope: scope)
    default:
      return try compileOperation(expr, scope: scope)
    }
  }

  /// A field read or an index that is not a path on `x` the text walk takes.
  private func compileAccess(_ expr: Expr, scope: Scope) throws -> Eval {
    switch expr {
    case .field(let base, let name, _) where reads(base, plainX: scope):
      let key = FieldKey(name)
      return { frame in try Operators.field(frame.x, key) }
    case .field(let base, let name, _):
      let b = try compileExpr(base, scope: scope)
      let key = FieldKey(name)
      return { frame in try Operators.field(try b(frame), key) }
    case .index(let base, let index, _):
      let b = try compileExpr(base, scope: scope)
      let k = try compileExpr(index, scope: scope)
      return { frame in try Operators.index(try b(frame), try k(frame)) }
    default:
      preconditionFailure("compileAccess: a field read or an index")
    }
  }

  private func compileOperation(_ expr: Expr, scope: Scope) throws -> Eval {
    switch expr {
    case .unary(let op, let operand, _):
      let e = try compileExpr(operand, scope: scope)
      if op == .not { return { frame in .bool(!(try e(frame)).isTruthy) } }
      return { frame in
        let v = try e(frame)
        guard case .number(let n) = v else {
          guard case .bigInteger(let b) = v else { throw EvalError(Message.cannotNegate(v)) }
          // Exact: the digits with the other sign (as jq 1.8; jq 1.7.1 rounds).
          let text = b.text.hasPrefix("-") ? String(b.text.dropFirst()) : "-" + b.text
          return JSON.integerLiteral(text)
        }
        return .number(-n)
      }
    case .binary(let op, let lhs, let rhs, _):
      let l = try compileExpr(lhs, scope: scope)
      let r = try compileExpr(rhs, scope: scope)
      switch op {
      case .and: return { frame in .bool(try l(frame).isTruthy && (try r(frame).isTruthy)) }
      case .or: return { frame in .bool(try l(frame).isTruthy || (try r(frame).isTruthy)) }
      case .alternative:
        // jq's alternative: the left value unless it is false or null (or fails).
        return { frame in
          if let v = try? l(frame), v.isTruthy { return v }
          return try r(frame)
        }
      case .coalesce:
        return { frame in
          let v = try l(frame)
          if case .null = v { return try r(frame) }
          return v
        }
      case .equal, .notEqual:
        let equal = op == .equal
        if case .literal(.number(let c), _) = rhs {
          if reads(lhs, plainX: scope) {
            return { frame in
              if case .number(let v) = frame.x { return .bool((v == c) == equal) }
              return .bool((frame.x == .number(c)) == equal)
            }
          }
          return { frame in
            let a = try l(frame)
            if case .number(let v) = a { return .bool((v == c) == equal) }
            return .bool((a == .number(c)) == equal)
          }
        }
        return { frame in .bool((try l(frame) == (try r(frame))) == equal) }
      case .less, .lessOrEqual, .greater, .greaterOrEqual:
        // Numbers, the common case, compared inline; everything else by the general rule.
        let test: @Sendable (Double, Double) -> Bool
        switch op {
        case .less: test = { $0 < $1 }
        case .lessOrEqual: test = { $0 <= $1 }
        case .greater: test = { $0 > $1 }
        default: test = { $0 >= $1 }
        }
        if case .literal(.number(let c), _) = rhs {
          if reads(lhs, plainX: scope) {
            return { frame in
              if case .number(let x) = frame.x { return .bool(test(x, c)) }
              return .bool(try Operators.compare(op, frame.x, .number(c)))
            }
          }
          return { frame in
            let a = try l(frame)
            if case .number(let x) = a { return .bool(test(x, c)) }
            return .bool(try Operators.compare(op, a, .number(c)))
          }
        }
        return { frame in
          let a = try l(frame)
          let b = try r(frame)
          if case .number(let x) = a, case .number(let y) = b { return .bool(test(x, y)) }
          return .bool(try Operators.compare(op, a, b))
        }
      case .add:
        return { frame in
          let a = try l(frame)
          let b = try r(frame)
          if case .number(let x) = a, case .number(let y) = b { return .number(x + y) }
          return try Operators.add(a, b)
        }
      case .multiply, .subtract, .divide, .remainder:
        let apply: @Sendable (Double, Double) throws -> Double
        switch op {
        case .multiply: apply = { $0 * $1 }
        case .subtract: apply = { $0 - $1 }
        case .divide:
          apply = { x, y in
            if y == 0 { throw EvalError(Message.divisionByZero()) }
            return x / y
          }
        default: apply = Operators.remainder
        }
        if case .literal(.number(let c), _) = rhs {
          if reads(lhs, plainX: scope) {
            return { frame in
              if case .number(let x) = frame.x { return .number(try apply(x, c)) }
              return try Operators.arithmetic(op, frame.x, .number(c))
            }
          }
          return { frame in
            let a = try l(frame)
            if case .number(let x) = a { return .number(try apply(x, c)) }
            return try Operators.arithmetic(op, a, .number(c))
          }
        }
        return { frame in
          let a = try l(frame)
          let b = try r(frame)
          if case .number(let x) = a, case .number(let y) = b { return .number(try apply(x, y)) }
          return try Operators.arithmetic(op, a, b)
        }
      }
    case .conditional(let c, let a, let b, _):
      let ce = try compileExpr(c, scope: scope)
      let ae = try compileExpr(a, scope: scope)
      let be = try compileExpr(b, scope: scope)
      return { frame in try ce(frame).isTruthy ? try ae(frame) : try be(frame) }
    case .call(let name, let arguments, let at):
      if let special = JQSyntax.function(name) {
        let evals = try arguments.map { try compileExpr($0, scope: scope) }
        return { frame in try special(try evals.map { try $0(frame) }) }
      }
      if name.hasPrefix("@") { throw fail(Message.unknownFormat(name), at: at) }
      guard let spec = OperatorTable.spec(name, .function) else {
        throw fail(
          Message.unknownFunction(
            name, suggestion: suggest(name, among: OperatorTable.functionNames)), at: at)
      }
      let evals = try arguments.map { try compileExpr($0, scope: scope) }
      switch spec.compile {
      case .function(let function):
        if spec.name == "len" || spec.name == "length", arguments.count == 1,
          let path = textPath(arguments[0], scope: scope, oneKey: true)
        {
          return Compiler.length(of: path, else: evals[0], function)
        }
        if spec.name == "sum", arguments.count == 1,
          let path = textPath(arguments[0], scope: scope, oneKey: true)
        {
          return Compiler.sum(of: path, else: evals[0], function)
        }
        return { frame in try function(try evals.map { try $0(frame) }, frame.env) }
      case .filterFunction(let function):
        guard evals.count > 1 else {
          return { frame in try function(try evals.map { try $0(frame) }, nil, frame.env) }
        }
        var filter = evals[1]
        if case .literal(.string(let text), _) = arguments[1] {
          // A string in a filter's place is a path into `x` ("a.b"), as `sort_by` took it.
          let path = text.split(separator: ".", omittingEmptySubsequences: false).map {
            JSON.string(String($0))
          }
          filter = { frame in try JQPaths.get(frame.x, path, name: name) }
        }
        let run = filter
        let values = [evals[0]] + evals.dropFirst(2)
        return { frame in
          let f = Filter { value in
            var inner = frame
            inner.x = value
            return try run(inner)
          }
          return try function(try values.map { try $0(frame) }, f, frame.env)
        }
      default:
        throw fail(Message.unknownFunction(name, suggestion: nil), at: at)
      }
    case .block(let block):
      return try blockValue(block, scope: scope)
    default:
      preconditionFailure("compileOperation: \(expr)")
    }
  }

  /// Whether `expr` is the stage value `x` itself (not a block parameter named `x`): such
  /// operands are read from the frame in place, without a closure call and a copy.
  func reads(_ expr: Expr, plainX scope: Scope) -> Bool {
    if case .name("x", _) = expr { return !scope.parameters.contains("x") }
    return false
  }

  private func compileName(_ name: String, at: Int, scope: Scope) throws -> Eval {
    if let index = scope.parameters.lastIndex(of: name) {
      return { frame in frame.env.parameters[index] }
    }
    switch ImplicitName(rawValue: name) {
    case .x: return { frame in frame.x }
    case .i: return { frame in .number(Double(frame.i)) }
    case .acc: return { frame in try frame.lazyAcc?() ?? frame.acc }
    case .t: return { frame in .number(frame.env.context.elapsed) }
    case nil: break
    }
    guard let bound = lookup(name) else {
      // `env` is the environment (jq's), unless the program bound the name itself.
      if name == "env" || name == "$ENV" { return { _ in Environment.object } }
      if name == "$ARGS" { return { _ in Environment.noArguments } }
      let candidates =
        names.keys.sorted() + scope.parameters + ImplicitName.allCases.map(\.rawValue) + ["env"]
      throw failUnknown(
        name, Message.unknownName(name, suggestion: suggest(name, among: candidates)), at: at)
    }
    let slot = bound.slot
    if bound.kind == .value { return { frame in Compiler.value(in: frame.env, slot: slot) } }
    let nesting = reaches[name] ?? 0
    if bound.kind == .sequence {
      return { frame in
        .stream(
          StreamValue(
            sequence: try Compiler.boundSequence(slot: slot, env: frame.env), nesting: nesting))
      }
    }
    return { frame in
      .stream(
        StreamValue(
          signal: try Compiler.boundSignal(slot: slot, member: nil, env: frame.env),
          nesting: nesting))
    }
  }
}
