// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "Signalbox",
  // `Synchronization.Mutex` (the engine's locks) needs these on Apple platforms.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Signalbox", targets: ["Signalbox"]),
    .library(name: "SignalboxJSON", targets: ["SignalboxJSON"]),
    .library(name: "SignalboxJQ", targets: ["SignalboxJQ"]),
    .library(name: "SignalboxLanguage", targets: ["SignalboxLanguage"]),
    .library(name: "SignalboxSession", targets: ["SignalboxSession"]),
    .library(name: "SignalboxTestSupport", targets: ["SignalboxTestSupport"]),
    .executable(name: "signalbox", targets: ["SignalboxCLI"]),
    .executable(name: "signalbox-docs", targets: ["SignalboxDocs"]),
  ],
  // `LiveView` (not a default): FlyingFox, for the live view's server (`--live`, `:live`).
  // A package that depends on Signalbox by `from:` resolves and fetches no FlyingFox
  // (SwiftPM leaves out a dependency whose every use is under a disabled trait;
  // docs/library.md). Every build the project makes enables it (the Makefile's
  // SWIFT_TRAITS); a plain `swift build` gives a `signalbox` whose `--live` says how.
  traits: [
    .trait(name: "LiveView", description: "The live view's HTTP server (FlyingFox) in the CLI")
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    // The live view's sockets and event loop (`--live`, `:live`): FlyingFox's FlyingSocks,
    // no SwiftNIO (docs/architecture.md).
    .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
  ],
  targets: [
    // Internal, no product: the C library's import and `make tsan`'s `Mutex` alias, once
    // for every module (each re-exports it in its `Imports.swift`).
    .target(
      name: "SignalboxPlatform"
    ),
    // C library functions that the Glibc module does not export (strptime), for SignalboxJQ.
    .target(
      name: "CSignalboxLibc"
    ),
    // The reactive engine: knows nothing of the pipeline language.
    .target(
      name: "Signalbox",
      dependencies: [
        "SignalboxPlatform",
        .product(name: "HeapModule", package: "swift-collections"),
        .product(name: "DequeModule", package: "swift-collections"),
      ]
    ),
    // JSON values, the byte-level reader and writer, fast paths, `items` streaming and the
    // skipper: knows nothing of the pipeline language.
    .target(
      name: "SignalboxJSON",
      dependencies: [
        "SignalboxPlatform", "Signalbox",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ]
    ),
    // jq's library: its builtins (one row each), the regex engine, dates, paths: knows
    // nothing of signals nor of the pipeline language.
    .target(
      name: "SignalboxJQ",
      dependencies: ["SignalboxPlatform", "SignalboxJSON", "CSignalboxLibc"]
    ),
    // Source, lexer, parser, AST, operator table, compiler, evaluator, diagnostics.
    .target(
      name: "SignalboxLanguage",
      dependencies: [
        "SignalboxPlatform",
        "Signalbox",
        "SignalboxJSON",
        "SignalboxJQ",
      ],
      // The operator table's words, one file per concern (Table/Operators/<concern>.txt),
      // compiled into the module as byte arrays (`PackageResources`): no bundle to ship.
      resources: [
        "aggregating", "combining", "commands", "errors", "filtering", "flattening", "lifecycle",
        "multicasting", "sequences", "sources", "statements", "time", "transforming", "windowing",
      ].map { .embedInCode("Table/Operators/\($0).txt") }
    ),
    // The UI-free session: jobs, meta commands, printers, marbles renderers, the report.
    .target(
      name: "SignalboxSession",
      dependencies: ["SignalboxPlatform", "Signalbox", "SignalboxJSON", "SignalboxLanguage"]
    ),
    // For tests: virtual-time timelines, event recorders and test sources, marble parsing,
    // a seeded generator, and the session harness (a program run on the virtual clock).
    .target(
      name: "SignalboxTestSupport",
      dependencies: [
        "SignalboxPlatform", "Signalbox", "SignalboxJSON", "SignalboxLanguage", "SignalboxSession",
      ]
    ),
    .systemLibrary(
      name: "CReadline",
      providers: [.apt(["libreadline-dev"])]
    ),
    // The live view (`--live`, `:live`): a loopback HTTP server streaming a session's
    // recorded events to a page that draws them. Linked into the command only.
    .target(
      name: "SignalboxLive",
      dependencies: [
        "SignalboxPlatform", "SignalboxSession", "SignalboxJSON",
        .product(name: "DequeModule", package: "swift-collections"),
        .product(
          name: "FlyingSocks", package: "FlyingFox", condition: .when(traits: ["LiveView"])),
      ]
    ),
    .executableTarget(
      name: "SignalboxCLI",
      dependencies: [
        "SignalboxPlatform",
        "SignalboxSession",
        "SignalboxLive",
        "CReadline",
      ]
    ),
    // `make docs`: docs/operators.md and docs/functions.md written from the operator table.
    .executableTarget(name: "SignalboxDocs", dependencies: ["SignalboxSession"]),
    .testTarget(
      name: "SignalboxTests",
      dependencies: ["SignalboxPlatform", "Signalbox", "SignalboxTestSupport"]
    ),
    .testTarget(
      name: "SignalboxJSONTests",
      dependencies: ["SignalboxJSON", "Signalbox", "SignalboxTestSupport"]
    ),
    .testTarget(
      name: "SignalboxJQTests",
      dependencies: [
        "SignalboxJQ", "SignalboxLanguage", "SignalboxSession", "SignalboxJSON",
        "SignalboxTestSupport",
      ]
    ),
    .testTarget(
      name: "SignalboxLanguageTests",
      dependencies: [
        "SignalboxPlatform", "SignalboxLanguage", "SignalboxSession", "SignalboxJSON", "Signalbox",
        "SignalboxJQ", "SignalboxTestSupport",
      ]
    ),
    .testTarget(
      name: "SignalboxSessionTests",
      dependencies: [
        "SignalboxPlatform", "SignalboxSession", "SignalboxLanguage", "SignalboxJSON", "Signalbox",
        "SignalboxTestSupport",
      ],
      // Expected renderer output, compared as files (MarbleSnapshots.swift).
      exclude: ["Marbles/Snapshots"]
    ),
    .testTarget(
      name: "SignalboxTestSupportTests",
      dependencies: ["SignalboxTestSupport", "Signalbox"]
    ),
    .testTarget(
      name: "SignalboxLiveTests",
      dependencies: ["SignalboxLive", "SignalboxSession", "SignalboxJSON"]
    ),
    .testTarget(
      name: "SignalboxCLITests",
      dependencies: ["SignalboxCLI", "SignalboxTestSupport"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
