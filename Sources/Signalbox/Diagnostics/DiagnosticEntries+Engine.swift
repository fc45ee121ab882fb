/// The IDs of the engine's own errors (`SignalError`). The engine knows no programs, so the
/// entries that explain them are the language's (`DiagnosticEntries+Runtime.swift`, and the
/// session's for `S003`), whose stages raise the same IDs with the stage's name before the
/// text.
extension DiagnosticMessage.ID {
  public static let timedOut = Self("R005")
  public static let noElements = Self("R024")
  public static let closesAtOnce = Self("R048")
  public static let commandNotEnabled = Self("S003")
}
