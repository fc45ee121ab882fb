/// The operator catalogue behind `:help`, `:ops` and completion: one entry per operator
/// (or tight family), grouped as docs/operators.md is. Each example is a timeline that
/// `:help` runs on a virtual clock; `CatalogueTests` checks that docs/operators.md documents
/// every entry with the same summary and example.
struct CatalogueEntry: Sendable {
  /// The group, as in docs/operators.md.
  let group: String
  /// Each name with its argument shape (`throttle T[, EXPR]`).
  let forms: [String]
  let summary: String
  /// The RAC rule names (`TH1–TH5`), or the RAC selector.
  let rule: String
  let example: String

  /// The bare names (`throttle`).
  var names: [String] { forms.map { String($0.prefix(while: { $0 != " " && $0 != "(" })) } }
}

public enum Catalogue {
  static let entries: [CatalogueEntry] = [
    CatalogueEntry(
      group: "Sources", forms: ["from EXPR"],
      summary: "the values of an array, then completed, all at subscription (EXPR is evaluated per subscription)",
      rule: "C5",
      example: "from [1, 2, 3]"),
    CatalogueEntry(
      group: "Sources", forms: ["just EXPR"],
      summary: "one value, then completed",
      rule: "`+return:`",
      example: "just {\"a\": 1}"),
    CatalogueEntry(
      group: "Sources", forms: ["empty", "never", "error EXPR"],
      summary: "completes at once · sends nothing · fails at once",
      rule: "`+empty` `+never` `+error:`",
      example: "empty\nnever | take 0\nerror \"boom\""),
    CatalogueEntry(
      group: "Sources", forms: ["range A, B[, STEP]"],
      summary: "A + k·STEP while within B (down when STEP < 0)",
      rule: "",
      example: "range 10, 0, -4"),
    CatalogueEntry(
      group: "Sources", forms: ["interval T"],
      summary: "0, 1, 2 … every T seconds, never completes",
      rule: "IN1",
      example: "interval 0.5 | take 3"),
    CatalogueEntry(
      group: "Sources", forms: ["timer T[, EXPR]"],
      summary: "one value (default 0) at T, then completed",
      rule: "`+timer`",
      example: "timer 1.5, \"ding\""),
    CatalogueEntry(
      group: "Sources", forms: ["marbles \"STRING\"[, FRAME]"],
      summary: "a cold signal from marble syntax; frame 0 is sent at subscription",
      rule: "",
      example: "marbles \"a-b-#\", 0.25"),
    CatalogueEntry(
      group: "Sources", forms: ["defer BLOCK"],
      summary: "runs the block anew at every subscription",
      rule: "LF3",
      example: "let d = defer { just now() }\nsleep 2\nd"),
    CatalogueEntry(
      group: "Sources", forms: ["stdin [MODE]", "file \"PATH\" [MODE]"],
      summary: "JSON values read from standard input or a file, then completed; MODE lines, lenient, timed (a --format json recording replayed at its times) or items [PATH] [lenient] (the elements of one big document, one at a time, in the memory of one; docs/language.md)",
      rule: "",
      example: "file \"/dev/null\" | count"),
    CatalogueEntry(
      group: "Sources", forms: ["merge A, B…", "concat A, B…", "zip A, B…", "combineLatest A, B…"],
      summary: "combinations of blocks or names",
      rule: "M1, K1, Z1, CL1",
      example: "merge { marbles \"a--b|\" }, { marbles \"-c|\" }\nconcat { just 1 }, { just 2 }\nzip { from [1, 2, 3] }, { from [\"a\", \"b\"] }\ncombineLatest { marbles \"a-b|\" }, { marbles \"-x|\" }"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["map EXPR"],
      summary: "each value replaced by EXPR (`x` the value, `i` its index)",
      rule: "derived from `flattenMap`",
      example: "from [1, 2, 3] | map {n: x, i: i}"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["mapReplace EXPR"],
      summary: "each value replaced by EXPR, evaluated per value",
      rule: "`-mapReplace:`",
      example: "from [1, 2] | mapReplace \"tick\""),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["filter EXPR"],
      summary: "keeps the values for which EXPR is true (jq truthiness)",
      rule: "`-filter:`",
      example: "range 1, 6 | filter x % 2 == 0"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["ignore EXPR"],
      summary: "drops values equal to EXPR",
      rule: "`-ignore:`",
      example: "from [1, null, 2] | ignore null"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["reduceEach EXPR"],
      summary: "maps an array value with `$0 $1 …` bound to its items",
      rule: "`-reduceEach:`",
      example: "from [[1, 2], [3, 4]] | reduceEach $0 * $1"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["flattenMap BLOCK"],
      summary: "each value's stream, merged as they arrive (sequences: concatenated)",
      rule: "B2",
      example: "from [2, 1] | flattenMap { timer x, x * 10 }"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["flatten [N]"],
      summary: "a stream of streams merged; N limits concurrent inner signals, the rest queued in order (0 = unlimited)",
      rule: "F1–F5",
      example: "from [1, 2, 3] | map { timer 1, x } | flatten 1"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["startWith EXPR"],
      summary: "EXPR first, at subscription, then the source",
      rule: "SW1",
      example: "from [2, 3] | startWith 1"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["scan START, EXPR"],
      summary: "every running value (`acc` the previous), not START",
      rule: "SC1",
      example: "from [1, 2, 3, 4] | scan 0, acc + x"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["combinePrevious START, EXPR"],
      summary: "EXPR with `acc` = the previous value (START for the first)",
      rule: "`-combinePreviousWithStart:reduce:`",
      example: "from [1, 4, 9] | combinePrevious 0, x - acc"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["take N"],
      summary: "the first N values, then completed; `take 0` never subscribes",
      rule: "TK1, TK2",
      example: "interval 1 | take 2"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["skip N"],
      summary: "all but the first N values",
      rule: "TK3",
      example: "from [1, 2, 3] | skip 2"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["takeUntilBlock EXPR"],
      summary: "values until EXPR is true; that value is not sent",
      rule: "TK4",
      example: "from [1, 2, 3, 1] | takeUntilBlock x >= 3"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["takeWhileBlock EXPR"],
      summary: "values while EXPR is true",
      rule: "TK4",
      example: "from [1, 2, 3, 1] | takeWhileBlock x < 3"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["skipUntilBlock EXPR"],
      summary: "drops values until EXPR is true, then sends everything",
      rule: "TK4",
      example: "from [1, 5, 2] | skipUntilBlock x > 3"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["skipWhileBlock EXPR"],
      summary: "drops values while EXPR is true",
      rule: "TK4",
      example: "from [1, 5, 2] | skipWhileBlock x < 3"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["distinctUntilChanged"],
      summary: "drops a value equal (as JSON) to the one before; the first passes",
      rule: "DU1",
      example: "from [1, 1, {\"a\": 1}, {\"a\": 1}, 1] | distinctUntilChanged"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["concat BLOCK/NAME"],
      summary: "the source, then (only after it completes) the other",
      rule: "K1, K2",
      example: "marbles \"a-b|\" | concat { marbles \"c|\" }"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["zipWith BLOCK/NAME"],
      summary: "pairs by position; completes once a side is done and its buffer empty",
      rule: "Z1–Z3",
      example: "marbles \"a-b-c|\" | zipWith { marbles \"--1-2|\" }"),
    CatalogueEntry(
      group: "Transform and filter (S)", forms: ["bind BLOCK[, STOP]"],
      summary: "the primitive: a stream per value, merged; when STOP is true for a value, no later value is taken",
      rule: "B1–B7",
      example: "from [1, 2, 3] | bind { from [x, x * 10] }, x == 2"),
    CatalogueEntry(
      group: "Time", forms: ["throttle T[, EXPR]"],
      summary: "RAC's throttle — what Rx calls **debounce**: a value is held until T passes with no newer value, then sent; a newer value replaces it; completion sends the held value first; error drops it. With EXPR, values failing it are sent at once. (Rx's `throttle` sends the *first* value of a window instead.)",
      rule: "TH1–TH5",
      example: "marbles \"ab--c|\", 0.5 | throttle 1"),
    CatalogueEntry(
      group: "Time", forms: ["debounce T"],
      summary: "the same operator under its Rx name",
      rule: "TH1–TH5",
      example: "marbles \"aa-a---b|\", 0.5 | debounce 1"),
    CatalogueEntry(
      group: "Time", forms: ["delay T"],
      summary: "next and completed shifted by T; error at once (pending values dropped)",
      rule: "D1–D3",
      example: "marbles \"a-b|\", 0.5 | delay 1"),
    CatalogueEntry(
      group: "Time", forms: ["bufferWithTime T"],
      summary: "arrays of the values that arrived in each window of T, a window started by its first value; no empty arrays; completion flushes",
      rule: "BT1–BT4",
      example: "marbles \"ab---c-|\", 0.5 | bufferWithTime 1"),
    CatalogueEntry(
      group: "Time", forms: ["timeout T"],
      summary: "error \"timed out\" if the whole signal has not completed within T",
      rule: "TO1",
      example: "interval 1 | timeout 2.5"),
    CatalogueEntry(
      group: "Time", forms: ["sample NAME/BLOCK"],
      summary: "the source's latest value whenever the sampler sends (nothing before the first source value)",
      rule: "SA1",
      example: "interval 0.4 | sample { interval 1 } | take 3"),
    CatalogueEntry(
      group: "Time", forms: ["timestamp"],
      summary: "values become `{\"t\": T, \"value\": V}`",
      rule: "",
      example: "marbles \"a-b|\", 0.5 | timestamp"),
    CatalogueEntry(
      group: "Aggregate", forms: ["collect", "toArray"],
      summary: "one array of every value at completion (`[]` when empty)",
      rule: "AG2",
      example: "range 1, 4 | collect"),
    CatalogueEntry(
      group: "Aggregate", forms: ["aggregate START, EXPR"],
      summary: "the final accumulator at completion (START when empty)",
      rule: "AG1",
      example: "range 1, 4 | aggregate 1, acc * x"),
    CatalogueEntry(
      group: "Aggregate", forms: ["takeLast N"],
      summary: "the last N values, sent at completion",
      rule: "TL1",
      example: "range 1, 5 | takeLast 2"),
    CatalogueEntry(
      group: "Aggregate", forms: ["count"],
      summary: "how many values, at completion",
      rule: "",
      example: "from [\"a\", \"b\", \"c\"] | count"),
    CatalogueEntry(
      group: "Aggregate", forms: ["any [EXPR]"],
      summary: "`true` at the first passing value (any value, without EXPR), `false` at completion; an error gives `false`",
      rule: "BO1",
      example: "from [1, 5, 2] | any x > 4"),
    CatalogueEntry(
      group: "Aggregate", forms: ["all EXPR"],
      summary: "`false` at the first failing value or on error, `true` at completion",
      rule: "BO2",
      example: "from [1, 5, 2] | all x < 4"),
    CatalogueEntry(
      group: "Aggregate", forms: ["first"],
      summary: "the first value (`null` when empty), then completed",
      rule: "BL1",
      example: "interval 1 | first"),
    CatalogueEntry(
      group: "Combine", forms: ["merge NAME/BLOCK"],
      summary: "both at once; completes when both have",
      rule: "M1, M2",
      example: "marbles \"a--b|\" | merge { marbles \"-x|\" }"),
    CatalogueEntry(
      group: "Combine", forms: ["combineLatestWith NAME/BLOCK"],
      summary: "arrays of the latest of each, once both have sent; completes when both have",
      rule: "CL1–CL4",
      example: "marbles \"a-b|\" | combineLatestWith { marbles \"-x--y|\" }"),
    CatalogueEntry(
      group: "Combine", forms: ["switchToLatest"],
      summary: "follows only the latest inner signal",
      rule: "S1–S5",
      example: "marbles \"ab|\", 1 | map { y -> interval 0.6 | take 2 | map y + str(x) } | switchToLatest"),
    CatalogueEntry(
      group: "Combine", forms: ["then BLOCK"],
      summary: "ignores the source's values; after it completes, the block's stream",
      rule: "LF3",
      example: "from [1, 2] | then { just \"done\" }"),
    CatalogueEntry(
      group: "Combine", forms: ["ignoreValues"],
      summary: "only completed or error",
      rule: "LF4",
      example: "from [1, 2] | ignoreValues"),
    CatalogueEntry(
      group: "Combine", forms: ["takeUntil NAME/BLOCK"],
      summary: "completes when the trigger sends or completes; a trigger error is ignored",
      rule: "TU1–TU4",
      example: "interval 1 | takeUntil { timer 2.5 }"),
    CatalogueEntry(
      group: "Combine", forms: ["takeUntilReplacement NAME/BLOCK"],
      summary: "the source until the replacement sends, then the replacement",
      rule: "TR1",
      example: "interval 1 | takeUntilReplacement { timer 2.5, \"new\" }"),
    CatalogueEntry(
      group: "Combine", forms: ["groupBy EXPR"],
      summary: "a signal of groups, one per key; `key(g)` is a group's key",
      rule: "GB1",
      example: "from [1, 2, 3, 4] | groupBy x % 2 | flattenMap { g -> g | collect | map {key: key(g), values: x} }"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["catch BLOCK"],
      summary: "on error, the block's stream (`x` = the message)",
      rule: "CA1",
      example: "marbles \"a#\" | catch { just \"recovered from \" + x }"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["catchTo NAME/BLOCK"],
      summary: "on error, the given stream",
      rule: "CA1",
      example: "error \"boom\" | catchTo { from [1, 2] }"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["try EXPR[, MESSAGE]"],
      summary: "an error (MESSAGE or \"try: predicate failed\") at the first value failing EXPR",
      rule: "TY1",
      example: "from [1, -1, 2] | try x > 0, \"negative: \" + str(x)"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["tryMap EXPR"],
      summary: "map, failing on an evaluation error or a null result",
      rule: "TY1",
      example: "from [{\"v\": 1}, {}] | tryMap x.v"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["retry [N]"],
      summary: "resubscribes on error, at most N times (N+1 subscriptions; no N: forever)",
      rule: "RT1, RT2",
      example: "marbles \"a#\" | initially log(\"subscribed\") | retry 1"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["repeat [N]"],
      summary: "resubscribes on completion; N subscriptions in all (no N: forever)",
      rule: "RP1",
      example: "just \"x\" | repeat 3"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["materialize"],
      summary: "events become values",
      rule: "EV1",
      example: "marbles \"a#\" | materialize"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["dematerialize"],
      summary: "event values become events",
      rule: "EV2",
      example: "from [{\"kind\": \"next\", \"value\": 1}, {\"kind\": \"completed\"}] | dematerialize"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["initially EXPR"],
      summary: "evaluates EXPR at every subscription, before the source",
      rule: "LF1",
      example: "from [1] | initially log(\"starting\")"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["finally EXPR"],
      summary: "evaluates EXPR when the source completes or errors — not when disposed, as in RAC",
      rule: "LF2",
      example: "from [1] | finally log(\"finished\")"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["doNext EXPR", "doError EXPR", "doCompleted EXPR"],
      summary: "a side effect, then the event passes on",
      rule: "LF5",
      example: "from [1] | doNext log(\"saw\", x) | doCompleted log(\"done\")"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["trace [LABEL]"],
      summary: "passes events on, printing each lifecycle step (LABEL: the stage before)",
      rule: "",
      example: "from [1] | map x + 1 | trace"),
    CatalogueEntry(
      group: "Errors and lifecycle", forms: ["log(…)"],
      summary: "a function: prints its arguments as a `log` line, returns the last",
      rule: "",
      example: "from [2] | map log(\"doubling\", x) * 2"),
    CatalogueEntry(
      group: "Multicasting and subjects", forms: ["publish", "connect NAME"],
      summary: "hot after `connect`: one subscription to the source, shared",
      rule: "MC1",
      example: "let p = interval 1 | take 2 | map log(\"source\", x) | publish\np | map \"A\" + str(x) &\np | map \"B\" + str(x) &\nconnect p"),
    CatalogueEntry(
      group: "Multicasting and subjects", forms: ["autoconnect"],
      summary: "after `publish`: connects on the first subscriber, disconnects for good when the last leaves",
      rule: "MC2",
      example: "let a = interval 1 | publish | autoconnect\na | take 2"),
    CatalogueEntry(
      group: "Multicasting and subjects", forms: ["replay", "replayLast", "replayLazily"],
      summary: "hot at once and replays everything · only the latest · connects on first use",
      rule: "MC3",
      example: "let r = marbles \"abc|\" | replayLast\nsleep 1\nr"),
    CatalogueEntry(
      group: "Multicasting and subjects", forms: ["subject", "send", "complete", "fail"],
      summary: "a hot subject; it forgets it terminated",
      rule: "SU1, SU2",
      example: "subject s\ns | map x * 10 &\nsend s, 1\nsend s, 2\ncomplete s"),
    CatalogueEntry(
      group: "Multicasting and subjects", forms: ["replaySubject NAME[, CAPACITY]"],
      summary: "replays its buffer and its terminal event",
      rule: "RS1",
      example: "replaySubject r, 2\nsend r, 1\nsend r, 2\nsend r, 3\ncomplete r\nr"),
    CatalogueEntry(
      group: "Multicasting and subjects", forms: ["behaviorSubject NAME, EXPR"],
      summary: "a late subscriber gets the latest value",
      rule: "BS1",
      example: "behaviorSubject b, \"start\"\nsend b, \"latest\"\nb | take 1"),
    CatalogueEntry(
      group: "Commands", forms: ["command", "execute", "c.executionSignals", "c.executing", "c.enabled", "c.errors"],
      summary: "a command runs its block per `execute`; `executing` starts `false`; executing while busy (not `concurrent`) is refused with a warning",
      rule: "CMD1–CMD7",
      example: "command c = { timer 1, x * 2 }\nc.executionSignals | flatten | take 1 &\nc.executing | take 3 &\nexecute c, 21"),
  ]
}
