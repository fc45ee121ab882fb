@testable import SignalboxLanguage

/// Marble models for the renderer tests: what the recorder gives for some pipelines,
/// written out by hand so the renderers are tested on their own.
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

  /// `from [1, 2] | flattenMap { timer x, x * 10 | … }` with a row for the inner signals,
  /// subscribed late.
  static let inner = MarbleModel(stages: [
    MarbleStage("1:from", [.subscribed(0), .value(0, "1"), .value(0, "2"), .completed(0)]),
    MarbleStage(
      "2:inner",
      [
        .subscribed(1), .value(2, "10"), .completed(2), .subscribed(2.5), .value(4.5, "20"),
        .completed(4.5),
      ]),
    MarbleStage(
      "3:flattenMap", [.subscribed(0), .value(2, "10"), .value(4.5, "20"), .completed(4.5)]),
  ])

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
