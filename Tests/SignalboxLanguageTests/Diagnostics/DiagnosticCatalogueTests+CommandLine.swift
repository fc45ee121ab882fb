import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Samples of `DiagnosticCatalogueTests`, entries of the command line (`U…`) and the notes
/// on RAC/RxJS differences (`H010`–`H014`).
extension DiagnosticCatalogueTests {
  /// A message of `id` with sample arguments, and the text it must have; nil for an ID of
  /// another file.
  func sampleCommandLineAndNotes(_ id: ID) -> (DiagnosticMessage, String)? {
    switch id {
    case .unknownOutputFormat:
      return (
        Message.unknownOutputFormat("yaml", "text, json or values"),
        "unknown format 'yaml' (expected text, json or values)"
      )
    case .argsNeedProgram:
      return (
        Message.argsNeedProgram(), "--args and --jsonargs need the program as -e PROGRAM or -f FILE"
      )
    case .programGivenTwice: return (Message.programGivenTwice(), "-e and -f cannot be combined")
    case .compareWithProgram:
      return (
        Message.compareWithProgram(),
        "--compare is the program: it cannot be combined with -e or -f"
      )
    case .badLivePort:
      return (
        Message.badLivePort("http"), "--live takes a port number from 0 to 65535, got 'http'"
      )
    case .badHorizon:
      return (
        Message.badHorizon("nan"), "--horizon takes a non-negative number of seconds, got 'nan'"
      )
    case .badIndent: return (Message.badIndent(8), "--indent takes 0 to 7 spaces, got 8")
    case .badThreads: return (Message.badThreads(0), "--threads takes 1 or more threads, got 0")
    case .jqOutputNotJSON:
      return (
        Message.jqOutputNotJSON("json"),
        "-r, --indent and --pretty shape the values format, not --format json"
      )
    case .needsNameAndValue:
      return (Message.needsNameAndValue("--arg"), "--arg takes a name and a value")
    case .badArgumentName:
      return (Message.badArgumentName("--arg", "1x", "no"), "--arg 1x: no")
    case .argumentNotJSON:
      return (
        Message.argumentNotJSON("--argjson v: ", "unexpected end of input at column 2"),
        "--argjson v: not JSON: unexpected end of input at column 2"
      )
    case .cannotReadArgumentFile:
      return (
        Message.cannotReadArgumentFile("--rawfile", "t", "a.txt"), "--rawfile t: cannot read a.txt"
      )
    case .unknownMarbleFormat:
      return (
        Message.unknownMarbleFormat("--marbles=png", "png", "diagram, svg"),
        "--marbles=png: unknown marble format 'png' (one of diagram, svg)"
      )
    case .marblesWithSpace:
      return (
        Message.marblesWithSpace("svg"), "write --marbles=svg: the format follows '=', not a space"
      )
    case .noCompletionScript:
      return (
        Message.noCompletionScript("tcsh", "bash, zsh, fish"),
        "--generate-completion-script: no script for 'tcsh' (one of bash, zsh, fish)"
      )
    case .cannotReadScript:
      return (
        Message.cannotReadScript("a.sbx", "No such file or directory"),
        "cannot read a.sbx: No such file or directory"
      )
    case .runAsProgram:
      return (
        Message.runAsProgram("'just 1'"), "to run it as a program: signalbox -e 'just 1'"
      )
    case .cannotWriteOutput:
      return (
        Message.cannotWriteOutput("No space left on device"),
        "error writing standard output: No space left on device"
      )
    case .unknownCommandLineOption:
      return (
        Message.unknownCommandLineOption("--virtaul", suggestion: "--virtual"),
        "unknown option '--virtaul' (did you mean '--virtual'?)"
      )
    case .missingOptionValue:
      return (
        Message.missingOptionValue("--horizon", "seconds"),
        "--horizon needs a value: --horizon <seconds>"
      )
    case .flagTakesNoValue:
      return (
        Message.flagTakesNoValue("--virtual", "--virtual=3"),
        "--virtual takes no value, got '--virtual=3'"
      )
    case .invalidOptionValue:
      return (
        Message.invalidOptionValue("--horizon", "seconds", "soon"),
        "--horizon takes <seconds>, got 'soon'"
      )
    case .commandLineRefused:
      return (Message.commandLineRefused("Something else"), "Something else")
    case .needsReadline:
      return (
        Message.needsReadline("no libreadline"), "the REPL needs GNU readline: no libreadline"
      )
    case .throttleKeptLast:
      return (
        Message.throttleKeptLast(),
        "throttle kept the last value of a burst (RAC); RxJS's throttleTime keeps the first "
          + "(RAC's throttle is RxJS's debounceTime)"
      )
    case .delayDroppedValues:
      return (
        Message.delayDroppedValues(),
        "delay dropped the values still waiting when the error came (RAC sends an error at "
          + "once); to delay the error too: materialize | delay T | dematerialize"
      )
    case .timeoutWholeSignal:
      return (
        Message.timeoutWholeSignal(),
        "timeout T bounds the whole signal (RAC): values do not restart it; RxJS's timeout "
          + "(each value within T) is timeout T, {each: true}"
      )
    case .takeUntilIgnoredError:
      return (
        Message.takeUntilIgnoredError(),
        "takeUntil ignored its trigger's error (RAC); RxJS's takeUntil sends it on"
      )
    case .bareSeconds:
      return (Message.bareSeconds(300), "300 seconds? write 300ms for milliseconds")
    case .finallyNotOnDispose:
      return (
        Message.finallyNotOnDispose(),
        "finally did not run: the pipeline was disposed before it ended (RAC runs it on "
          + "completed and error only); RxJS's finalize runs on disposal too: finalize EXPR"
      )
    default: return nil
    }
  }
}
