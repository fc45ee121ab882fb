import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Samples of `DiagnosticCatalogueTests`, entries of
/// the lexer, parser and compiler (most of them), and runtime errors of stages.
extension DiagnosticCatalogueTests {
  /// A message of `id` with sample arguments, and the text it must have; nil for an ID of
  /// another file.
  func sampleSyntaxAndCompile(_ id: ID) -> (DiagnosticMessage, String)? {
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
        "expected a source, found a jq filter; write `stdin | map .a` (a pipeline starts with a "
          + "source)"
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
    case .jqFilterNotText:
      return (Message.jqFilterNotText(), "jq takes its filter as text in single quotes: jq '.a'")
    case .jqStageCompile:
      return (Message.jqStageCompile("syntax error"), "jq: syntax error")
    case .jqStageError:
      return (Message.jqStageError("boom"), "boom")
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
    case .unknownScheduler:
      return (
        Message.unknownScheduler("mainThreadScheduler", suggestion: "main"),
        "unknown scheduler 'mainThreadScheduler' (did you mean 'main'?): main, background, "
          + "immediate, or \"NAME\" for one of your own"
      )
    case .marbleMarker:
      return (
        Message.marbleMarkerTwice("hot"),
        "'hot': a marble string has at most one '^' and one '!'"
      )
    case .seedLast:
      return (
        Message.seedLast("scan"),
        "'scan' takes the seed first: write 'scan START, EXPR' "
          + "(RxJS's 'scan(EXPR, START)' order would fold a constant)"
      )
    case .badTime:
      return (
        Message.badTime("delay", Message.nonNegativeTimeRule),
        "'delay': the time must not be negative"
      )
    case .tooManyStages:
      return (
        Message.tooManyStages(1200),
        "this statement passes through 1200 stages, counting those of the let-bound pipelines and "
          + "blocks it uses; at most \(Limits.stages) are allowed"
      )
    case .zeroStep: return (Message.zeroStep(), "'range': the step must not be 0")
    case .shadowing:
      return (Message.shadowing("len"), "'len' is a built-in name and cannot be rebound")
    case .shadowsOperator:
      return (
        Message.shadowsOperator("map", source: false),
        "'map' is an operator and cannot be rebound (a let may shadow a function name, not an "
          + "operator's or a source's)"
      )
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
        "range: the step 1 is below the spacing of numbers at 10000000000000000: the range would "
          + "repeat 10000000000000000 forever"
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
    case .expandTooDeep:
      return (
        Message.expandTooDeep(),
        "expand: a synchronous expansion of more than 131072 levels or values waiting (the limit)"
      )
    case .collectTooBig:
      return (
        Message.collectTooBig("collect"),
        "collect: the values held would take more than 1073741824 bytes (the limit)"
      )
    default: return nil
    }
  }
}
