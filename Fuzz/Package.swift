// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets (`make fuzz`, `make fuzz-smoke`; docs/architecture.md, "Fuzzing and
// sanitizers"). A package of its own, like Benchmarks/, so the main build and `swift test`
// never see them. Built with `-Xswiftc -sanitize=fuzzer,address`, which links libFuzzer and
// instruments the Signalbox libraries the targets call for coverage. SwiftPM renames an
// executable's entry point to `<Target>_main`, which keeps libFuzzer's own `main` out, so
// each main.swift hands its entry function (`LLVMFuzzerTestOneInput`) to libFuzzer's
// driver, `LLVMFuzzerRunDriver` (declared by CFuzzer).
let package = Package(
  name: "SignalboxFuzz",
  dependencies: [
    .package(name: "Signalbox", path: "..")
  ],
  targets: [
    .target(name: "CFuzzer"),
    // The session, output and budget the two targets share.
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "SignalboxLanguage", package: "Signalbox"),
        .product(name: "SignalboxSession", package: "Signalbox"),
      ]
    ),
    // Arbitrary bytes as standard input (and as a file) for `stdin`, `stdin lenient`,
    // `stdin lines`, `stdin timed` and `file`.
    .executableTarget(
      name: "FuzzStdin",
      dependencies: ["FuzzSupport", "CFuzzer"]
    ),
    // Arbitrary bytes as one JSON value: the one-pass canonical writer and the exact number
    // paths against the tree path, `strtod` and `description`.
    .executableTarget(
      name: "FuzzCanonical",
      dependencies: ["CFuzzer", .product(name: "SignalboxJSON", package: "Signalbox")]
    ),
    // Arbitrary program text: parse, compile and run on the virtual clock.
    .executableTarget(
      name: "FuzzProgram",
      dependencies: ["FuzzSupport", "CFuzzer"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
