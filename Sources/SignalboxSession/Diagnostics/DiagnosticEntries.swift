import Signalbox
import SignalboxJSON

/// Warnings about running statements (`S…`) and meta commands (`M…`).
/// Each: what it means, a program that gets it, the same put right (and the standard input
/// both read). An empty `wrong`: no short program gets it (the meaning says why).
extension DiagnosticCatalogue {
  static let session: [DiagnosticEntry] = [
    .warning(
      .neverEnds,
      text: "pipeline disposed: nothing left could end it; to feed it from later "
        + "statements, run it as a background job (add '&')",
      "A foreground pipeline on the wall clock was disposed because "
        + "nothing left could end it; run it as a background job (add '&') "
        + "to feed it from later statements.",
      wrong: "subject s\ns",
      right: "subject s\ns &\ncomplete s"),
    .warning(
      .jobDisposed, text: "job [{job}] disposed{why}",
      "A background job still running was disposed: at the end of the "
        + "script, on :clock or on :reset.",
      wrong: "never &",
      right: "just 1 &"),
    .warning(
      .commandNotEnabled, text: "execute: command '{name}' is not enabled (it is still executing)",
      "execute of a command that is still executing (a command runs "
        + "one execution at a time unless it is concurrent).",
      wrong: "command c = { timer 1, x }\nexecute c, 1\nexecute c, 2",
      right: "command c concurrent = { timer 1, x }\nexecute c, 1\nexecute " + "c, 2"),
    .warning(
      .cannotWriteMarbles, text: "cannot write the marble diagram to {path}: {problem}",
      "The marble diagram could not be written to the file :marbles " + "named.",
      wrong: ":marbles just 1 > /nonexistent/d.svg",
      right: ":marbles just 1"),
    .warning(
      .nothingLeft, text: "pipeline disposed: no scheduled work left that could end it",
      "On the virtual clock, a foreground pipeline that no scheduled "
        + "work could end was disposed (never, a subject nothing sends " + "to).",
      wrong: "never",
      right: "just 1"),
    .warning(
      .pastHorizon, text: "pipeline disposed: it would run past the horizon ({horizon} s)",
      "On the virtual clock, a foreground pipeline was disposed because "
        + "its next work is past the horizon (--horizon, 3600 s by default).",
      wrong: "timer 4000s, 1",
      right: "timer 4, 1"),
    .warning(
      .clockAtHorizon, text: "the virtual clock stops at the horizon ({horizon} s)",
      "On the virtual clock, a sleep (or :advance) went past the horizon (--horizon, "
        + "3600 s by default): the clock stops there.",
      wrong: "sleep 5000",
      right: "sleep 5"),
    .warning(
      .metaTakes, text: "':{command}' takes {what}",
      "A meta command was given an argument it does not take (the message "
        + "lists what it takes).",
      wrong: ":trace maybe",
      right: ":trace on"),
    .warning(
      .metaNeeds, text: "':{command}' needs {what}",
      "A meta command needs an argument.",
      wrong: ":show",
      right: "let n = 1\n:show n"),
    .warning(
      .unknownMeta, text: "unknown meta command ':{name}'{suggestion}",
      "A meta command that does not exist (:help lists them).",
      wrong: ":hepl",
      right: ":help"),
    .warning(
      .noJob, text: "no job [{job}] (see :jobs)",
      "A job number that no running job has (:jobs lists them).",
      wrong: ":kill 7",
      right: "never &\n:kill 1"),
    .warning(
      .cannotRead, text: "cannot read '{path}': {reason}",
      "A file :load (or another meta command) could not read.",
      wrong: ":load /nonexistent.sbx",
      right: ":load /dev/null"),
    .warning(
      .noLiveView,
      text: "':live' opens the live view of the signalbox command; this session has none",
      ":live opens the browser view of the signalbox command (its REPL or a script it runs); "
        + "a session run another way (a test, make docs) has none.",
      wrong: ":live",
      right: ":marbles just 1"),
    .warning(
      .cannotStartLiveView, text: "cannot start the live view: {reason}",
      "The live view's server could not listen on 127.0.0.1 (--live=PORT with a port in use "
        + "or not allowed; the OS's reason follows). No short program gets it: --live=0 lets "
        + "the system pick a free port.",
      wrong: "",
      right: "just 1"),
    .warning(
      .unknownDiagnostic,
      text: "no diagnostic '{word}' (an ID is a letter and three digits, as in C001)",
      "--explain or :help was given a word that is no diagnostic ID.",
      wrong: ":help C999",
      right: ":help C001"),
  ]
}

/// The IDs of these entries.
extension DiagnosticMessage.ID {
  package static let neverEnds = Self("S001")
  package static let jobDisposed = Self("S002")
  // S003 `commandNotEnabled`: declared by the engine, whose `Command` raises it too.
  package static let cannotWriteMarbles = Self("S004")
  package static let nothingLeft = Self("S005")
  package static let pastHorizon = Self("S006")
  package static let clockAtHorizon = Self("S007")
  package static let metaTakes = Self("M001")
  package static let metaNeeds = Self("M002")
  package static let unknownMeta = Self("M003")
  package static let noJob = Self("M004")
  package static let cannotRead = Self("M005")
  package static let noLiveView = Self("M007")
  package static let cannotStartLiveView = Self("S008")
  package static let unknownDiagnostic = Self("M006")
}
