import Signalbox
import SignalboxJSON

/// Stages that gather values into arrays (buffers) or streams (windows).
extension OperatorTable {
  static let windowing: [OperatorSpec] = [
    .row(
      "bufferWithTime", .stage, .windowing, takes: .seconds,
      compile: .signal(
        Compile.timed(Compiler.TimeRule(positive: true)) { s, t, on in
          Compile.withinBudget("bufferWithTime", s) { $0.bufferWithTime(t, on: on) }
        })),
    .row(
      "bufferCount", .stage, .windowing, dialect: .rxjs, takes: .arity(1...2, "N[, EVERY]"),
      compile: .signal(Compile.bufferCount)),
    .row(
      "bufferTime", .stage, .windowing, dialect: .rxjs, takes: .timeSpans,
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
      "bufferWhen", .stage, .windowing, dialect: .rxjs, takes: .block,
      compile: .signal(Compile.bufferWhen)),
    .row(
      "bufferToggle", .stage, .windowing, dialect: .rxjs, takes: .openingsAndBlock,
      compile: .signal(Compile.bufferToggle)),
    .row(
      "windowCount", .stage, .windowing, dialect: .rxjs,
      takes: .arity(1...2, "a count and an optional start interval"),
      compile: .signal(Compile.windowCount)),
    .row(
      "windowTime", .stage, .windowing, dialect: .rxjs, takes: .timeSpans,
      compile: .signal(
        Compile.timeSpans { s, t, c, m, on in
          Compile.windows(s.windowTime(t, creationInterval: c, maxSize: m, on: on))
        })),
    .row(
      "window", .stage, .windowing, dialect: .rxjs, takes: .stream,
      compile: .signal(Compile.withOther { Compile.windows($0.window($1)) })),
    .row(
      "windowToggle", .stage, .windowing, dialect: .rxjs, takes: .openingsAndBlock,
      compile: .signal(
        Compile.toggles { s, o, c in Compile.windows(s.windowToggle(o, closing: c)) })),
  ]
}
