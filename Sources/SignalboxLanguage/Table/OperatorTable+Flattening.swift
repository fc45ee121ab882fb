import Signalbox
import SignalboxJSON

/// Stages on a signal of signals, or that map each value to a stream and flatten the streams.
extension OperatorTable {
  static let flattening: [OperatorSpec] = [
    .row(
      "flattenMap", .stage, .flattening, forms: ["flattenMap BLOCK[, N]"],
      takes: .blockAndOptionalCount,
      summary:
        "each value's stream, merged as they arrive (sequences: concatenated), and with N at "
        + "most N at once, the other values waiting in order", rule: "B2",
      example: "from [2, 1] | flattenMap { timer x, x * 10 }",
      state: "the inner subscriptions running",
      compile: .stage(signal: Compile.mergeMap, sequence: Compile.mergeMapSequence)),
    .row(
      "mergeMap", .stage, .flattening, aliases: ["flatMap"], aliasOf: "flattenMap", dialect: .rxjs,
      forms: ["mergeMap BLOCK[, N]", "flatMap BLOCK[, N]"],
      summary: "each value's stream, merged as they arrive; completes when the source and every "
        + "stream have (S, as `flattenMap`)", rule: "B2",
      example: "marbles \"ab|\", 1 | mergeMap { y -> interval 0.6 | take 2 | map y + str(x) }",
      compile: .stage(signal: Compile.flattenMap, sequence: SequenceCompile.flattenMap)),
    .row(
      "concatMap", .stage, .flattening, dialect: .rxjs,
      nearest: "`map { … } | flatten 1`, which builds each stream as its value arrives",
      forms: ["concatMap BLOCK"], takes: .block,
      summary: "each value's stream, one at a time, in order: a value that comes while one runs "
        + "waits, and its block runs when its turn comes",
      example: "marbles \"ab|\", 1 | concatMap { y -> interval 0.6 | take 2 | map y + str(x) }",
      state: "the running inner subscription, and the values waiting",
      compile: .signal(Compile.flatteningMap { $0.concatMap($1) })),
    .row(
      "switchMap", .stage, .flattening, aliases: ["flatMapLatest"], dialect: .rxjs,
      nearest: "`map { … } | switchToLatest`, which subscribes the new stream before "
        + "it cuts the old one off", forms: ["switchMap BLOCK", "flatMapLatest BLOCK"],
      takes: .block,
      summary:
        "each value's stream, following only the latest: a new value unsubscribes the current"
        + " stream, then subscribes its own",
      example: "marbles \"ab|\", 1 | switchMap { y -> interval 0.6 | take 2 | map y + str(x) }",
      state: "the current inner subscription",
      compile: .signal(Compile.flatteningMap { $0.switchMap($1) })),
    .row(
      "exhaustMap", .stage, .flattening, dialect: .rxjs, nearest: "none",
      forms: ["exhaustMap BLOCK"], takes: .block,
      summary: "each value's stream, but only while none runs: a value that comes meanwhile is "
        + "dropped, its block never run, and it completes when the source has and no stream "
        + "runs",
      example: "marbles \"ab|\", 1 | exhaustMap { y -> interval 0.6 | take 2 | map y + str(x) }",
      state: "the running inner subscription",
      compile: .signal(Compile.flatteningMap { $0.exhaustMap($1) })),
    .row(
      "flatten", .stage, .flattening, aliases: ["mergeAll"],
      forms: ["flatten [N]", "mergeAll [N]"], takes: .arity(0...1, "an optional limit"),
      summary: "a stream of streams merged; N limits concurrent inner signals, the rest queued in "
        + "order (0 = unlimited)", rule: "F1–F5",
      example: "from [1, 2, 3] | map { timer 1, x } | flatten 1",
      state: "the inner subscriptions running, and those queued past the limit",
      compile: .stage(signal: Compile.flatten, sequence: SequenceCompile.flatten)),
    .row(
      "switchToLatest", .stage, .flattening, forms: ["switchToLatest"], takes: .nothing,
      summary: "follows only the latest inner signal", rule: "S1–S5",
      example: "marbles \"ab|\", 1 | map { y -> interval 0.6 | take 2 | map y + str(x) } | "
        + "switchToLatest", state: "the current inner subscription",
      compile: .signal(Compile.switchToLatest)),
    .row(
      "concatAll", .stage, .flattening, dialect: .rxjs,
      nearest: "`flatten 1`, the same events (RxJS's `mergeAll(1)`)", forms: ["concatAll"],
      takes: .nothing,
      summary:
        "a signal of signals, one inner signal at a time, in order (a `null` inner is empty; "
        + "another value is an error)",
      example: "from [2, 1] | map { timer x, x * 10 } | concatAll",
      state: "the running inner subscription, and the signals waiting",
      compile: .signal(Compile.flatteningAll { $0.concatMap($1) })),
    .row(
      "switchAll", .stage, .flattening, dialect: .rxjs,
      nearest: "`switchToLatest`, which subscribes the new stream before it cuts the "
        + "old one off", forms: ["switchAll"], takes: .nothing,
      summary:
        "a signal of signals, following only the latest: a new inner signal unsubscribes the "
        + "current one, then is subscribed (`switchMap` on signals)",
      example:
        "marbles \"ab|\", 1 | map { y -> interval 0.6 | take 2 | map y + str(x) } | switchAll",
      state: "the current inner subscription",
      compile: .signal(Compile.flatteningAll { $0.switchMap($1) })),
    .row(
      "exhaustAll", .stage, .flattening, dialect: .rxjs, nearest: "none", forms: ["exhaustAll"],
      takes: .nothing,
      summary:
        "a signal of signals, but an inner signal that comes while one runs is dropped, never"
        + " subscribed, and it completes when the source has and no inner signal runs",
      example:
        "marbles \"ab|\", 1 | map { y -> interval 0.6 | take 2 | map y + str(x) } | exhaustAll",
      state: "the running inner subscription",
      compile: .signal(Compile.flatteningAll { $0.exhaustMap($1) })),
    .row(
      "combineLatestAll", .stage, .flattening, dialect: .rxjs,
      nearest: "none (`combineLatest A, B…` takes its streams as arguments)",
      forms: ["combineLatestAll"], takes: .nothing,
      summary:
        "collects the inner signals until the source completes, then subscribes them all: an "
        + "array of each one's latest value whenever one sends, once every one has sent "
        + "(`combineLatest` of the collected signals); no inner signal completes at once",
      example: "from [1, 2] | map { y -> interval y | take 2 | map y * 10 + x } | combineLatestAll",
      state: "the inner signals collected",
      compile: .signal(Compile.joiningAll { Signal.combineLatest($0) })),
    .row(
      "zipAll", .stage, .flattening, dialect: .rxjs,
      nearest: "none (`zip A, B…` takes its streams as arguments)", forms: ["zipAll"],
      takes: .nothing,
      summary:
        "collects the inner signals until the source completes, then subscribes them all: an "
        + "array of their n-th values, for each n all have sent (`zip` of the collected "
        + "signals); no inner signal completes at once",
      example: "from [1, 2] | map { y -> interval y | take 2 | map y * 10 + x } | zipAll",
      state: "the inner signals collected",
      compile: .signal(Compile.joiningAll { Signal.zip($0) })),
    .row(
      "expand", .stage, .flattening, dialect: .rxjs, nearest: "none", forms: ["expand BLOCK[, N]"],
      takes: .blockAndOptionalCount,
      summary: "each value, then, recursively, each value of the block's stream for it: a value is "
        + "sent, then its stream subscribed, and that stream's values expand too",
      example: "just 1 | expand { timer 1, x * 2 | filter x <= 8 }",
      state: "the streams running, the values waiting", compile: .signal(Compile.expand)),
    .row(
      "mergeScan", .stage, .flattening, dialect: .rxjs, nearest: "none",
      forms: ["mergeScan BLOCK, SEED[, N]"],
      takes: .arity(2...3, "a block, a seed and an optional count"),
      summary: "for each value `x`, the block's stream, in which `acc` is the latest value any of "
        + "these streams sent (SEED at first, read when the stream is subscribed), their values"
        + " merged (at most N at once)",
      example: "marbles \"-a-b|\", 1 | mergeScan { timer 0.5, acc + x }, \"\"",
      state: "the accumulator, the streams running", compile: .signal(Compile.mergeScan)),
    .row(
      "switchScan", .stage, .flattening, dialect: .rxjs, nearest: "none",
      forms: ["switchScan BLOCK, SEED"], takes: .arity(2...2, "a block and a seed"),
      summary: "`mergeScan` following only the latest stream, as `switchMap` does: a new value "
        + "unsubscribes the running stream; `acc` is the latest value sent (SEED at first)",
      example:
        "marbles \"-a-b--|\", 1 | switchScan { v -> interval 0.8 | take 2 | map acc + v }, \"\"",
      state: "the accumulator, the running stream", compile: .signal(Compile.switchScan)),
    .row(
      "bind", .stage, .flattening, forms: ["bind BLOCK[, STOP]"],
      takes: .arity(1...2, "a block[, STOP]"),
      summary: "the primitive: a stream per value, merged; when STOP is true for a value, no later "
        + "value is taken", rule: "B1–B7",
      example: "from [1, 2, 3] | bind { from [x, x * 10] }, x == 2",
      state: "the inner subscriptions running",
      compile: .stage(signal: Compile.bind, sequence: SequenceCompile.bind)),
  ]
}
