/// jq's flags and options with jq's meaning (docs/language.md, "jq's flags"); any of them
/// means the values format, as jq prints.
extension CommandLineOption {
  /// A jq flag that sets `flag` of `JQFlagOptions`.
  private static func jqFlag(
    _ names: [String], _ flag: WritableKeyPath<JQFlagOptions, Bool> & Sendable, _ help: String
  ) -> CommandLineOption {
    CommandLineOption(names, help: help, group: .jq) { o, _ in
      o.jq[keyPath: flag] = true
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
    ["-c", "--compact-output"], \.compact, "jq's -c (accepted: values print compact).")
  static let slurp = jqFlag(
    ["-s", "--slurp"], \.slurp, "The `stdin` source sends one array of every input value.")
  static let nullInput = jqFlag(
    ["-n", "--null-input"], \.nullInput, "The `stdin` source sends one null and reads nothing.")
  static let rawInput = jqFlag(
    ["-R", "--raw-input"], \.rawInput,
    "The `stdin` source sends each line as a string (with -s: the whole text).")
  static let sortKeys = jqFlag(["-S", "--sort-keys"], \.sortKeys, "Object keys print sorted.")
  static let tab = jqFlag(["--tab"], \.tab, "Values print pretty, one tab a level.")
  static let join = jqFlag(
    ["-j", "--join-output"], \.join, "Like -r, with nothing after each value.")
  static let ascii = jqFlag(
    ["-a", "--ascii-output"], \.ascii, "Non-ASCII characters print as \\uXXXX.")
  static let rawOutput0 = jqFlag(
    ["--raw-output0"], \.rawOutput0, "Like -r, with a NUL after each value.")
  static let seq = jqFlag(["--seq"], \.seq, "An ASCII RS character before each value (RFC 7464).")
  static let exitStatus = jqFlag(
    ["--exit-status"], \.exitStatus,
    "jq's -e: status 1 when the last value is false or null, 4 when there is none.")
  static let args = jqFlag(
    ["--args"], \.args,
    "The arguments after the options are strings for $ARGS.positional, not data files.")
  static let jsonargs = jqFlag(
    ["--jsonargs"], \.jsonargs,
    "The arguments after the options are JSON values for $ARGS.positional.")
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
