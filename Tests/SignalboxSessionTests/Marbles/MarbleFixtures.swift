@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Marble models for the renderer tests: what the recorder gives for some pipelines,
/// mostly written out by hand so the renderers are tested on their own (the inner rows of a
/// block are recorded from real programs).
enum MarbleFixtures {
  /// `marbles "ab--c|", 0.5 | throttle 1`
  static let throttle = MarbleModel(stages: [
    MarbleStage(
      "1:marbles",
      [
        .subscribed(0), .value(0, "\"a\""), .value(0.5, "\"b\""), .value(2, "\"c\""),
        .completed(2.5),
      ]),
    MarbleStage(
      "2:throttle", [.subscribed(0), .value(1.5, "\"b\""), .value(2.5, "\"c\""), .completed(2.5)]),
  ])

  /// `interval 1 | take 100`
  static let interval: MarbleModel = {
    var source: [MarbleEvent] = [.subscribed(0)]
    var take: [MarbleEvent] = [.subscribed(0)]
    for k in 1...100 {
      source.append(.value(Double(k), String(k - 1)))
      take.append(.value(Double(k), String(k - 1)))
    }
    source.append(.disposed(100))
    take.append(.completed(100))
    return MarbleModel(stages: [MarbleStage("1:interval", source), MarbleStage("2:take", take)])
  }()

  /// `just "xxx…" | map str(x)` with a 2 000-character value.
  static let longValue: MarbleModel = {
    let long = "\"" + String(repeating: "x", count: 2000) + "\""
    return MarbleModel(stages: [
      MarbleStage("1:just", [.subscribed(0), .value(0, long), .completed(0)]),
      MarbleStage(
        "2:delay", [.subscribed(0), .value(1, long), .value(1.5, "\"short\""), .completed(1.5)]),
    ])
  }()

  /// `from [1, 2, 0, 4] | map 4 / x` failing on 0, then `retry 1`.
  static let error = MarbleModel(stages: [
    MarbleStage(
      "1:marbles",
      [
        .subscribed(0), .value(0, "1"), .value(1, "2"), .value(2, "0"), .disposed(2),
        .subscribed(2), .value(2, "1"), .value(3, "2"), .value(4, "0"), .disposed(4),
      ]),
    MarbleStage(
      "2:map",
      [
        .subscribed(0), .value(0, "4"), .value(1, "2"), .error(2, "division by zero"),
        .subscribed(2), .value(2, "4"), .value(3, "2"), .error(4, "division by zero"),
      ]),
    MarbleStage(
      "3:retry",
      [
        .subscribed(0), .value(0, "4"), .value(1, "2"), .value(2, "4"), .value(3, "2"),
        .error(4, "division by zero"),
      ]),
  ])

  /// `from [1, 2] | flattenMap { interval 1 | take 2 }`, recorded by a real session on the
  /// virtual clock: the block's stages have rows of their own (`2.1:interval`, `2.2:take`),
  /// each subscribed twice at 0.
  static let inner = recorded(innerProgram)
  static let innerProgram = "from [1, 2] | flattenMap { interval 1 | take 2 }"

  /// `marbles "-a-b|", 0.5 | flattenMap { y -> timer 1, y }`, recorded: the block's row is
  /// subscribed late, at 0.5 and 1.5.
  static let late = recorded("marbles \"-a-b|\", 0.5 | flattenMap { y -> timer 1, y }")

  /// The model the recorder gives for `program`'s one foreground pipeline (run on the
  /// virtual clock, as `--report` records it).
  static func recorded(_ program: String) -> MarbleModel {
    var options = SessionOptions()
    options.virtualTime = true
    options.report = true
    let session = Session(options: options, output: CollectedOutput())
    session.runProgram([SourceFile(name: "t.sbx", text: program)])
    return session.reportEntries.first?.model ?? MarbleModel(stages: [])
  }

  /// A burst at 0, then nothing for an hour.
  static let idle = MarbleModel(stages: [
    MarbleStage(
      "1:merge",
      [
        .subscribed(0), .value(0, "\"a\""), .value(0.5, "\"b\""), .value(1, "\"c\""),
        .value(3600, "\"late\""), .completed(3600),
      ])
  ])

  static let all: [(String, MarbleModel)] = [
    ("throttle", throttle), ("interval", interval), ("long-value", longValue), ("error", error),
    ("inner", inner), ("idle", idle),
  ]
}
