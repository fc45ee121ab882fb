// swift-tools-version:6.1
import PackageDescription

// The benchmarks live in a package of their own so the main build stays light: ordo-one's
// benchmark harness and OpenCombine (the peer) are dependencies of this package only.
let package = Package(
  name: "SignalboxBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Signalbox", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.27.0",
      traits: ["MallocInterposer"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // The four engine workloads, each for Signalbox, OpenCombine and a hand-written floor.
    .target(
      name: "Workloads",
      dependencies: [
        .product(name: "Signalbox", package: "Signalbox"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      swiftSettings: [.unsafeFlags(["-cross-module-optimization"])]
    ),
    // `make bench`: the side-by-side table (median ns per element, ratio).
    .executableTarget(name: "BenchTable", dependencies: ["Workloads"]),
    // `make bench-metrics`: the same workloads under ordo-one/benchmark (allocations, ARC).
    .executableTarget(
      name: "EngineBenchmarks",
      dependencies: [
        "Workloads",
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/EngineBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
