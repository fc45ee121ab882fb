/// One message of the diagnostics catalogue (`Message`): its stable ID and its text. Every
/// error and warning the language reports — lexer, parser, compiler, meta commands, and the
/// error events its operators, expressions and functions raise — is made by a function of
/// `Message`; `DiagnosticRenderer` prints the ones with a position.
public struct DiagnosticMessage: Sendable, Equatable, CustomStringConvertible {
  /// A stable identity, by phase: `L` lexer, `P` parser, `C` compiler, `R` error events of
  /// operators, `J` input data, `E` evaluation errors of expressions and functions, `M` meta
  /// commands, `S` warnings about running statements, `H` hints (notes) for other tools'
  /// spellings and where RAC and RxJS differ, `U` the command line (its options and files).
  /// An ID never changes meaning; a retired one is not reused.
  public enum ID: String, Sendable, CaseIterable {
    case unterminatedString = "L001"
    case invalidEscape = "L002"
    case invalidCharacter = "L003"
    case invalidNumber = "L004"
    case emptyInterpolation = "L005"
    case interpolationTooDeep = "L006"

    case unexpected = "P001"
    case chainedComparison = "P002"
    case nestedTooDeeply = "P003"
    case expressionTooDeep = "P004"
    case pipelineTooLong = "P005"
    case itemsNotTimed = "P006"
    case singleEquals = "P007"
    case jqFilterAsSource = "P020"
    case jqIterate = "P021"
    case tooManyErrors = "P022"
    case looksLikeData = "P023"

    case unknownOperator = "C001"
    case unknownSource = "C002"
    case unknownName = "C003"
    case unknownFunction = "C004"
    case arity = "C005"
    case notACount = "C006"
    case badTime = "C007"
    case tooManyStages = "C008"
    case zeroStep = "C009"
    case shadowing = "C010"
    case notASubject = "C011"
    case notACommand = "C012"
    case notAConnection = "C013"
    case sequenceOnly = "C014"
    case badMode = "C015"
    case unknownMember = "C016"
    case marblesNeedsLiteral = "C017"
    case autoconnectWithoutPublish = "C018"
    case badTraceLabel = "C019"
    case unknownOperatorMeaning = "C020"
    case unknownSourceMeaning = "C021"
    case notAPositiveCount = "C022"
    case shadowsOperator = "C023"
    case unknownOption = "C030"
    case expectedOptions = "C031"
    case unknownFormat = "C040"

    case expectedArray = "R001"
    case expectedPath = "R002"
    case expectedStream = "R003"
    case sequenceOfSignals = "R004"
    case timedOut = "R005"
    case nullResult = "R006"
    case expectedEvent = "R007"
    case unknownEventKind = "R008"
    case marbleError = "R009"
    case expectedPipeline = "R010"
    case expectedNumbers = "R011"
    case zeroStepAtRuntime = "R012"
    case nanBound = "R013"
    case infiniteBound = "R014"
    case streamTooDeep = "R015"
    case badCount = "R016"
    case badTimeAtRuntime = "R017"
    case sequenceNotReady = "R018"
    case predicateFailed = "R019"
    case rangeStalled = "R020"
    case badItemsPathStep = "R021"
    case badItemsPath = "R022"
    case lineTooLong = "R023"
    case noElements = "R024"
    case badPositiveCount = "R025"
    case badOption = "R030"
    case emptyItemsPathStep = "R026"
    case tooManyElements = "R044"
    case noMatchingElements = "R045"
    case closesAtOnce = "R048"

    case cannotNegate = "E001"
    case divisionByZero = "E002"
    case cannotAdd = "E003"
    case cannotApply = "E004"
    case cannotCompare = "E005"
    case cannotReadField = "E006"
    case cannotIndex = "E007"
    case functionArity = "E008"
    case functionNeeds = "E009"
    case functionOf = "E010"
    case cannotParse = "E011"
    case functionTakes = "E012"
    case integralExponent = "E013"
    case notAGroup = "E014"
    case rangeCannotCount = "E015"
    case valueTooDeep = "E016"
    case argumentCount = "E017"
    case argumentNeeds = "E018"
    case cannotCheckHas = "E019"
    case notANumberText = "E020"
    case notJSONText = "E021"
    case cannotAddInAdd = "E022"
    case negativeDepth = "E023"
    case cannotLookFor = "E024"
    case pathCannotIndex = "E025"
    case epochOutOfRange = "E026"
    case notADate = "E027"
    case badRegexFlags = "E028"
    case badRegex = "E029"
    case noSuchGroupNumber = "E030"
    case noSuchGroupName = "E031"
    case regexTooSlow = "E040"
    case cannotSlice = "E060"
    case cannotFormat = "E061"
    case notBase64 = "E062"
    case nulInRawOutput0 = "R060"

    case jsonEndOfInput = "J001"
    case jsonUnexpected = "J002"
    case jsonTooDeep = "J003"
    case jsonInvalidLiteral = "J004"
    case jsonControlCharacter = "J005"
    case jsonInvalidEscape = "J006"
    case jsonInvalidUnicodeEscape = "J007"
    case jsonTrailingText = "J008"
    case cannotOpen = "J009"
    case recordedError = "J010"
    case itemsNotAContainer = "J011"
    case itemsNoMember = "J012"
    case itemsNoElement = "J013"

    case metaTakes = "M001"
    case metaNeeds = "M002"
    case unknownMeta = "M003"
    case noJob = "M004"
    case cannotRead = "M005"
    case unknownID = "M006"
    case noLiveView = "M007"

    case neverEnds = "S001"
    case jobDisposed = "S002"

    case programTooLong = "B001"
    case valueTooLong = "B002"
    case tooMuchUnreadable = "B003"
    case arrayTooLong = "B004"
    case stringTooLong = "B005"
    case reportNotWritable = "B006"
    case commandNotEnabled = "S003"
    case cannotWriteMarbles = "S004"
    case nothingLeft = "S005"
    case pastHorizon = "S006"
    case clockAtHorizon = "S007"
    case cannotStartLiveView = "S008"

    case unknownOutputFormat = "U001"
    case argsNeedProgram = "U002"
    case programGivenTwice = "U003"
    case badHorizon = "U004"
    case badIndent = "U005"
    case jqOutputNotJSON = "U006"
    case needsNameAndValue = "U007"
    case badArgumentName = "U008"
    case argumentNotJSON = "U009"
    case cannotReadArgumentFile = "U010"
    case unknownMarbleFormat = "U011"
    case marblesWithSpace = "U012"
    case noCompletionScript = "U013"
    case cannotReadScript = "U014"
    case runAsProgram = "U015"
    case cannotWriteOutput = "U016"
    case needsReadline = "U017"
    case compareWithProgram = "U018"
    case unknownCommandLineOption = "U019"
    case missingOptionValue = "U020"
    case flagTakesNoValue = "U021"
    case invalidOptionValue = "U022"
    case commandLineRefused = "U023"
    case badThreads = "U024"
    case badLivePort = "U025"

    case arrowFunction = "H001"
    case swiftClosure = "H002"
    case pythonLambda = "H003"
    case blockIsAPipeline = "H004"
    case missingPipe = "H005"
    case stageOnNextLine = "H006"
    case throttleKeptLast = "H010"
    case delayDroppedValues = "H011"
    case timeoutWholeSignal = "H012"
    case takeUntilIgnoredError = "H013"
    case finallyNotOnDispose = "H014"
  }

  public let id: ID
  public let text: String

  package init(_ id: ID, _ text: String) {
    self.id = id
    self.text = text
  }

  public var description: String { text }

  /// `PREFIX: warning: TEXT [ID]`: a warning about input data at a position
  /// (`stdin:2:5`), as `DiagnosticRenderer` ends a line with its ID (the readers, which do
  /// not know the renderer, write these).
  func warningLine(at prefix: String, textPrefix: String = "") -> String {
    "\(prefix): warning: \(textPrefix)\(text) [\(id.rawValue)]"
  }
}

/// The catalogue's namespace: each module adds its messages in extensions (the JSON
/// module its input-data messages, `DiagnosticMessages+Input.swift`; the language the
/// rest).
package enum Message {}
