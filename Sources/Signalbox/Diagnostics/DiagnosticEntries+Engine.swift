/// The IDs of the engine's own errors (`SignalError`). The engine knows no programs, so the
/// entries that explain them are the language's (`DiagnosticEntries+Runtime.swift`, and the
/// session's for `S003`), whose stages raise the same IDs with the stage's name before the
/// text.
extension DiagnosticMessage.ID {
  /// R005: `timeout` saw no event in time (`SignalError.timedOut`).
  public static let timedOut = Self("R005")
  /// R024: an operator needing a value saw none (`SignalError.noElements`).
  public static let noElements = Self("R024")
  /// R048: a `bufferWhen` closing signal ended at once (`SignalError.closesAtOnce`).
  public static let closesAtOnce = Self("R048")
  /// S003: a disabled command was executed (`SignalError.commandNotEnabled`).
  public static let commandNotEnabled = Self("S003")
}
