// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Signalbox",
  products: [
    .library(name: "Signalbox", targets: ["Signalbox"]),
    .library(name: "SignalboxLanguage", targets: ["SignalboxLanguage"]),
    .library(name: "SignalboxTestSupport", targets: ["SignalboxTestSupport"]),
    .executable(name: "signalbox", targets: ["SignalboxCLI"]),
    .executable(name: "signalbox-docs", targets: ["SignalboxDocs"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
  ],
  targets: [
    // The reactive engine: knows nothing of the pipeline language.
    .target(
      name: "Signalbox",
      dependencies: [
        .product(name: "HeapModule", package: "swift-collections"),
        .product(name: "DequeModule", package: "swift-collections"),
      ],
      swiftSettings: [
        .unsafeFlags(
          ["-cross-module-optimization", "-enforce-exclusivity=unchecked"],
          .when(configuration: .release))
      ]
    ),
    // Lexer, parser, AST, evaluator, compiler and the UI-free Session.
    .target(
      name: "SignalboxLanguage",
      dependencies: [
        "Signalbox",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: [
        .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
      ]
    ),
    // Virtual-time helpers, event recorders and marble parsing for tests.
    .target(name: "SignalboxTestSupport", dependencies: ["Signalbox"]),
    .systemLibrary(
      name: "CReadline",
      providers: [.apt(["libreadline-dev"])]
    ),
    .executableTarget(
      name: "SignalboxCLI",
      dependencies: [
        "SignalboxLanguage",
        "CReadline",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // `make docs`: docs/operators.md and docs/functions.md written from the operator table.
    .executableTarget(name: "SignalboxDocs", dependencies: ["SignalboxLanguage"]),
    .testTarget(
      name: "SignalboxTests",
      dependencies: ["Signalbox", "SignalboxTestSupport"]
    ),
    .testTarget(
      name: "SignalboxLanguageTests",
      dependencies: ["SignalboxLanguage", "Signalbox"],
      // Expected renderer output, compared as files (MarbleSnapshots.swift).
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "SignalboxTestSupportTests",
      dependencies: ["SignalboxTestSupport", "Signalbox"]
    ),
    .testTarget(
      name: "SignalboxCLITests",
      dependencies: ["SignalboxCLI"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
