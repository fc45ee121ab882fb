/// jq's flags and options with jq's meaning (docs/language.md, "jq's flags"); any of them
/// means the values format, as jq prints.
extension CommandLineOption {
  /// A jq flag that sets a flag of `JQFlagOptions` (a closure, not a key path: making the
  /// fourteen key paths cost start-up 0.14 M instructions).
  private static func jqFlag(
    _ names: [String], _ help: String, _ flag: @escaping @Sendable (inout JQFlagOptions) -> Void
  ) -> CommandLineOption {
    CommandLineOption(names, help: help, group: .jq) { o, _ in
      flag(&o.jq)
      return true
    }
  }

  /// A jq option with two values, bound before the program runs.
  private static func jqPair(
    _ name: String, _ first: String, _ second: String, _ completion: Completion, _ help: String
  ) -> CommandLineOption {
    CommandLineOption(
      [name], .pair(first, second), completion, help: help, group: .jq, repeatable: true,
      set: nil)
  }

  static let compact = jqFlag(
    ["-c", "--compact-output"], "jq's -c (accepted: values print compact)."
  ) { $0.compact = true }
  static let slurp = jqFlag(
    ["-s", "--slurp"], "The `stdin` source sends one array of every input value."
  ) { $0.slurp = true }
  static let nullInput = jqFlag(
    ["-n", "--null-input"], "The `stdin` source sends one null and reads nothing."
  ) { $0.nullInput = true }
  static let rawInput = jqFlag(
    ["-R", "--raw-input"],
    "The `stdin` source sends each line as a string (with -s: the whole text)."
  ) { $0.rawInput = true }
  static let sortKeys = jqFlag(["-S", "--sort-keys"], "Object keys print sorted.") {
    $0.sortKeys = true
  }
  static let tab = jqFlag(["--tab"], "Values print pretty, one tab a level.") { $0.tab = true }
  static let join = jqFlag(["-j", "--join-output"], "Like -r, with nothing after each value.") {
    $0.join = true
  }
  static let ascii = jqFlag(["-a", "--ascii-output"], "Non-ASCII characters print as \\uXXXX.") {
    $0.ascii = true
  }
  static let rawOutput0 = jqFlag(["--raw-output0"], "Like -r, with a NUL after each value.") {
    $0.rawOutput0 = true
  }
  static let seq = jqFlag(["--seq"], "An ASCII RS character before each value (RFC 7464).") {
    $0.seq = true
  }
  static let exitStatus = jqFlag(
    ["--exit-status"],
    "jq's -e: status 1 when the last value is false or null, 4 when there is none."
  ) { $0.exitStatus = true }
  static let args = jqFlag(
    ["--args"], "The arguments after the options are strings for $ARGS.positional, not data files."
  ) { $0.args = true }
  static let jsonargs = jqFlag(
    ["--jsonargs"], "The arguments after the options are JSON values for $ARGS.positional."
  ) { $0.jsonargs = true }
  static let fromFile = CommandLineOption(
    ["-f", "--from-file"], .value("file"), .file,
    help: "Run the program in FILE, as -e runs its text.", group: .jq
  ) {
    $0.jq.fromFile = $1
    return true
  }

  static let jq: [CommandLineOption] = [
    compact, slurp, nullInput, rawInput, sortKeys, tab, join, ascii, rawOutput0, seq,
    exitStatus, args, jsonargs, fromFile,
    jqPair("--arg", "name", "text", .nothing, "Bind NAME to the string TEXT (as $NAME too)."),
    jqPair("--argjson", "name", "json", .nothing, "Bind NAME to the JSON value JSON."),
    jqPair("--rawfile", "name", "file", .file, "Bind NAME to the text of FILE."),
    jqPair(
      "--slurpfile", "name", "file", .file, "Bind NAME to an array of the JSON values in FILE."),
  ]
}
