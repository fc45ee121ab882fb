/// `signalbox jq`'s table: jq 1.7.1's options, read by the same parser
/// (`CommandLineParser(words, table: jqCommand)`) and listed by `signalbox jq --help`.
/// Here `-e` is jq's `--exit-status`, as in jq.
extension CommandLineOption {
  /// An entry of `signalbox jq`'s table that sets a flag.
  private static func jqc(
    _ names: [String], _ help: String, _ flag: @escaping @Sendable (inout CommandOptions) -> Void
  ) -> CommandLineOption {
    CommandLineOption(names, help: help, group: .jq) { o, _ in
      flag(&o)
      return true
    }
  }

  /// `--arg`, `--argjson`, `--slurpfile`, `--rawfile`: kept in order, read after the line.
  private static func jqcPair(_ name: String, _ second: String, _ help: String)
    -> CommandLineOption
  {
    CommandLineOption(
      [name], .pair("name", second), second == "file" ? .file : .nothing, help: help,
      group: .jq, repeatable: true, setPair: { $0.jqCommand.named.append((name, $1, $2)) },
      set: nil)
  }

  static let jqCommand: [CommandLineOption] = [
    jqc(["-n", "--null-input"], "Use null as the single input value.") { $0.jq.nullInput = true },
    jqc(["-R", "--raw-input"], "Read each line as a string instead of JSON.") {
      $0.jq.rawInput = true
    },
    jqc(["-s", "--slurp"], "Read all inputs into an array; use it as the single input.") {
      $0.jq.slurp = true
    },
    jqc(["-c", "--compact-output"], "Compact instead of pretty-printed output.") {
      $0.jqCommand.indent = 0
      $0.jq.tab = false
    },
    jqc(["-r", "--raw-output"], "Output strings without escapes and quotes.") {
      $0.jqCommand.raw = true
    },
    jqc(["--raw-output0"], "Implies -r; a NUL after each output.") { $0.jq.rawOutput0 = true },
    jqc(["-j", "--join-output"], "Implies -r; nothing after each output.") { $0.jq.join = true },
    jqc(["-a", "--ascii-output"], "Output strings with only ASCII characters (\\uXXXX).") {
      $0.jq.ascii = true
    },
    jqc(["-S", "--sort-keys"], "Sort the keys of each object on output.") {
      $0.jq.sortKeys = true
    },
    jqc(["-C", "--color-output"], "Colorize JSON output (JQ_COLORS sets the colours).") {
      $0.jqCommand.color = true
    },
    jqc(["-M", "--monochrome-output"], "Disable colored output.") { $0.jqCommand.color = false },
    jqc(["--tab"], "Use tabs for indentation.") { $0.jq.tab = true },
    CommandLineOption(
      ["--indent"], .value("n"), help: "Use N spaces for indentation (0 to 7; -1: a tab).",
      group: .jq
    ) { o, value in
      // jq 1.7.1 reads the number with C's `atoi` (a word is 0, `3x` is 3).
      let n = Int(atoi(value))
      guard (-1...7).contains(n) else { return false }
      // jq 1.7.1: -1 is its indent flags' all-ones pattern, which prints a tab per level.
      o.jqCommand.indent = max(n, 0)
      o.jq.tab = n == -1
      return true
    },
    // jq 1.7.1 on Linux takes `-b` (alone or among short flags) and does nothing; its
    // `--binary` exists on Windows only (elsewhere an unknown option).
    jqc(["-b"], "jq's Windows-only binary mode: no effect.") { _ in },
    jqc(["--unbuffered"], "Flush the output after each value.") {
      $0.jqCommand.unbuffered = true
    },
    jqc(["--stream"], "Parse the input in streaming fashion ([path, leaf] events).") {
      $0.jqCommand.stream = true
    },
    jqc(["--stream-errors"], "Implies --stream; invalid JSON is the event [MESSAGE, PATH].") {
      $0.jqCommand.stream = true
      $0.jqCommand.streamErrors = true
    },
    jqc(["--seq"], "Output as application/json-seq (an RS before each value).") {
      $0.jq.seq = true
    },
    // jq 1.7.1: a flag; the first word, before or after it, is the filter's file.
    jqc(["-f", "--from-file"], "Read the filter from the file the first word names.") {
      $0.jqCommand.fromFile = true
    },
    CommandLineOption(
      ["-L"], .value("dir"), .file, help: "Search modules in DIR.",
      group: .jq, repeatable: true
    ) {
      $0.jqCommand.libraryPaths.append($1)
      return true
    },
    jqcPair("--arg", "value", "Set $NAME to the string VALUE."),
    jqcPair("--argjson", "value", "Set $NAME to the JSON VALUE."),
    jqcPair("--slurpfile", "file", "Set $NAME to an array of the JSON values in FILE."),
    jqcPair("--rawfile", "file", "Set $NAME to the text of FILE."),
    jqc(["--args"], "The remaining arguments are strings: $ARGS.positional.") {
      $0.jq.args = true
      $0.jq.jsonargs = false
      $0.jqCommand.argModes.append((at: $0.files.count, json: false))
    },
    jqc(["--jsonargs"], "The remaining arguments are JSON texts: $ARGS.positional.") {
      $0.jq.jsonargs = true
      $0.jq.args = false
      $0.jqCommand.argModes.append((at: $0.files.count, json: true))
    },
    jqc(
      ["-e", "--exit-status"],
      "jq's -e: status 1 if the last output is false or null, 4 if there was none."
    ) { $0.jqCommand.exitStatus = true },
    jqc(["--build-configuration"], "Show how this jq was built.") {
      $0.jqCommand.buildConfiguration = true
    },
    CommandLineOption(["-V", "--version"], help: "Show jq's version.", group: .builtin, set: nil),
    CommandLineOption(["-h", "--help"], help: "Show this help.", group: .builtin, set: nil),
  ]
}
