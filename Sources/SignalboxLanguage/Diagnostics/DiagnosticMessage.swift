/// One message of the diagnostics catalogue (`Message`): its stable ID and its text. Every
/// error and warning the language reports — lexer, parser, compiler, meta commands, and the
/// error events its operators, expressions and functions raise — is made by a function of
/// `Message`; `DiagnosticRenderer` prints the ones with a position.
public struct DiagnosticMessage: Sendable, Equatable, CustomStringConvertible {
  /// A stable identity, by phase: `L` lexer, `P` parser, `C` compiler, `R` error events of
  /// operators, `J` input data, `E` evaluation errors of expressions and functions, `M` meta
  /// commands, `S` warnings about running statements. An ID never changes meaning; a retired
  /// one is not reused.
  public enum ID: String, Sendable, CaseIterable {
    case unterminatedString = "L001", invalidEscape = "L002", invalidCharacter = "L003", invalidNumber = "L004"
    case emptyInterpolation = "L005", interpolationTooDeep = "L006"

    case unexpected = "P001", chainedComparison = "P002", nestedTooDeeply = "P003", expressionTooDeep = "P004"
    case pipelineTooLong = "P005", itemsNotTimed = "P006", singleEquals = "P007"

    case unknownOperator = "C001", unknownSource = "C002", unknownName = "C003", unknownFunction = "C004"
    case arity = "C005", notACount = "C006", badTime = "C007", tooManyStages = "C008", zeroStep = "C009"
    case shadowing = "C010", notASubject = "C011", notACommand = "C012", notAConnection = "C013"
    case sequenceOnly = "C014", badMode = "C015", unknownMember = "C016", marblesNeedsLiteral = "C017"
    case autoconnectWithoutPublish = "C018", badTraceLabel = "C019", unknownOperatorMeaning = "C020"
    case unknownSourceMeaning = "C021", notAPositiveCount = "C022"

    case expectedArray = "R001", expectedPath = "R002", expectedStream = "R003", sequenceOfSignals = "R004"
    case timedOut = "R005", nullResult = "R006", expectedEvent = "R007", unknownEventKind = "R008"
    case marbleError = "R009", expectedPipeline = "R010", expectedNumbers = "R011", zeroStepAtRuntime = "R012"
    case nanBound = "R013", infiniteBound = "R014", streamTooDeep = "R015", badCount = "R016"
    case badTimeAtRuntime = "R017", sequenceNotReady = "R018", predicateFailed = "R019", rangeStalled = "R020"
    case badItemsPathStep = "R021", badItemsPath = "R022", lineTooLong = "R023", noElements = "R024"
    case badPositiveCount = "R025"

    case cannotNegate = "E001", divisionByZero = "E002", cannotAdd = "E003", cannotApply = "E004"
    case cannotCompare = "E005", cannotReadField = "E006", cannotIndex = "E007", functionArity = "E008"
    case functionNeeds = "E009", functionOf = "E010", cannotParse = "E011", functionTakes = "E012"
    case integralExponent = "E013", notAGroup = "E014", rangeCannotCount = "E015", valueTooDeep = "E016"
    case argumentCount = "E017", argumentNeeds = "E018", cannotCheckHas = "E019", notANumberText = "E020"
    case notJSONText = "E021", cannotAddInAdd = "E022", negativeDepth = "E023", cannotLookFor = "E024"
    case pathCannotIndex = "E025", epochOutOfRange = "E026", notADate = "E027", badRegexFlags = "E028"
    case badRegex = "E029", noSuchGroupNumber = "E030", noSuchGroupName = "E031"

    case jsonEndOfInput = "J001", jsonUnexpected = "J002", jsonTooDeep = "J003", jsonInvalidLiteral = "J004"
    case jsonControlCharacter = "J005", jsonInvalidEscape = "J006", jsonInvalidUnicodeEscape = "J007"
    case jsonTrailingText = "J008", cannotOpen = "J009", recordedError = "J010"

    case metaTakes = "M001", metaNeeds = "M002", unknownMeta = "M003", noJob = "M004", cannotRead = "M005"

    case neverEnds = "S001", jobDisposed = "S002"
  }

  public let id: ID
  public let text: String

  init(_ id: ID, _ text: String) {
    self.id = id
    self.text = text
  }

  public var description: String { text }
}

extension EvalError {
  init(_ message: DiagnosticMessage) { self.init(message.text) }
}

extension RuntimeError {
  init(_ message: DiagnosticMessage, location: (file: SourceFile, offset: Int)? = nil, value: JSON? = nil) {
    self.init(message.text, location: location, value: value)
  }
}
