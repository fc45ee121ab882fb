import SignalboxJSON

/// The command line's IDs (`U…`), raised by `DiagnosticMessages+CommandLine.swift`.
extension DiagnosticMessage.ID {
  public static let unknownOutputFormat = Self("U001")
  public static let argsNeedProgram = Self("U002")
  public static let programGivenTwice = Self("U003")
  public static let badHorizon = Self("U004")
  public static let badIndent = Self("U005")
  public static let jqOutputNotJSON = Self("U006")
  public static let needsNameAndValue = Self("U007")
  public static let badArgumentName = Self("U008")
  public static let argumentNotJSON = Self("U009")
  public static let cannotReadArgumentFile = Self("U010")
  public static let unknownMarbleFormat = Self("U011")
  public static let marblesWithSpace = Self("U012")
  public static let noCompletionScript = Self("U013")
  public static let cannotReadScript = Self("U014")
  public static let runAsProgram = Self("U015")
  public static let cannotWriteOutput = Self("U016")
  public static let needsReadline = Self("U017")
  public static let compareWithProgram = Self("U018")
  public static let unknownCommandLineOption = Self("U019")
  public static let missingOptionValue = Self("U020")
  public static let flagTakesNoValue = Self("U021")
  public static let invalidOptionValue = Self("U022")
  public static let commandLineRefused = Self("U023")
  public static let badThreads = Self("U024")
  public static let badLivePort = Self("U025")

  /// The entries of the command line (to list them until its explanations are entries).
  static let commandLineIDs: [Self] = [
    .unknownOutputFormat,
    .argsNeedProgram,
    .programGivenTwice,
    .badHorizon,
    .badIndent,
    .jqOutputNotJSON,
    .needsNameAndValue,
    .badArgumentName,
    .argumentNotJSON,
    .cannotReadArgumentFile,
    .unknownMarbleFormat,
    .marblesWithSpace,
    .noCompletionScript,
    .cannotReadScript,
    .runAsProgram,
    .cannotWriteOutput,
    .needsReadline,
    .compareWithProgram,
    .unknownCommandLineOption,
    .missingOptionValue,
    .flagTakesNoValue,
    .invalidOptionValue,
    .commandLineRefused,
    .badThreads,
    .badLivePort,
  ]
}
