import SignalboxJSON

/// `signalbox test`'s IDs and messages (`U…`); their entries end
/// `DiagnosticCatalogue.commandLine`.
extension DiagnosticMessage.ID {
  static let noSuchTestPath = Self("U030")
  static let noTestFiles = Self("U031")
}

extension Message {
  static func noSuchTestPath(_ path: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.noSuchTestPath, ["path": path])
  }
  static func noTestFiles(_ paths: String) -> DiagnosticMessage {
    DiagnosticCatalogue.commandLineMessage(.noTestFiles, ["paths": paths])
  }
}
