import SignalboxTestSupport
import XCTest

/// Object literals (`Compiler.compileObject`): keys that all differ make the object at once,
/// a key written twice keeps its first place and takes the last value, as before; either
/// way the keys keep their written order, and values may be read from an input's text.
final class ObjectLiteralTests: OperatorLanguageTestCase {
  func testKeysKeepTheirOrderAndARepeatedKeyItsFirstPlace() {
    assertRuns([
      Run(
        "just {b: 1, a: 2, c: [3, {d: 4}]}",
        [
          #"0.000 next {"b":1,"a":2,"c":[3,{"d":4}]}"#,
          "0.000 completed",
        ]),
      Run(
        "just {a: 1, b: 2, a: 3}", [#"0.000 next {"a":3,"b":2}"#, "0.000 completed"],
        "a repeated key"),
      Run(
        "just {ab: 1, a: 2, b: 3, ba: 4}",
        [
          #"0.000 next {"ab":1,"a":2,"b":3,"ba":4}"#,
          "0.000 completed",
        ], "keys that share bytes"),
      Run("just {}", ["0.000 next {}", "0.000 completed"]),
      Run(
        #"from [{"id":7,"p":1.50,"q":2}] | map {q: x.q, id: x.id, t: x.p * x.q}"#,
        [#"0.000 next {"q":2,"id":7,"t":3}"#, "0.000 completed"], "from kept text"),
    ])
  }
}
