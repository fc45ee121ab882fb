import Signalbox
import SignalboxJSON

/// RxJS 7's buffers and windows, `audit` and `shareReplay` (rule "Rx"). A window is a
/// stream value, as a `groupBy` group is: a hot signal, subscribed by the stage after.
extension OperatorTable {
  static let rxD: [OperatorSpec] = [
    OperatorSpec(
      name: "bufferTime", role: .stage, group: .rx,
      forms: ["bufferTime T[, CREATION[, MAX]]"], arity: 1...3,
      takes: "a time in seconds, an optional creation interval (or null) and maximum size",
      doc: .own(
        summary:
          "RxJS's buffers by time, ticking from the subscription: an array every T, empty ones "
          + "too; a buffer holding MAX values is sent at once and the next opens. With "
          + "CREATION, a buffer opens every CREATION seconds, each sent T after it opened "
          + "(they may overlap). Completion sends the open buffers; an error drops them. RAC's "
          + "`bufferWithTime` opens a window at a value and never sends an empty array",
        rule: "Rx", example: "marbles \"ab---c-|\", 0.5 | bufferTime 1"),
      state: "the values of the open buffers", time: "sends a buffer T after it opened",
      pending: "sends buffer",
      compile: .stage(
        signal: Compile.timeSpans { s, t, c, m, on in
          s.bufferTime(t, creationInterval: c, maxSize: m, on: on).map { .array($0) }
        }, sequence: nil)),
    OperatorSpec(
      name: "bufferWhen", role: .stage, group: .rx, forms: ["bufferWhen BLOCK"], arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "a buffer opens at the subscription; when the stream the block makes sends, the "
          + "buffer is sent (empty ones too), the next opens and the block runs anew. "
          + "Completion sends the open buffer",
        rule: "Rx", example: "marbles \"ab-c---|\", 0.5 | bufferWhen { timer 1 }"),
      state: "the values of the open buffer",
      compile: .stage(signal: Compile.bufferWhen, sequence: nil)),
    OperatorSpec(
      name: "bufferToggle", role: .stage, group: .rx,
      forms: ["bufferToggle NAME/BLOCK, BLOCK"], arity: 2...2,
      takes: "an openings stream and a block",
      doc: .own(
        summary:
          "each value of the first stream opens a buffer, sent when the stream the block makes "
          + "of that value sends; every value goes into every open buffer. Completion sends the "
          + "open buffers",
        rule: "Rx",
        example: "interval 0.5 | take 6 | bufferToggle { timer 0.2, 0 | concat { timer 1.5 } }, "
          + "{ timer 1 }"),
      state: "the values of each open buffer",
      compile: .stage(
        signal: Compile.toggles { s, o, c in s.bufferToggle(o, closing: c).map { .array($0) } },
        sequence: nil)),
    OperatorSpec(
      name: "windowCount", role: .stage, group: .rx, forms: ["windowCount N[, EVERY]"],
      arity: 1...2, takes: "a count and an optional start interval",
      doc: .own(
        summary:
          "windows — hot streams, each sent when it opens — of N values; a new one opens at the "
          + "subscription and every EVERY values (N when left out). Completion ends the open "
          + "windows, then the stream",
        rule: "Rx",
        example: "marbles \"abcde|\", 1 | windowCount 2 | mergeMap { w -> w | collect }"),
      state: "the open windows",
      compile: .stage(signal: Compile.windowCount, sequence: nil)),
    OperatorSpec(
      name: "windowTime", role: .stage, group: .rx,
      forms: ["windowTime T[, CREATION[, MAX]]"], arity: 1...3,
      takes: "a time in seconds, an optional creation interval (or null) and maximum size",
      doc: .own(
        summary:
          "`bufferTime`'s timing, in windows: each a hot stream sent when it opens, completed "
          + "when its buffer would be sent",
        rule: "Rx",
        example: "marbles \"ab---c-|\", 0.5 | windowTime 1 | mergeMap { w -> w | collect }"),
      state: "the open windows", time: "closes a window T after it opened",
      pending: "closes window",
      compile: .stage(
        signal: Compile.timeSpans { s, t, c, m, on in
          Compile.windows(s.windowTime(t, creationInterval: c, maxSize: m, on: on))
        }, sequence: nil)),
    OperatorSpec(
      name: "window", role: .stage, group: .rx, forms: ["window NAME/BLOCK"], arity: 1...1,
      takes: "a block or a name",
      doc: .own(
        summary:
          "the values in windows: the first opens at the subscription, and each value of the "
          + "other stream completes the current one and opens the next",
        rule: "Rx",
        example:
          "marbles \"abcde|\", 0.5 | window { interval 1 } | mergeMap { w -> w | collect }"),
      state: "the open window",
      compile: .stage(signal: Compile.withOther { Compile.windows($0.window($1)) }, sequence: nil)
    ),
    OperatorSpec(
      name: "windowToggle", role: .stage, group: .rx,
      forms: ["windowToggle NAME/BLOCK, BLOCK"], arity: 2...2,
      takes: "an openings stream and a block",
      doc: .own(
        summary:
          "`bufferToggle` in windows: each value of the first stream opens a window, completed "
          + "when the stream the block makes of that value sends",
        rule: "Rx",
        example:
          "interval 0.5 | take 6 | windowToggle { timer 0.2, 0 | concat { timer 1.5 } }, "
          + "{ timer 1 } | mergeMap { w -> w | collect }"),
      state: "the open windows",
      compile: .stage(
        signal: Compile.toggles { s, o, c in Compile.windows(s.windowToggle(o, closing: c)) },
        sequence: nil)),
    OperatorSpec(
      name: "audit", role: .stage, group: .rx, forms: ["audit BLOCK"], arity: 1...1,
      takes: "a block",
      doc: .own(
        summary:
          "`auditTime` with a duration stream: a value that comes while none runs starts the "
          + "block's stream (the block gets the value); its first value sends the latest source "
          + "value. Completion waits for a running duration",
        rule: "Rx", example: "marbles \"ab-c----d|\", 0.5 | audit { timer 1 }"),
      state: "the latest value, held",
      compile: .stage(signal: Compile.audit, sequence: nil)),
    OperatorSpec(
      name: "shareReplay", role: .stage, group: .rx,
      forms: ["shareReplay [N[, T]]", "shareReplay {bufferSize, windowTime, refCount}"],
      arity: 0...2, takes: "an optional count and time, or {bufferSize, windowTime, refCount}",
      doc: .own(
        summary:
          "`share` that replays: a late subscriber gets the last N values (all by default) that "
          + "came within T seconds, then live ones. When the source completes, the connection is "
          + "kept (late subscribers get the values and the completion); an error resets it. "
          + "Without `refCount: true` the source stays subscribed when every subscriber has "
          + "left. RAC's `replayLazily` is `shareReplay`; `replayLast` connects at once",
        rule: "Rx",
        example:
          "let s = interval 1 | take 3 | map log(\"source\", x) | shareReplay 1\ns &\nsleep 2.5\n"
          + "s"),
      state: "the values replayed", sharing: .hot,
      compile: .stage(signal: Compile.shareReplay, sequence: nil)),
    OperatorSpec(
      name: "connectable", role: .stage, group: .rx, forms: ["connectable"], arity: 0...0,
      takes: "no arguments",
      doc: .own(
        summary:
          "`publish` with RxJS's reset: hot after `connect NAME`; when the source ends, the "
          + "subject is replaced and the next `connect` subscribes the source anew (RAC's "
          + "`publish` connects once, for good, and its subject forgets that it ended)",
        rule: "Rx",
        example:
          "let c = interval 1 | take 2 | connectable\nc | map \"A\" + str(x) &\nconnect c\n"
          + "sleep 3\nc | map \"B\" + str(x) &\nconnect c"),
      state: "the shared subscription while connected", sharing: .connectable,
      compile: .stage(signal: Compile.connectable, sequence: nil)),
  ]
}
