import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Every entry of the diagnostics catalogue, rendered: the switch below must name every ID
/// (it is exhaustive), each sample must carry its own ID, and each text is pinned, as
/// users and the conformance cases see it.
final class DiagnosticCatalogueTests: XCTestCase {
  private typealias ID = DiagnosticMessage.ID

  /// A message of `id` with sample arguments, and the text it must have.
  private func sample(_ id: ID) -> (DiagnosticMessage, String) {
    switch id {
    case .unterminatedString: return (Message.unterminatedString(), "unterminated string")
    case .invalidEscape: return (Message.invalidEscape(), "invalid escape in string")
    case .invalidCharacter: return (Message.invalidCharacter("@"), "unexpected character '@'")
    case .invalidNumber: return (Message.invalidNumber(), "invalid number")
    case .unexpected:
      return (
        Message.unexpected("'|'", expected: "an expression"), "expected an expression, found '|'"
      )
    case .chainedComparison:
      return (Message.chainedComparison(), "comparisons cannot be chained; use parentheses")
    case .nestedTooDeeply:
      return (Message.nestedTooDeeply(256), "nested too deeply (more than 256 levels)")
    case .expressionTooDeep:
      return (
        Message.expressionTooDeep(9),
        "expression too deep (more than 9 levels, counting each operator of a chain)"
      )
    case .pipelineTooLong:
      return (Message.pipelineTooLong(1000), "a pipeline may have at most 1000 stages")
    case .singleEquals:
      return (
        Message.singleEquals(expected: "end of statement"),
        "expected end of statement, found '=' (did you mean '=='?)"
      )
    case .jqFilterAsSource:
      return (
        Message.jqFilterAsSource(".a"),
        "expected a source, found a jq filter; write `stdin | map .a` (a pipeline starts with a source)"
      )
    case .jqIterate:
      return (
        Message.jqIterate(),
        "expected an index, found ']'; jq's .[] is a stage here: "
          + "`flattenMap { v -> from v }` (each element as a value)"
      )
    case .unknownFormat:
      return (
        Message.unknownFormat("@yaml"),
        "unknown format '@yaml' (formats: @text @json @csv @tsv @html @uri @sh @base64 @base64d)"
      )
    case .cannotSlice:
      return (
        Message.cannotSlice(.number(1), "(only strings and arrays)"),
        "cannot slice number 1 (only strings and arrays)"
      )
    case .cannotFormat:
      return (
        Message.cannotFormat("@sh", .object(JSONObject()), "can not be escaped for shell"),
        "@sh: object can not be escaped for shell"
      )
    case .notBase64:
      return (Message.notBase64("a"), "@base64d: \"a\" is not valid base64 data")
    case .nulInRawOutput0:
      return (
        Message.nulInRawOutput0(),
        "--raw-output0: a string holds a NUL character, cannot be printed"
      )
    case .unknownOperator:
      return (
        Message.unknownOperator("thrttle", suggestion: "throttle"),
        "unknown operator 'thrttle' (did you mean throttle?)"
      )
    case .unknownSource:
      return (Message.unknownSource("frm", suggestion: nil), "unknown source or name 'frm'")
    case .unknownName:
      return (Message.unknownName("y", suggestion: "x"), "unknown name 'y' (did you mean x?)")
    case .unknownFunction:
      return (Message.unknownFunction("foo", suggestion: nil), "unknown function 'foo'")
    case .arity: return (Message.arity("take", "a count"), "'take' takes a count")
    case .notACount:
      return (Message.notACount("take"), "'take': the count must be a non-negative integer")
    case .notAPositiveCount:
      return (
        Message.notAPositiveCount("bufferCount"),
        "'bufferCount': the count must be a positive integer"
      )
    case .badTime:
      return (
        Message.badTime("delay", Message.nonNegativeTimeRule),
        "'delay': the time must not be negative"
      )
    case .tooManyStages:
      return (
        Message.tooManyStages(1200),
        "this statement passes through 1200 stages, counting those of the let-bound pipelines and blocks it uses; at most \(Limits.stages) are allowed"
      )
    case .zeroStep: return (Message.zeroStep(), "'range': the step must not be 0")
    case .shadowing:
      return (Message.shadowing("len"), "'len' is a built-in name and cannot be rebound")
    case .notASubject: return (Message.notASubject("p"), "'p' is not a subject")
    case .notACommand: return (Message.notACommand("p"), "'p' is not a command")
    case .notAConnection: return (Message.notAConnection("p"), "'p' is not a published pipeline")
    case .sequenceOnly: return (Message.sequenceOnly("head"), "'head' works on sequences only")
    case .badMode:
      return (
        Message.badMode("csv"), "unknown mode 'csv' (expected lines, lenient, timed or items)"
      )
    case .unknownMember:
      return (
        Message.unknownMember("c", "running"),
        "'c' has no stream 'running' (commands have executionSignals, executing, enabled, errors)"
      )
    case .marblesNeedsLiteral:
      return (Message.marblesNeedsLiteral(), "'marbles' takes a string literal")
    case .autoconnectWithoutPublish:
      return (Message.autoconnectWithoutPublish(), "'autoconnect' must follow 'publish'")
    case .badTraceLabel:
      return (Message.badTraceLabel(), "'trace' takes a bare word or a string as its label")
    case .expectedArray:
      return (Message.expectedArray("from", got: 1), "from: expected an array, got number 1")
    case .expectedPath: return (Message.expectedPath(), "file: expected a path string")
    case .expectedStream:
      return (
        Message.expectedStream("flatten", got: "a"), "flatten: expected a stream, got string \"a\""
      )
    case .sequenceOfSignals:
      return (
        Message.sequenceOfSignals(),
        "flatten: a sequence cannot flatten a signal (apply 'signal' first)"
      )
    case .timedOut: return (Message.timedOut(), "timed out")
    case .noElements: return (Message.noElements("last"), "last: no elements in sequence")
    case .tooManyElements:
      return (Message.tooManyElements("single"), "single: too many matching values")
    case .closesAtOnce:
      return (
        Message.closesAtOnce("bufferWhen"),
        "bufferWhen: the closing stream sent with no time passing"
      )
    case .noMatchingElements:
      return (Message.noMatchingElements("single"), "single: no matching values")
    case .badOption:
      return (
        Message.badOption("retry", "count", "a non-negative integer", got: "a"),
        "retry: the option 'count' must be a non-negative integer, got string \"a\""
      )
    case .unknownOption:
      return (
        Message.unknownOption("throttleTime", "lead", ["leading", "trailing"]),
        "'throttleTime' has no option 'lead' (it takes leading, trailing)"
      )
    case .expectedOptions:
      return (
        Message.expectedOptions("share", ["resetOnError"]),
        "'share' expects an object of options here, {resetOnError: …}"
      )
    case .badPositiveCount:
      return (
        Message.badPositiveCount("bufferCount", got: 0),
        "bufferCount: the count must be a positive integer, got number 0"
      )
    case .nullResult: return (Message.nullResult(), "tryMap: null result")
    case .expectedEvent:
      return (
        Message.expectedEvent(got: 2), "dematerialize: expected an event object, got number 2"
      )
    case .unknownEventKind:
      return (Message.unknownEventKind("done"), "dematerialize: unknown event kind \"done\"")
    case .marbleError: return (Message.marbleError(), "marble error")
    case .expectedPipeline:
      return (Message.expectedPipeline("merge", got: 3), "merge: expected a pipeline, got number 3")
    case .expectedNumbers: return (Message.expectedNumbers("range"), "range: expected numbers")
    case .zeroStepAtRuntime:
      return (Message.zeroStepAtRuntime("seq"), "seq: the step must not be 0")
    case .nanBound:
      return (
        Message.nanBound("range", "B"),
        "range: the bounds and the step must be numbers, got B = NaN"
      )
    case .infiniteBound:
      return (Message.infiniteBound("range", "the start"), "range: the start must be finite")
    case .rangeStalled:
      return (
        Message.rangeStalled("range", step: 1, at: 1e16),
        "range: the step 1 is below the spacing of numbers at 10000000000000000: the range would repeat 10000000000000000 forever"
      )
    case .streamTooDeep:
      return (
        Message.streamTooDeep(1001),
        "the stream would pass through more than \(Limits.stages) stages when subscribed (1001)"
      )
    case .badCount:
      return (
        Message.badCount("take", got: -1),
        "take: the count must be a non-negative integer, got number -1"
      )
    case .badTimeAtRuntime:
      return (
        Message.badTimeAtRuntime("delay", Message.positiveTimeRule, got: "a"),
        "delay: the time must be a positive number, got string \"a\""
      )
    case .sequenceNotReady:
      return (
        Message.sequenceNotReady("flatten"),
        "flatten: the sequence is not available yet (its signal has not completed)"
      )
    case .predicateFailed: return (Message.predicateFailed(), "try: predicate failed")
    case .cannotNegate: return (Message.cannotNegate("a"), "cannot negate string \"a\"")
    case .divisionByZero: return (Message.divisionByZero(), "division by zero")
    case .cannotAdd: return (Message.cannotAdd(1, true), "cannot add number 1 and boolean true")
    case .cannotApply:
      return (Message.cannotApply("*", "a", 2), "cannot apply '*' to string \"a\" and number 2")
    case .cannotCompare:
      return (Message.cannotCompare(1, "a"), "cannot compare number 1 with string \"a\"")
    case .cannotReadField:
      return (Message.cannotReadField("name", of: 3), "cannot read field 'name' of number 3")
    case .cannotIndex:
      return (Message.cannotIndex(3, with: 0), "cannot index number 3 with number 0")
    case .functionArity: return (Message.functionArity("len"), "len() takes 1 argument")
    case .functionNeeds:
      return (
        Message.functionNeeds("abs", "a number", got: "a"), "abs() needs a number, got string \"a\""
      )
    case .functionOf:
      return (Message.functionOf("contains", 1, 2), "contains() of number 1 and number 2")
    case .cannotParse: return (Message.cannotParse("x"), "num() cannot parse string \"x\"")
    case .functionTakes:
      return (Message.functionTakes("pow", "two numbers"), "pow() takes two numbers")
    case .integralExponent: return (Message.integralExponent(), "pow() needs an integral exponent")
    case .notAGroup: return (Message.notAGroup(), "key() needs a group from groupBy")
    case .rangeCannotCount:
      return (
        Message.rangeCannotCount(past: 1e16),
        "range() cannot count past 10000000000000000 in steps of 1"
      )
    case .valueTooDeep:
      return (
        Message.valueTooDeep(),
        "the value would nest arrays and objects more than \(Limits.valueDepth) levels deep"
      )
    case .unknownOperatorMeaning:
      return (
        Message.unknownOperatorMeaning(
          "select", "filter", why: "keeps the values a predicate accepts"),
        "unknown operator 'select' (did you mean filter? keeps the values a predicate accepts)"
      )
    case .unknownSourceMeaning:
      return (
        Message.unknownSourceMeaning("of", "from", why: "sends the items of an array"),
        "unknown source or name 'of' (did you mean from? sends the items of an array)"
      )
    case .itemsNotTimed:
      return (
        Message.itemsNotTimed(),
        "'items' and 'timed' do not combine: items are sent as they arrive; 'timed' replays a recording"
      )
    case .badItemsPathStep:
      return (
        Message.badItemsPathStep(-1),
        "items: a path step must be a key (a string) or an index (a non-negative integer), not -1"
      )
    case .badItemsPath:
      return (
        Message.badItemsPath(true),
        "items: the path must be a string (\"data.rows\") or an array of keys and indexes, not boolean"
      )
    case .lineTooLong:
      return (
        Message.lineTooLong("stdin", 1024),
        "stdin: a line longer than 1024 bytes (no newline found; lines are at most 1024 bytes)"
      )
    case .emptyInterpolation:
      return (Message.emptyInterpolation(), "empty interpolation: write an expression inside \\( )")
    case .interpolationTooDeep:
      return (Message.interpolationTooDeep(32), "string interpolations nest more than 32 deep")
    case .argumentCount:
      return (Message.argumentCount("sort", "1 argument", got: 2), "sort() takes 1 argument, got 2")
    case .argumentNeeds:
      return (
        Message.argumentNeeds("sort_by", "an array", position: 1, got: 3),
        "sort_by() needs an array as argument 1, got number 3"
      )
    case .cannotCheckHas:
      return (
        Message.cannotCheckHas("has", [1], "a"), "has() cannot check whether array has string \"a\""
      )
    case .notANumberText:
      return (Message.notANumberText("x1"), "tonumber() cannot parse string \"x1\" as a number")
    case .notJSONText:
      return (
        Message.notJSONText("[1,", "unexpected end of input"),
        "fromjson() cannot parse string \"[1,\": unexpected end of input"
      )
    case .cannotAddInAdd:
      return (Message.cannotAddInAdd(1, "a"), "add() cannot add number 1 and string \"a\"")
    case .negativeDepth:
      return (Message.negativeDepth(-1), "flatten() depth must not be negative, got number -1")
    case .cannotLookFor:
      return (Message.cannotLookFor(2, in: 1), "indices() cannot look for number 2 in number 1")
    case .pathCannotIndex:
      return (
        Message.pathCannotIndex("getpath", 1, with: "b"),
        "getpath() cannot index number 1 with string \"b\""
      )
    case .epochOutOfRange:
      return (
        Message.epochOutOfRange("todate", 1e300),
        "todate() needs epoch seconds between years 0 and 9999, got number 1e+300"
      )
    case .notADate:
      return (
        Message.notADate("fromdate", "x"),
        "fromdate() needs a date like \"2015-03-05T23:51:47Z\", got string \"x\""
      )
    case .badRegexFlags:
      return (
        Message.badRegexFlags("test", "q"),
        "test() flags string \"q\" are not valid: use g, i, x, s, n or p"
      )
    case .badRegex:
      return (
        Message.badRegex("test", "(", "expected ')'"),
        "test() cannot compile the regular expression string \"(\": expected ')'"
      )
    case .regexTooSlow:
      return (
        Message.regexTooSlow("test", "(a*)*\\1b", length: 28),
        "test: the pattern \"(a*)*\\\\1b\" took too long on a 28-character string"
      )
    case .noSuchGroupNumber:
      return (
        Message.noSuchGroupNumber("sub", 2, has: 1),
        "sub() replacement refers to group $2, but the expression has 1"
      )
    case .noSuchGroupName:
      return (
        Message.noSuchGroupName("sub", "n"),
        "sub() replacement refers to group ${n}, which the expression does not name"
      )
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
    case .cannotRead:
      return (Message.cannotRead("x.sbx", "No such file"), "cannot read 'x.sbx': No such file")
    case .neverEnds:
      return (
        Message.neverEnds(),
        "pipeline disposed: nothing left could end it; to feed it from later statements, run it as a background job (add '&')"
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
    case .unknownID:
      return (
        Message.unknownID("Z9"),
        "no diagnostic 'Z9' (an ID is a letter and three digits, as in C001)"
      )
    }
  }

  /// Meta-command and running-statement messages are warnings; error events and evaluation errors print as
  /// runtime errors; the rest are compile errors.
  private func severity(_ id: ID) -> Diagnostic.Severity {
    switch id.rawValue.first {
    case "M", "S": return .warning
    case "R", "E", "J", "B": return .runtimeError
    default: return .error
    }
  }

  func testEveryCatalogueEntryRendersWithItsPositionAndPinnedText() {
    let file = SourceFile(name: "t.sbx", text: "from [1] | frob 1")
    for id in ID.allCases {
      let (message, text) = sample(id)
      XCTAssertEqual(message.id, id, "the sample of \(id) comes from another entry")
      let rendered = DiagnosticRenderer.render(Diagnostic(severity(id), message, at: 11), in: file)
      XCTAssertEqual(
        rendered,
        "t.sbx:1:12: \(severity(id).rawValue): \(text) [\(id.rawValue)]\n    from [1] | frob 1\n"
          + "               ^\n",
        "\(id)")
    }
  }

  func testIDsAreStableCodesOfTheirPhase() {
    XCTAssertEqual(Set(ID.allCases.map(\.rawValue)).count, ID.allCases.count)
    for id in ID.allCases {
      XCTAssertNotNil(id.rawValue.wholeMatch(of: /[LPCREJMSBH][0-9]{3}/), id.rawValue)
    }
    XCTAssertEqual(ID.unknownOperator.rawValue, "C001")
    XCTAssertEqual(ID.unterminatedString.rawValue, "L001")
  }

  func testDiagnosticsCarryTheIDOfTheirEntry() {
    let (_, diagnostics) = Parser.parse(SourceFile(name: "t", text: "from [1,"))
    XCTAssertEqual(diagnostics.map(\.id), [.unexpected])
    let (_, lexed) = Lexer.tokenize(SourceFile(name: "t", text: "just \"abc"))
    XCTAssertEqual(lexed.map(\.id), [.unterminatedString])
  }
}
