import Benchmark
import Workloads

/// The engine rows under ordo-one/benchmark: wall clock and allocations per element
/// (`make bench-metrics`).
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 1,
    scalingFactor: .one,
    maxDuration: .seconds(2),
    maxIterations: 20
  )
  for row in Workloads.rows {
    let n = row.elements / 10
    for (engine, body) in [
      ("signalbox", row.signalbox), ("opencombine", row.opencombine), ("floor", row.floor),
    ] {
      Benchmark("\(row.name) \(engine) (\(n) elements)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(body(n)) }
      }
    }
  }
}
