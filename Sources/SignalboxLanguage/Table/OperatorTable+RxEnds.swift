import Signalbox
import SignalboxJSON

/// Rx names about how a stream or its subscription ends (continues `OperatorTable+Rx`, in
/// table order): `share`'s resets, `endWith`, `delayWhen`, `finalize`.
extension OperatorTable {
  static let rxEnds: [OperatorSpec] = [
    OperatorSpec(
      name: "share", role: .stage, group: .rx,
      forms: ["share [{resetOnError, resetOnComplete, resetOnRefCountZero}]"], arity: 0...1,
      takes: "optional {resetOnError, resetOnComplete, resetOnRefCountZero}",
      doc: .own(
        summary:
          "one subscription to the source, shared while anyone listens: the first subscriber "
          + "connects, the last to leave disconnects, and the next one connects anew — also "
          + "after the source completed or failed. RxJS's options (all `true` by default) keep "
          + "the connection instead: `false` for an ended source gives a late subscriber its "
          + "end at once; `resetOnRefCountZero: false` stays subscribed with no "
          + "subscriber. RAC's `publish | autoconnect` disconnects for good",
        rule: "Rx",
        example:
          "let s = interval 1 | take 2 | map log(\"source\", x) | share\ns | map \"A\" + str(x) "
          + "&\nsleep 1.5\ns | map \"B\" + str(x)\ns | map \"C\" + str(x)"
      ),
      state: "the shared subscription while anyone listens", sharing: .hot,
      compile: .stage(signal: Compile.shareRx, sequence: nil)),
    OperatorSpec(
      name: "endWith", role: .stage, group: .rx, forms: ["endWith EXPR…"], arity: 1...64,
      takes: "one or more values",
      doc: .own(
        summary:
          "the source's values, then these when it completes (an error ends it without them). "
          + "RAC spells it `concat { from [A, B] }`",
        rule: "Rx", example: "marbles \"ab|\", 1 | endWith \"y\", \"z\""),
      compile: .stage(signal: Compile.endWith, sequence: nil)),
    OperatorSpec(
      name: "delayWhen", role: .stage, group: .rx, forms: ["delayWhen BLOCK"], arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "each value sent when the stream its block makes sends its first value (a stream that "
          + "completes without one drops the value); completes when the source has and every "
          + "value is out. RAC's `delay T` delays by a fixed time, completion too",
        rule: "Rx", example: "from [3, 1] | delayWhen { timer x }"),
      state: "a duration stream per value waiting",
      compile: .stage(signal: Compile.delayWhen, sequence: nil)),
    OperatorSpec(
      name: "finalize", role: .stage, group: .rx, forms: ["finalize EXPR"], arity: 1...1,
      takes: "an expression",
      doc: .own(
        summary:
          "evaluates EXPR once the subscription has ended: after the terminal event has gone on, "
          + "or when it is disposed (a `take` further on, Ctrl-C). RAC's `finally` runs before "
          + "the terminal event, and not on disposal",
        rule: "Rx",
        example:
          "marbles \"ab|\", 1 | finalize log(\"finalize\")\ninterval 1 | finalize "
          + "log(\"finalize\") | take 1"
      ),
      compile: .stage(signal: Compile.finalize, sequence: nil)),
  ]
}
