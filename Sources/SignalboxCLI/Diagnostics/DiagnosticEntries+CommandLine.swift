import SignalboxJSON

/// The command line's entries (`U…`): options the checks refuse, and files it cannot read or
/// write. Each: its message's text (a template its `Message` function fills), what it means,
/// a `signalbox` command line that gets it and the same put right
/// (CommandLineExplanationTests runs both, in the examples directory); an entry no command
/// line gets says why, with no wrong example. `Launch` looks `--explain ID` and `help ID` up
/// in them too, and hands them to the session for `:help ID` (`SessionOptions.moreEntries`).
extension DiagnosticCatalogue {
  static let commandLine: [DiagnosticEntry] = [
    .error(
      .unknownOutputFormat, text: "unknown format '{name}' (expected {expected})",
      "--format takes text, json or values.", ["--format", "yaml", "-e", "just 1"],
      ["--format", "json", "-e", "just 1"]),
    .error(
      .argsNeedProgram, text: "--args and --jsonargs need the program as -e PROGRAM or -f FILE",
      "With --args or --jsonargs the words after the options are $ARGS.positional, so the "
        + "program must come from -e or -f.", ["--args", "a"],
      ["--args", "-e", "just $ARGS.positional", "a"]),
    .error(
      .programGivenTwice, text: "-e and -f cannot be combined",
      "-e gives the program's text and -f its file: one program, one of them.",
      ["-e", "just 1", "-f", "01-map-filter.sbx"], ["--virtual", "-f", "01-map-filter.sbx"]),
    .error(
      .badHorizon, text: "--horizon takes a non-negative number of seconds, got '{value}'",
      "--horizon takes a finite number of seconds, 0 or more.",
      ["--virtual", "--horizon", "nan", "-e", "just 1"],
      ["--virtual", "--horizon", "10", "-e", "just 1"]),
    .error(
      .badIndent, text: "--indent takes 0 to 7 spaces, got {value}",
      "--indent takes 0 to 7 spaces, as jq's.", ["--indent", "8", "-e", "just [1]"],
      ["--indent", "7", "-e", "just [1]"]),
    .error(
      .jqOutputNotJSON,
      text: "-r, --indent and --pretty shape the values format, not --format {format}",
      "-r, --indent and --pretty shape jq's values format; --format json prints event "
        + "objects and cannot take them.", ["-r", "--format", "json", "-e", "just \"a\""],
      ["-r", "-e", "just \"a\""]),
    .error(
      .needsNameAndValue, text: "{option} takes a name and a value",
      "--arg, --argjson, --rawfile and --slurpfile each take a name and then a value.",
      ["--arg", "who"], ["--arg", "who", "ada", "-e", "just who"]),
    .error(
      .badArgumentName, text: "{option} {name}: {problem}",
      "The name of --arg (and its kin) must be a name a program can use: letters, digits "
        + "and _, not x, i, t or acc.", ["--arg", "1x", "a", "-e", "just 1"],
      ["--arg", "x1", "a", "-e", "just x1"]),
    .error(
      .argumentNotJSON, text: "{lead}not JSON: {problem}",
      "--argjson, --jsonargs and --slurpfile take JSON: the value (or the file) is not.",
      ["--argjson", "v", "{", "-e", "just v"], ["--argjson", "v", "{}", "-e", "just v"]),
    .error(
      .cannotReadArgumentFile, text: "{option} {name}: cannot read {path}{reason}",
      "The file of --rawfile or --slurpfile cannot be read (missing, a directory, no "
        + "permission).", ["--rawfile", "doc", "no-such-file.txt", "-e", "just doc"],
      ["--rawfile", "doc", "01-map-filter.sbx", "-e", "just doc | map len(x) > 0"]),
    .error(
      .unknownMarbleFormat, text: "{word}: unknown marble format '{value}' (one of {formats})",
      "--marbles=FORMAT takes diagram, table, svg or source.",
      ["--virtual", "--marbles=png", "-e", "just 1"],
      ["--virtual", "--marbles=table", "-e", "just 1"]),
    .error(
      .marblesWithSpace, text: "write --marbles={format}: the format follows '=', not a space",
      "The format of --marbles follows '=': with a space it would be read as a script file.",
      ["--virtual", "--marbles", "table", "-e", "just 1"],
      ["--virtual", "--marbles=table", "-e", "just 1"]),
    .error(
      .noCompletionScript,
      text: "--generate-completion-script: no script for '{shell}' (one of {shells})",
      "Completion scripts are written for bash, zsh and fish.",
      ["--generate-completion-script", "tcsh"], ["--generate-completion-script", "bash"]),
    .error(
      .cannotReadScript, text: "cannot read {path}: {reason}",
      "A script, program file or data file cannot be read: the OS's reason follows. Status "
        + "3.", ["no-such-script.sbx"], ["--virtual", "01-map-filter.sbx"]),
    .error(
      .runAsProgram, text: "to run it as a program: signalbox -e {quoted}",
      "A note after 'cannot read': the word is no file but reads as a program (jq users "
        + "leave out -e).", ["just 1 | map x + 1"], ["-e", "just 1 | map x + 1"]),
    .error(
      .cannotWriteOutput, text: "error writing standard output: {reason}",
      "Writing standard output failed (a full disk, an I/O error); a closed pipe is not "
        + "this (it ends the program quietly). Status 3. No program alone gets this.",
      wrong: "",
      right: "just 1"),
    .error(
      .needsReadline, text: "the REPL needs GNU readline: {problem}",
      "The REPL loads GNU readline when it starts, and it is not installed "
        + "(apt-get install libreadline8). Scripts and -e run without it.",
      wrong: "",
      right: "just 1"),
    .error(
      .compareWithProgram, text: "--compare is the program: it cannot be combined with -e or -f",
      "--compare runs its own source through the chains it names: it is the whole program.",
      ["--compare", "just 1 with map x", "-e", "just 2"], ["--compare", "just 1 with map x"]),
    .error(
      .unknownCommandLineOption, text: "unknown option '{word}'{meant}",
      "No option of signalbox is spelt so (`signalbox --help` lists them); a close one is "
        + "named when there is one.", ["--virtaul", "-e", "just 1"],
      ["--virtual", "-e", "just 1"]),
    .error(
      .missingOptionValue, text: "{option} needs a value: {option} <{placeholder}>{dashed}",
      "The option takes a value after it (or after '='), and the command line ended, or "
        + "the next word starts with '-' and so reads as an option: write --horizon=-1.",
      ["-e", "just 1", "--horizon"], ["-e", "just 1", "--horizon", "10"]),
    .error(
      .flagTakesNoValue, text: "{option} takes no value, got '{word}'",
      "The option is a flag: it is on when named, and takes no '=value'.",
      ["--virtual=yes", "-e", "just 1"], ["--virtual", "-e", "just 1"]),
    .error(
      .invalidOptionValue, text: "{option} takes <{placeholder}>, got '{value}'",
      "The option's value is not of its kind: --horizon takes seconds, --indent a number "
        + "of spaces, --marbles-format a marble format.",
      ["--virtual", "--horizon", "soon", "-e", "just 1"],
      ["--virtual", "--horizon", "5", "-e", "just 1"]),
    .error(
      .commandLineRefused, text: "{text}",
      "The command line was refused for a reason none of the option table's entries "
        + "U019-U022 names; the sentence says what. No command line gets this since the "
        + "option table parses the line itself (before, it kept swift-argument-parser's "
        + "own sentences, such as its reading of `--arg=1 x`).", wrong: "",
      right: "just 1"),
    .error(
      .badThreads, text: "--threads takes 1 or more threads, got {value}",
      "--threads N: 1 reads stdin on the thread that evaluates and prints; 2 or more read, "
        + "split into lines and check them ahead on a second thread.",
      ["--threads", "0", "-e", "just 1"], ["--threads", "1", "-e", "just 1"]),
    .error(
      .badLivePort, text: "--live takes a port number from 0 to 65535, got '{value}'",
      "--live=PORT takes the port the live view listens on (0, the default, lets the system "
        + "pick a free one).", ["--live=http", "-e", "just 1"], ["-e", "just 1"]),
    .error(
      .recordTestNeeds,
      text: "test --from-recording needs REC.ndjson and -e PIPELINE, and no other word",
      "test --from-recording writes a test file from a --format json recording: the "
        + "recording is its input, the pipeline what it tests.",
      ["test", "--from-recording", "08-record-replay.stdin"],
      ["test", "--from-recording", "08-record-replay.stdin", "-e", "map x + 1"]),
    .error(
      .cannotWriteTestFile, text: "cannot write {path}: {reason}",
      "test --from-recording -o FILE: the test file cannot be written; the OS's reason follows. "
        + "Status 3.",
      [
        "test", "--from-recording", "08-record-replay.stdin", "-e", "map x", "-o",
        "no-such-folder/t.sbx",
      ], ["test", "--from-recording", "08-record-replay.stdin", "-e", "map x"]),
    .error(
      .noSuchTestPath, text: "test: no such file or folder: {path}",
      "signalbox test takes script files and folders (searched for *.sbx); this path is "
        + "neither. Status 2.", ["test", "no-such-folder"], ["test", "10-expect.sbx"]),
    .error(
      .noTestFiles, text: "test: no .sbx file to run in {paths}",
      "The folders given to signalbox test hold no *.sbx file: a run of nothing would pass, "
        + "so it is refused. Status 2.", ["test", "../Sources/SignalboxCLI"],
      ["test", "10-expect.sbx"]),
    .error(
      .cannotReadSample, text: "cannot read {path}: {reason}",
      "signalbox explore FILE (and :input FILE at the prompt) reads the start of FILE as the "
        + "sample `stdin` reads; the file cannot be read, and the OS's reason follows. "
        + "Status 3.", ["explore", "no-such-file.ndjson"], ["-e", "just 1"]),
    .error(
      .exploreNeedsTerminal, text: "explore needs a terminal: it is the REPL with {path} as stdin",
      "signalbox explore FILE starts the REPL, which reads what is typed at a terminal; with "
        + "standard input not a terminal, run a program on the file instead "
        + "(signalbox --input FILE -e PROGRAM). Status 2.",
      ["explore", "08-record-replay.stdin"], ["--input", "08-record-replay.stdin", "-e", "stdin"]),
    DiagnosticEntry(
      .liveViewNotBuilt,
      severity: .error,
      text: "this signalbox was built without the live view: build it with "
        + "`swift build --traits LiveView` (or `make`)",
      "--live and :live need the live view's server, which a build without the LiveView "
        + "package trait (a plain `swift build`) leaves out; `make` and `make install` "
        + "enable it. Status 2. The builds the project makes have it, so no example gets it.",
      wrong: "", right: "just 1"),
  ]
}

extension DiagnosticEntry {
  /// A command line's entry: what it means, the arguments of a `signalbox` that gets it and
  /// of one put right.
  static func error(
    _ id: DiagnosticMessage.ID, text: String, _ meaning: String, _ wrong: [String],
    _ right: [String]
  ) -> Self {
    Self(
      id, severity: .error, text: text, meaning, wrong: "",
      right: "just 1",
      commandLine: (wrong, right))
  }
}

/// The IDs of the entries above.
extension DiagnosticMessage.ID {
  static let unknownOutputFormat = Self("U001")
  static let argsNeedProgram = Self("U002")
  static let programGivenTwice = Self("U003")
  static let badHorizon = Self("U004")
  static let badIndent = Self("U005")
  static let jqOutputNotJSON = Self("U006")
  static let needsNameAndValue = Self("U007")
  static let badArgumentName = Self("U008")
  static let argumentNotJSON = Self("U009")
  static let cannotReadArgumentFile = Self("U010")
  static let unknownMarbleFormat = Self("U011")
  static let marblesWithSpace = Self("U012")
  static let noCompletionScript = Self("U013")
  static let cannotReadScript = Self("U014")
  static let runAsProgram = Self("U015")
  static let cannotWriteOutput = Self("U016")
  static let needsReadline = Self("U017")
  static let compareWithProgram = Self("U018")
  static let unknownCommandLineOption = Self("U019")
  static let missingOptionValue = Self("U020")
  static let flagTakesNoValue = Self("U021")
  static let invalidOptionValue = Self("U022")
  static let commandLineRefused = Self("U023")
  static let badThreads = Self("U024")
  static let badLivePort = Self("U025")
  static let recordTestNeeds = Self("U026")
  static let cannotWriteTestFile = Self("U027")
  static let cannotReadSample = Self("U033")
  static let exploreNeedsTerminal = Self("U034")
}
