import SignalboxJSON

/// `try`, and the labels a `break` unwinds to.
extension JQRun {
  func freshLabel() -> Int {
    labels += 1
    return -labels
  }

  /// jq 1.7.1's `break $l` as the error a `try` catches: `{"__jq": N}`, N the label's number.
  static func breakValue(_ b: JQBreak) -> JSON {
    .object(["__jq": .number(Double(-b.id - 1))])
  }

  func tryCatch(
    body: ((JSON) throws -> Void) throws -> Void, _ emit: (JSON) throws -> Void,
    handler: (JSON) throws -> Void
  ) throws {
    let id = freshID()
    do {
      try withoutActuallyEscaping(emit) { emit in
        try body { v in
          do { try jqSend(emit, v) } catch let e as JQThrown {
            throw JQDownstream(inner: e, id: id)
          } catch let b as JQBreak {
            throw JQDownstream(inner: b, id: id)
          }
        }
      }
    } catch let e as JQThrown {
      try handler(e.value)
    } catch let b as JQBreak where b.id < 0 {
      try handler(JQRun.breakValue(b))
    } catch let d as JQDownstream where d.id == id {
      throw d.inner
    }
  }
}
