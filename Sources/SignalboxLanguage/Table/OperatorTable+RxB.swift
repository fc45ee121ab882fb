import Signalbox
import SignalboxJSON

/// RxJS 7's operators on a signal of signals (rule "Rx"), each composed from engine
/// operators: the `…All` forms of `concatMap`, `switchMap`, `exhaustMap`, `combineLatest`
/// and `zip`.
extension OperatorTable {
  static let rxB: [OperatorSpec] = [
    OperatorSpec(
      name: "concatAll", role: .stage, group: .rx, forms: ["concatAll"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "a signal of signals, one inner signal at a time, in order (RxJS's `mergeAll(1)`); the same events as `flatten 1`. A `null` inner is empty; another value is an error",
        rule: "Rx", example: "from [2, 1] | map { timer x, x * 10 } | concatAll"),
      state: "the running inner subscription, and the signals waiting",
      compile: .stage(signal: Compile.flatteningAll { $0.concatMap($1) }, sequence: nil)),
    OperatorSpec(
      name: "switchAll", role: .stage, group: .rx, forms: ["switchAll"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "a signal of signals, following only the latest: a new inner signal unsubscribes the current one, then is subscribed (`switchMap` on signals). RAC's `switchToLatest` subscribes the new one before it cuts the old one off",
        rule: "Rx",
        example:
          "marbles \"ab|\", 1 | map { y -> interval 0.6 | take 2 | map y + str(x) } | switchAll"),
      state: "the current inner subscription",
      compile: .stage(signal: Compile.flatteningAll { $0.switchMap($1) }, sequence: nil)),
    OperatorSpec(
      name: "exhaustAll", role: .stage, group: .rx, forms: ["exhaustAll"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "a signal of signals, but an inner signal that comes while one runs is dropped, never subscribed; completes when the source has and no inner signal runs. RAC has no such operator",
        rule: "Rx",
        example:
          "marbles \"ab|\", 1 | map { y -> interval 0.6 | take 2 | map y + str(x) } | exhaustAll"),
      state: "the running inner subscription",
      compile: .stage(signal: Compile.flatteningAll { $0.exhaustMap($1) }, sequence: nil)),
    OperatorSpec(
      name: "combineLatestAll", role: .stage, group: .rx, forms: ["combineLatestAll"],
      arity: 0...0, takes: "no arguments",
      doc: .own(
        summary:
          "collects the inner signals until the source completes, then subscribes them all: an array of each one's latest value whenever one sends, once every one has sent (`combineLatest` of the collected signals); no inner signal completes at once",
        rule: "Rx",
        example:
          "from [1, 2] | map { y -> interval y | take 2 | map y * 10 + x } | combineLatestAll"
      ),
      state: "the inner signals collected",
      compile: .stage(signal: Compile.joiningAll { Signal.combineLatest($0) }, sequence: nil)),
    OperatorSpec(
      name: "zipAll", role: .stage, group: .rx, forms: ["zipAll"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "collects the inner signals until the source completes, then subscribes them all: an array of their n-th values, for each n all have sent (`zip` of the collected signals); no inner signal completes at once",
        rule: "Rx",
        example: "from [1, 2] | map { y -> interval y | take 2 | map y * 10 + x } | zipAll"),
      state: "the inner signals collected",
      compile: .stage(signal: Compile.joiningAll { Signal.zip($0) }, sequence: nil)),
  ]
}
