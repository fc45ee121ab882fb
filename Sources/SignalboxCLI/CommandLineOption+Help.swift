/// What `--help` and the man page both say beyond the options: the forms of the command
/// (SPEC §2), examples, exit statuses; and `--help`'s text after the option list.
extension CommandLineOption {
  /// The forms of the command: the words after `signalbox`, and what the form does.
  static let forms: [(words: String, what: String)] = [
    ("", "the REPL (standard input a terminal), or the program read from standard input"),
    ("[OPTIONS] FILE.sbx [FILE...]", "run script files in order, in one session, then exit"),
    ("[OPTIONS] -e PROGRAM [DATA...]", "run one program text over the data files (or stdin)"),
    ("--check FILE...", "parse and check only; print errors; exit 0 or 2"),
    ("help [TOPIC|NAME]", "help on a topic, an operator, a function or a diagnostic ID"),
    (
      "test [OPTIONS] [PATH...]",
      "run the expect statements of script files and folders, each file in its own session"
    ),
  ]

  static let examples: [(command: String, what: String)] = [
    (
      "signalbox --virtual -e 'interval 1 | take 3 | map x * 10'",
      "three values on the virtual clock"
    ),
    ("signalbox --format json script.sbx more.sbx", "two scripts in one session, as JSON lines"),
    (
      #"printf '{"a":1}\n{"a":2}\n' | signalbox -q -e 'stdin | map x.a'"#,
      "data on standard input, as jq reads it"
    ),
    ("signalbox --check script.sbx", "check a script without running it"),
    (
      "signalbox -r -e 'stdin | map x.city' people.json", "strings without quotes, from a data file"
    ),
    ("signalbox --arg who ada -e 'stdin | filter x.name == who' people.json", "a bound name"),
    ("signalbox help throttle", "what an operator does, with its example"),
    ("signalbox test --junit report.xml tests/", "run the expect statements of a folder"),
  ]

  static let exitStatuses: [(status: String, what: String)] = [
    ("0", "every pipeline completed"),
    ("1", "a pipeline ended with an error event (the rest of the script still ran)"),
    ("2", "a usage, parse or compile error (nothing ran)"),
    ("3", "a script could not be read, or writing standard output failed"),
    ("4", "--exit-status: no value was printed (1: the last was false or null)"),
    ("129, 130, 143", "SIGHUP, SIGINT (Ctrl-C), SIGTERM, outside the REPL"),
  ]

  /// `--help`'s text after the option list (argument-parser's `discussion`).
  static var helpDiscussion: String {
    var text = """
      With neither -e nor FILE, signalbox starts the REPL when standard input is a \
      terminal, and otherwise reads the program from standard input. With -e or FILE, \
      standard input is free for data: the `stdin` source reads it.

      EXAMPLES:

      """
    for example in examples { text += "  \(example.command)\n" }
    text += "\nJQ-STYLE OPTIONS WITH TWO VALUES (bound before the program runs):\n"
    for option in takingTwo where !option.hidden {
      text += "  " + padded("\(option.name) \(option.valueName?.uppercased() ?? "")", 24)
      text += option.help + "\n"
    }
    text += """
      In expressions, $NAME is the bound NAME, $ENV the environment, $ARGS jq's $ARGS. \
      With -e, the arguments after the options are data files, read in order as jq reads \
      them (as --input FILE each).
      The name `env` is the environment as an object (unless the program binds it).

      ENVIRONMENT:

      """
    for variable in EnvironmentVariable.all {
      text += "  " + padded(variable.name, 20) + variable.help + "\n"
    }
    text += "\nEXIT STATUS:\n"
    for status in exitStatuses {
      text += "  " + padded(status.status, 5) + status.what + "\n"
    }
    text += "A closed output pipe (`| head -2`) ends the program quietly with status 0."
    return text
  }

  /// `text` and at least one space, `width` columns in all.
  static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
