import Signalbox
import SignalboxJSON

/// Stages that gather values into arrays (buffers) or streams (windows).
extension OperatorTable {
  static let windowing: [OperatorSpec] = [
    .row(
      "bufferWithTime", .stage, .windowing, forms: ["bufferWithTime T"], takes: .seconds,
      summary:
        "arrays of the values that arrived in each window of T, a window started by its first "
        + "value; no empty arrays; completion flushes", rule: "BT1–BT4",
      example: "marbles \"ab---c-|\", 0.5 | bufferWithTime 1",
      state: "the values of the current window",
      time: "sends the window's values T after its first value", pending: "sends buffer",
      compile: .signal(
        Compile.timed(Compiler.TimeRule(positive: true)) { s, t, on in
          Compile.withinBudget("bufferWithTime", s) { $0.bufferWithTime(t, on: on) }
        })),
    .row(
      "bufferCount", .stage, .windowing, dialect: .rxjs,
      nearest: "none (RAC buffers by time only, with `bufferWithTime`)",
      forms: ["bufferCount N[, EVERY]"], takes: .arity(1...2, "N[, EVERY]"),
      summary: "arrays of N values, a new array starting at every EVERY-th value (default N: no "
        + "overlap; less: overlapping; more: values skipped)",
      example: "range 1, 6 | bufferCount 2\nrange 1, 5 | bufferCount 3, 1",
      state: "the last N values", compile: .signal(Compile.bufferCount)),
    .row(
      "bufferTime", .stage, .windowing, dialect: .rxjs,
      nearest: "`bufferWithTime`, which opens a window at a value and never sends an "
        + "empty array", forms: ["bufferTime T[, CREATION[, MAX]]"], takes: .timeSpans,
      summary:
        "an array every T from the subscription (empty ones too), a buffer holding MAX values"
        + " being sent at once and the next opened",
      example: "marbles \"ab---c-|\", 0.5 | bufferTime 1", state: "the values of the open buffers",
      time: "sends a buffer T after it opened", pending: "sends buffer",
      compile: .signal(
        Compile.timeSpans { s, t, c, m, on in
          guard let c else {
            return Compile.withinBudget("bufferTime", s) { $0.bufferTime(t, maxSize: m, on: on) }
          }
          // Buffers opened every CREATION hold a value until T after it came.
          let copies = Compile.overlaps(t, every: c)
          return Compile.holding("bufferTime", s, span: t, copies: copies, on: on)
            .bufferTime(t, creationInterval: c, maxSize: m, on: on).map { .array($0) }
        })),
    .row(
      "bufferWhen", .stage, .windowing, dialect: .rxjs, nearest: "none",
      forms: ["bufferWhen BLOCK"], takes: .block,
      summary: "a buffer opens at the subscription; when the stream the block makes sends, the "
        + "buffer is sent (empty ones too), the next opens and the block runs anew; "
        + "completion sends the open buffer",
      example: "marbles \"ab-c---|\", 0.5 | bufferWhen { timer 1 }",
      state: "the values of the open buffer", compile: .signal(Compile.bufferWhen)),
    .row(
      "bufferToggle", .stage, .windowing, dialect: .rxjs, nearest: "none",
      forms: ["bufferToggle NAME/BLOCK, BLOCK"], takes: .openingsAndBlock,
      summary:
        "each value of the first stream opens a buffer, sent when the stream the block makes "
        + "of that value sends; every value goes into every open buffer; completion sends the "
        + "open buffers",
      example: "interval 0.5 | take 6 | bufferToggle { timer 0.2, 0 | concat { timer 1.5 } }, "
        + "{ timer 1 }", state: "the values of each open buffer",
      compile: .signal(Compile.bufferToggle)),
    .row(
      "windowCount", .stage, .windowing, dialect: .rxjs,
      nearest: "none (`groupBy` also sends streams)", forms: ["windowCount N[, EVERY]"],
      takes: .arity(1...2, "a count and an optional start interval"),
      summary:
        "windows — hot streams, each sent when it opens — of N values; a new one opens at the "
        + "subscription and every EVERY values (N when left out); completion ends the open "
        + "windows, then the stream",
      example: "marbles \"abcde|\", 1 | windowCount 2 | mergeMap { w -> w | collect }",
      state: "the open windows", compile: .signal(Compile.windowCount)),
    .row(
      "windowTime", .stage, .windowing, dialect: .rxjs,
      nearest: "none (`groupBy` also sends streams)", forms: ["windowTime T[, CREATION[, MAX]]"],
      takes: .timeSpans,
      summary: "`bufferTime`'s timing, in windows: each a hot stream sent when it opens, completed "
        + "when its buffer would be sent",
      example: "marbles \"ab---c-|\", 0.5 | windowTime 1 | mergeMap { w -> w | collect }",
      state: "the open windows", time: "closes a window T after it opened",
      pending: "closes window",
      compile: .signal(
        Compile.timeSpans { s, t, c, m, on in
          Compile.windows(s.windowTime(t, creationInterval: c, maxSize: m, on: on))
        })),
    .row(
      "window", .stage, .windowing, dialect: .rxjs, nearest: "none (`groupBy` also sends streams)",
      forms: ["window NAME/BLOCK"], takes: .stream,
      summary: "the values in windows: the first opens at the subscription, and each value of the "
        + "other stream completes the current one and opens the next",
      example: "marbles \"abcde|\", 0.5 | window { interval 1 } | mergeMap { w -> w | collect }",
      state: "the open window",
      compile: .signal(Compile.withOther { Compile.windows($0.window($1)) })),
    .row(
      "windowToggle", .stage, .windowing, dialect: .rxjs,
      nearest: "none (`groupBy` also sends streams)", forms: ["windowToggle NAME/BLOCK, BLOCK"],
      takes: .openingsAndBlock,
      summary:
        "`bufferToggle` in windows: each value of the first stream opens a window, completed "
        + "when the stream the block makes of that value sends",
      example: "interval 0.5 | take 6 | windowToggle { timer 0.2, 0 | concat { timer 1.5 } }, "
        + "{ timer 1 } | mergeMap { w -> w | collect }", state: "the open windows",
      compile: .signal(
        Compile.toggles { s, o, c in Compile.windows(s.windowToggle(o, closing: c)) })),
  ]
}
