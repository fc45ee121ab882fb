// swift-tools-version:6.1
import PackageDescription

// An application that embeds the Signalbox engine, depending on it by version as any
// package would. `make test-embedding` (Signalbox's Makefile) sets SIGNALBOX_URL to a
// scratch clone tagged with the engine's version; a real package writes the repository's
// URL in its place.
let signalboxURL = Context.environment["SIGNALBOX_URL"] ?? "https://git.example.org/signalbox.git"

let package = Package(
  name: "Thermostat",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [
    // A plain dependency: the engine's one trait, `LiveView` (the command's live view
    // server, FlyingFox), is not a default, so nothing of it is fetched or built.
    .package(url: signalboxURL, from: "0.1.0")
  ],
  targets: [
    .target(
      name: "Thermostat",
      dependencies: [.product(name: "Signalbox", package: "signalbox")]
    ),
    .executableTarget(
      name: "thermostat-demo",
      dependencies: ["Thermostat", .product(name: "Signalbox", package: "signalbox")]
    ),
    .testTarget(
      name: "ThermostatTests",
      dependencies: [
        "Thermostat",
        .product(name: "Signalbox", package: "signalbox"),
        .product(name: "SignalboxTestSupport", package: "signalbox"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
