import SignalboxJSON

/// `signalbox test`'s entries (`U…`): paths it cannot take (status 2).
extension DiagnosticCatalogue {
  static let testCommand: [DiagnosticEntry] = [
    DiagnosticEntry(
      .noSuchTestPath,
      text: "test: no such file or folder: {path}",
      "signalbox test takes script files and folders (searched for *.sbx); this path is "
        + "neither. Status 2.", ["test", "no-such-folder"], ["test", "10-expect.sbx"]),
    DiagnosticEntry(
      .noTestFiles,
      text: "test: no .sbx file to run in {paths}",
      "The folders given to signalbox test hold no *.sbx file: a run of nothing would pass, "
        + "so it is refused. Status 2.", ["test", "../Sources/SignalboxCLI"],
      ["test", "10-expect.sbx"]),
  ]
}

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
