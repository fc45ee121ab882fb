import SignalboxJSON

/// The live view's absence (`U…`): a `signalbox` built without the `LiveView` package trait
/// (a plain `swift build`) has no server, so `--live` and `:live` say so and how to build
/// one. Its entry ends `DiagnosticCatalogue.commandLine`.
extension DiagnosticMessage.ID {
  static let liveViewNotBuilt = Self("U032")
}

extension Message {
  /// `this signalbox was built without the live view: …`.
  static func liveViewNotBuilt() -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.liveViewNotBuilt)
  }
}
