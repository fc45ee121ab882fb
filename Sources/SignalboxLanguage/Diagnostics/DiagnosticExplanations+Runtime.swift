import SignalboxJSON

/// Error events of operators (`R…`), warnings about running statements (`S…`) and meta
/// commands (`M…`).
/// Each: what it means, a program that gets it, the same put right (and the standard input
/// both read). An empty `wrong`: no short program gets it (the meaning says why).
extension DiagnosticMessage.ID {
  var runtimeExplanation: DiagnosticExplanation? {
    switch self {
    case .expectedArray:
      return DiagnosticExplanation(
        "from and seq take an array; the expression gave something else "
          + "when the pipeline was subscribed.",
        wrong: "let n = 5\nfrom n",
        right: "let n = [5]\nfrom n")
    case .expectedPath:
      return DiagnosticExplanation(
        "file takes a path, a string; the expression gave something else.",
        wrong: "file 5",
        right: "file \"/dev/null\"")
    case .expectedStream:
      return DiagnosticExplanation(
        "flatten and its kin take values that are streams (a block or "
          + "a let-bound pipeline); a value was not one.",
        wrong: "from [1, 2] | flatten",
        right: "from [1, 2] | map { just x } | flatten")
    case .sequenceOfSignals:
      return DiagnosticExplanation(
        "A sequence stage cannot wait for a signal: flattening a sequence "
          + "of signals needs the signal operators; apply 'signal' first.",
        wrong: "seq [1] | map { just x } | flatten",
        right: "seq [1] | map { just x } | signal | flatten 0")
    case .timedOut:
      return DiagnosticExplanation(
        "timeout: the source did not complete within the time.",
        wrong: "never | timeout 1",
        right: "just 1 | timeout 1")
    case .nullResult:
      return DiagnosticExplanation(
        "tryMap fails when its expression gives null (or fails).",
        wrong: "from [{\"a\": 1}, {}] | tryMap x.a",
        right: "from [{\"a\": 1}, {\"a\": 2}] | tryMap x.a")
    case .expectedEvent:
      return DiagnosticExplanation(
        "dematerialize takes event objects ({\"kind\": \"next\", \"value\": "
          + "…}); a value was not one.",
        wrong: "from [1] | dematerialize",
        right: "from [{\"kind\": \"next\", \"value\": 1}, {\"kind\": \"completed\"}] "
          + "| dematerialize")
    case .unknownEventKind:
      return DiagnosticExplanation(
        "An event object whose kind is not next, error or completed.",
        wrong: "from [{\"kind\": \"value\", \"value\": 1}] | dematerialize",
        right: "from [{\"kind\": \"next\", \"value\": 1}] | dematerialize")
    case .marbleError:
      return DiagnosticExplanation(
        "A marble diagram's '#' sends this error.",
        wrong: "marbles \"a#\"",
        right: "marbles \"a|\"")
    case .expectedPipeline:
      return DiagnosticExplanation(
        "The argument must be a pipeline (a block or a let-bound pipeline); "
          + "the expression gave a plain value.",
        wrong: "just 1 | takeUntil 5",
        right: "just 1 | takeUntil { never }")
    case .expectedNumbers:
      return DiagnosticExplanation(
        "range's bounds and step must be numbers.",
        wrong: "let a = \"1\"\nrange a, 3",
        right: "let a = 1\nrange a, 3")
    case .zeroStepAtRuntime:
      return DiagnosticExplanation(
        "range's step, computed, is 0: the range would never end.",
        wrong: "let s = 0\nrange 1, 3, s",
        right: "let s = 1\nrange 1, 3, s")
    case .nanBound:
      return DiagnosticExplanation(
        "range's bounds or step computed to NaN.",
        wrong: "let a = 1e999 - 1e999\nrange a, 3",
        right: "let a = 1\nrange a, 3")
    case .infiniteBound:
      return DiagnosticExplanation(
        "range's start or step is infinite.",
        wrong: "let a = 1e999\nrange a, 3",
        right: "let a = 1\nrange a, 3")
    case .streamTooDeep:
      return DiagnosticExplanation(
        "A stream, when subscribed, would pass through more than 1000 "
          + "stages: streams made at run time (a block that uses a let-bound "
          + "pipeline) nest too deep. The compiler catches the literal cases "
          + "(C008); this is the run-time check.",
        wrong: "",
        right: "just 1 | map x + 1")
    case .badCount:
      return DiagnosticExplanation(
        "A computed count is not a non-negative integer.",
        wrong: "let n = -1\nfrom [1, 2] | take n",
        right: "let n = 1\nfrom [1, 2] | take n")
    case .badTimeAtRuntime:
      return DiagnosticExplanation(
        "A computed time breaks the operator's rule (negative, or zero " + "for a period).",
        wrong: "let d = -1\njust 1 | delay d",
        right: "let d = 1\njust 1 | delay d")
    case .sequenceNotReady:
      return DiagnosticExplanation(
        "A sequence used (by :show or a sequence stage) before the signal "
          + "it was made from, with 'sequence', has completed.",
        wrong: "",
        right: "seq [1, 2] | head")
    case .predicateFailed:
      return DiagnosticExplanation(
        "try without a message fails with this when its predicate is " + "false.",
        wrong: "from [1, -1] | try x > 0",
        right: "from [1, 2] | try x > 0")
    case .rangeStalled:
      return DiagnosticExplanation(
        "range would stall: the step is too small to change numbers as " + "large as the bounds.",
        wrong: "range 1e16, 1e16 + 10",
        right: "range 1, 10")
    case .badItemsPathStep:
      return DiagnosticExplanation(
        "A step of an items path is a key (a string) or an index (a non-negative " + "integer).",
        wrong: "stdin items [\"rows\", -1]",
        right: "stdin items [\"rows\", 0]",
        input: "{\"rows\": [[1, 2]]}")
    case .badItemsPath:
      return DiagnosticExplanation(
        "An items path is a string (\"data.rows\") or an array of keys " + "and indexes.",
        wrong: "stdin items 5",
        right: "stdin items \"rows\"",
        input: "{\"rows\": [1, 2]}")
    case .lineTooLong:
      return DiagnosticExplanation(
        "stdin lines reads lines of at most 1 GiB; a line was longer "
          + "(no newline found). No example: it takes a gigabyte.",
        wrong: "",
        right: "stdin lines",
        input: "a")
    case .noElements:
      return DiagnosticExplanation(
        "last of a source that completed without a value (RxJS's EmptyError).",
        wrong: "empty | last",
        right: "just 1 | last")
    case .tooManyElements:
      return DiagnosticExplanation(
        "single of a source that sent a second (matching) value (RxJS's SequenceError).",
        wrong: "from [1, 2] | single",
        right: "from [1, 2] | single x > 1")
    case .closesAtOnce:
      return DiagnosticExplanation(
        "bufferWhen's block made a stream that sent at the time it was subscribed (`just`, "
          + "`timer 0`): each buffer would close at once and the next open, for ever, with no "
          + "time passing (RxJS loops). Give the closing stream some time.",
        wrong: "marbles \"ab|\", 1 | bufferWhen { just 1 }",
        right: "marbles \"ab|\", 1 | bufferWhen { timer 1 }")
    case .noMatchingElements:
      return DiagnosticExplanation(
        "single EXPR of a source whose values all failed EXPR (RxJS's NotFoundError).",
        wrong: "from [1, 2] | single x > 5",
        right: "from [1, 2] | single x > 1")
    case .badPositiveCount:
      return DiagnosticExplanation(
        "A computed count that must be a positive integer is 0 or less.",
        wrong: "let n = 0\nfrom [1, 2] | bufferCount n",
        right: "let n = 2\nfrom [1, 2] | bufferCount n")
    case .neverEnds:
      return DiagnosticExplanation(
        "A foreground pipeline on the wall clock was disposed because "
          + "nothing left could end it; run it as a background job (add '&') "
          + "to feed it from later statements.",
        wrong: "subject s\ns",
        right: "subject s\ns &\ncomplete s")
    case .jobDisposed:
      return DiagnosticExplanation(
        "A background job still running was disposed: at the end of the "
          + "script, on :clock or on :reset.",
        wrong: "never &",
        right: "just 1 &")
    case .commandNotEnabled:
      return DiagnosticExplanation(
        "execute of a command that is still executing (a command runs "
          + "one execution at a time unless it is concurrent).",
        wrong: "command c = { timer 1, x }\nexecute c, 1\nexecute c, 2",
        right: "command c concurrent = { timer 1, x }\nexecute c, 1\nexecute " + "c, 2")
    case .cannotWriteMarbles:
      return DiagnosticExplanation(
        "The marble diagram could not be written to the file :marbles " + "named.",
        wrong: ":marbles just 1 > /nonexistent/d.svg",
        right: ":marbles just 1")
    case .nothingLeft:
      return DiagnosticExplanation(
        "On the virtual clock, a foreground pipeline that no scheduled "
          + "work could end was disposed (never, a subject nothing sends " + "to).",
        wrong: "never",
        right: "just 1")
    case .pastHorizon:
      return DiagnosticExplanation(
        "On the virtual clock, a foreground pipeline was disposed because "
          + "its next work is past the horizon (--horizon, 3600 s by default).",
        wrong: "timer 4000, 1",
        right: "timer 4, 1")
    case .clockAtHorizon:
      return DiagnosticExplanation(
        "On the virtual clock, a sleep (or :advance) went past the horizon (--horizon, "
          + "3600 s by default): the clock stops there.",
        wrong: "sleep 5000",
        right: "sleep 5")
    case .metaTakes:
      return DiagnosticExplanation(
        "A meta command was given an argument it does not take (the message "
          + "lists what it takes).",
        wrong: ":trace maybe",
        right: ":trace on")
    case .metaNeeds:
      return DiagnosticExplanation(
        "A meta command needs an argument.",
        wrong: ":show",
        right: "let n = 1\n:show n")
    case .unknownMeta:
      return DiagnosticExplanation(
        "A meta command that does not exist (:help lists them).",
        wrong: ":hepl",
        right: ":help")
    case .noJob:
      return DiagnosticExplanation(
        "A job number that no running job has (:jobs lists them).",
        wrong: ":kill 7",
        right: "never &\n:kill 1")
    case .cannotRead:
      return DiagnosticExplanation(
        "A file :load (or another meta command) could not read.",
        wrong: ":load /nonexistent.sbx",
        right: ":load /dev/null")
    case .noLiveView:
      return DiagnosticExplanation(
        ":live opens the browser view of the signalbox command (its REPL or a script it runs); "
          + "a session run another way (a test, make docs) has none.",
        wrong: ":live",
        right: ":marbles just 1")
    case .cannotStartLiveView:
      return DiagnosticExplanation(
        "The live view's server could not listen on 127.0.0.1 (--live=PORT with a port in use "
          + "or not allowed; the OS's reason follows). No short program gets it: --live=0 lets "
          + "the system pick a free port.",
        wrong: "",
        right: "just 1")
    case .unknownID:
      return DiagnosticExplanation(
        "--explain or :help was given a word that is no diagnostic ID.",
        wrong: ":help C999",
        right: ":help C001")
    case .emptyItemsPathStep:
      return DiagnosticExplanation(
        "A dotted items path with an empty step (\"a..b\"); a key that is empty or has a dot "
          + "goes in the array form ([\"a.b\", \"\"]).",
        wrong: "stdin items \"a..b\"",
        right: "stdin items \"a.b\"",
        input: "{\"a\": {\"b\": [1]}}")
    case .badOption:
      return DiagnosticExplanation(
        "An option of an object of options has a value of the wrong kind (a count that is "
          + "no non-negative integer, a flag that is no boolean); the message names both.",
        wrong: "marbles \"a#\", 1 | retry {count: \"a\"}",
        right: "from [1, 2] | retry {count: 1}")
    default: return nil
    }
  }
}
