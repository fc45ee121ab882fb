import SignalboxJSON

/// The session's IDs: meta commands (`M…`) and running statements (`S…`).
extension DiagnosticMessage.ID {
  public static let metaTakes = Self("M001")
  public static let metaNeeds = Self("M002")
  public static let unknownMeta = Self("M003")
  public static let noJob = Self("M004")
  public static let cannotRead = Self("M005")
  public static let unknownID = Self("M006")
  public static let noLiveView = Self("M007")
  public static let neverEnds = Self("S001")
  public static let jobDisposed = Self("S002")
  public static let commandNotEnabled = Self("S003")
  public static let cannotWriteMarbles = Self("S004")
  public static let nothingLeft = Self("S005")
  public static let pastHorizon = Self("S006")
  public static let clockAtHorizon = Self("S007")
  public static let cannotStartLiveView = Self("S008")
}
