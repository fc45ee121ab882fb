import SignalboxJSON

extension Compiler {
  /// An object literal (`{id: x.id, total: x.qty * x.unit_price}`): its values evaluated in
  /// order; a key written twice keeps its first place and takes the last value.
  func compileObject(_ entries: [(key: String, value: Expr)], scope: Scope) throws -> Eval {
    let evals = try entries.map { ($0.key, try compileExpr($0.value, scope: scope)) }
    let keys = ContiguousArray(entries.map { JSONKey($0.key) })
    if Set(keys).count == keys.count {
      // Keys that differ: the object made from them and the values at once, without
      // looking each key up in the ones before it.
      return { frame in
        var values = ContiguousArray<JSON>()
        values.reserveCapacity(evals.count)
        var nested = false
        for (_, eval) in evals {
          let v = try eval(frame)
          if !nested, v.holdsValues { nested = true }
          values.append(v)
        }
        let object = JSONObject(uncheckedUniqueKeys: keys, values: values)
        return nested ? try DepthCheck.check(.object(object)) : .object(object)
      }
    }
    return { frame in
      var object = JSONObject()
      var nested = false
      for (key, eval) in evals {
        let v = try eval(frame)
        if !nested, v.holdsValues { nested = true }
        object[key] = v
      }
      return nested ? try DepthCheck.check(.object(object)) : .object(object)
    }
  }
}
