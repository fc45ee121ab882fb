import Signalbox
import SignalboxJSON

/// Rx names of RxJS 7 that had no spelling (rule "Rx"), composed from engine operators
/// where that is exact.
extension OperatorTable {
  static let rxA: [OperatorSpec] = [
    OperatorSpec(
      name: "single", role: .stage, group: .rx, forms: ["single [EXPR]"], arity: 0...1,
      takes: "an optional predicate",
      doc: .own(
        summary:
          "the only value (passing EXPR), sent when the source completes. A second (matching) value is the error \"single: too many matching values\" at once; completing without any value is \"single: no elements in sequence\", with values but none passing EXPR \"single: no matching values\" (RxJS's SequenceError, EmptyError, NotFoundError)",
        rule: "Rx", example: "from [1, 5, 2] | single x > 4\nfrom [1, 5, 7] | single x > 4"),
      state: "whether a value came and how many matched",
      compile: .stage(signal: Compile.single, sequence: nil)),
    OperatorSpec(
      name: "min", role: .stage, group: .rx, forms: ["min [EXPR]"], arity: 0...1,
      takes: "an optional comparer",
      doc: .own(
        summary:
          "the least value, sent when the source completes (an empty source only completes). EXPR is RxJS's comparer(acc, x): the least so far, `acc`, is kept while EXPR is a number below 0; without it values compare in jq's order. `max` keeps `acc` while EXPR is above 0",
        rule: "Rx",
        example:
          "from [3, 1, 2] | min\nfrom [3, 1, 2] | max\nfrom [{\"a\": 3}, {\"a\": 1}] | min acc.a - x.a"
      ),
      state: "the least value so far",
      compile: .stage(signal: Compile.minRx, sequence: nil)),
    OperatorSpec(
      name: "max", role: .stage, group: .rx, forms: ["max [EXPR]"], arity: 0...1,
      takes: "an optional comparer", doc: .with("min"), state: "the greatest value so far",
      compile: .stage(signal: Compile.maxRx, sequence: nil)),
  ]
}
