import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Samples of `DiagnosticCatalogueTests`, entries of
/// input data, meta commands, statements, bindings and `:help`.
extension DiagnosticCatalogueTests {
  /// A message of `id` with sample arguments, and the text it must have; nil for an ID of
  /// another file.
  func sampleInputAndMeta(_ id: ID) -> (DiagnosticMessage, String)? {
    switch id {
    case .jsonEndOfInput: return (Message.jsonEndOfInput(), "unexpected end of input")
    case .jsonUnexpected: return (Message.jsonUnexpected("'x'"), "unexpected character 'x'")
    case .jsonTooDeep:
      return (Message.jsonTooDeep(10000), "values nested too deeply (more than 10000 levels)")
    case .jsonInvalidLiteral: return (Message.jsonInvalidLiteral(), "invalid literal")
    case .jsonControlCharacter:
      return (Message.jsonControlCharacter(), "control character in string")
    case .jsonInvalidEscape: return (Message.jsonInvalidEscape(), "invalid escape in string")
    case .jsonInvalidUnicodeEscape:
      return (Message.jsonInvalidUnicodeEscape(), "invalid \\u escape in string")
    case .jsonTrailingText: return (Message.jsonTrailingText(), "unexpected text after the value")
    case .cannotOpen:
      return (
        Message.cannotOpen("a.json", "No such file or directory"),
        "a.json: No such file or directory"
      )
    case .recordedError: return (Message.recordedError(), "error")
    case .itemsNotAContainer:
      return (
        Message.itemsNotAContainer("the document", "a number", wanted: "an array or an object"),
        "the document is a number, not an array or an object"
      )
    case .itemsNoMember:
      return (Message.itemsNoMember("rows", in: "\"data\""), "no member \"rows\" in \"data\"")
    case .itemsNoElement:
      return (
        Message.itemsNoElement(9, in: "\"features\"", count: 4),
        "\"features\" has 4 elements, no element 9"
      )
    case .metaTakes: return (Message.metaTakes("trace", "on or off"), "':trace' takes on or off")
    case .metaNeeds: return (Message.metaNeeds("show", "a name"), "':show' needs a name")
    case .unknownMeta:
      return (
        Message.unknownMeta("hepl", suggestion: "help"),
        "unknown meta command ':hepl' (did you mean :help?)"
      )
    case .noJob: return (Message.noJob(7), "no job [7] (see :jobs)")
    case .noLiveView:
      return (
        Message.noLiveView(),
        "':live' opens the live view of the signalbox command; this session has none"
      )
    case .cannotStartLiveView:
      return (
        Message.cannotStartLiveView("Address already in use"),
        "cannot start the live view: Address already in use"
      )
    case .cannotRead:
      return (Message.cannotRead("x.sbx", "No such file"), "cannot read 'x.sbx': No such file")
    case .neverEnds:
      return (
        Message.neverEnds(),
        "pipeline disposed: nothing left could end it; to feed it from later statements, run it "
          + "as a background job (add '&')"
      )
    case .jobDisposed:
      return (Message.jobDisposed(2, .clockChanged), "job [2] disposed: the clock changed")
    case .programTooLong:
      return (Message.programTooLong(16), "program text longer than 16 bytes (the limit)")
    case .valueTooLong:
      return (
        Message.valueTooLong("stdin", 8),
        "stdin: a JSON value longer than 8 bytes (values are at most 8 bytes; `stdin items`"
          + " streams the parts of a bigger one)"
      )
    case .tooMuchUnreadable:
      return (
        Message.tooMuchUnreadable("stdin", 9),
        "stdin: gave up after 9 bytes of unreadable input with no value in them"
      )
    case .arrayTooLong:
      return (
        Message.arrayTooLong("range", 4), "range: an array of more than 4 elements (the limit)"
      )
    case .stringTooLong:
      return (Message.stringTooLong("+", 5), "+: a string of more than 5 bytes (the limit)")
    case .reportNotWritable:
      return (
        Message.reportNotWritable("/x/r.html", "Permission denied"),
        "cannot write the report to /x/r.html: Permission denied"
      )
    case .commandNotEnabled:
      return (
        Message.commandNotEnabled("c"),
        "execute: command 'c' is not enabled (it is still executing)"
      )
    case .cannotWriteMarbles:
      return (
        Message.cannotWriteMarbles("d.svg", "No such file"),
        "cannot write the marble diagram to d.svg: No such file"
      )
    case .nothingLeft:
      return (Message.nothingLeft(), "pipeline disposed: no scheduled work left that could end it")
    case .pastHorizon:
      return (
        Message.pastHorizon("3600.000"),
        "pipeline disposed: it would run past the horizon (3600.000 s)"
      )
    case .clockAtHorizon:
      return (
        Message.clockAtHorizon("3600.000"), "the virtual clock stops at the horizon (3600.000 s)"
      )
    case .tooManyErrors:
      return (Message.tooManyErrors(10), "too many errors; only the first 10 are shown")
    case .looksLikeData:
      return (
        Message.looksLikeData("NDJSON"),
        "this looks like NDJSON data, not a program; to read it as data, run: "
          + "signalbox -e 'stdin' < FILE"
      )
    case .emptyItemsPathStep:
      return (
        Message.emptyItemsPathStep("a..b"),
        "items: empty step in the path \"a..b\" (write a key that is empty or has a dot in the "
          + "array form: [\"a.b\", \"\"])"
      )
    case .subjectMethod:
      return (
        Message.subjectMethod(),
        "a subject is sent to by a statement: 'send s, 1' (RxJS's s.next(1), RxSwift's "
          + "s.onNext(1)), 'complete s', 'fail s, \"why\"'"
      )
    case .arrowFunction:
      return (
        Message.arrowFunction(),
        "Signalbox has no arrow functions: an operator's expression sees the value as 'x' "
          + "(and scan's accumulator as 'acc'); write 'map x * 2' or 'scan 0, acc + x'"
      )
    case .swiftClosure:
      return (
        Message.swiftClosure(),
        "Signalbox has no closures: the value is 'x'; write 'map x * 2' "
          + "(a block { … } is a pipeline: 'flattenMap { just x * 2 }')"
      )
    case .pythonLambda:
      return (
        Message.pythonLambda(),
        "Signalbox has no lambdas: an operator's expression sees the value as 'x'; "
          + "write 'map x * 2'"
      )
    case .blockIsAPipeline:
      return (
        Message.blockIsAPipeline(),
        "a block { … } is a pipeline, not an expression: write 'map x * 2', "
          + "or 'flattenMap { just x * 2 }' for a stream per value"
      )
    case .missingPipe: return (Message.missingPipe("map"), "missing '|' before 'map'")
    case .stageOnNextLine:
      return (
        Message.stageOnNextLine(),
        "a line cannot start with '|': end the line before with '|' to continue its pipeline "
          + "on this one"
      )
    case .unknownDiagnostic:
      return (
        Message.unknownID("Z9"),
        "no diagnostic 'Z9' (an ID is a letter and three digits, as in C001)"
      )
    default: return nil
    }
  }
}
