/// The robustness limits (`B…`): most are far beyond a short program (16 MiB of program
/// text, 1 GiB of input), so their `wrong` is empty and the meaning says so.
/// Each: what it means, a program that gets it, the same put right (and the standard input
/// both read). An empty `wrong`: no short program gets it (the meaning says why).
extension DiagnosticCatalogue {
  static let limits: [DiagnosticEntry] = [
    .error(
      .programTooLong, text: "program text longer than {limit} bytes (the limit)",
      "The program text is longer than 16 MiB, the limit of a program file; split it. "
        + "No short program gets this.",
      wrong: "",
      right: "just 1"),
    .error(
      .valueTooLong,
      text: "{source}: a JSON value longer than {limit} bytes (values are at most {limit} "
        + "bytes; `stdin items` streams the parts of a bigger one)",
      "One JSON value of the input is longer than 1 GiB, the limit of a value; "
        + "`stdin items` streams the parts of a bigger one. No short input gets this.",
      wrong: "",
      right: "stdin",
      input: "[1, 2]"),
    .error(
      .tooMuchUnreadable,
      text: "{source}: gave up after {limit} bytes of unreadable input with no value "
        + "in them",
      "The reader skipped 1 GiB of unreadable input without finding a value in it and "
        + "gave up. No short input gets this.",
      wrong: "",
      right: "stdin",
      input: "[1, 2]"),
    .error(
      .arrayTooLong, text: "{what}: an array of more than {limit} elements (the limit)",
      "An array would have more than 4 194 304 elements (2^22), the limit of an array: "
        + "range, +, add, collect and the like stop there instead of exhausting memory.",
      wrong: "just len(range(5000000))",
      right: "just len(range(5000))"),
    .error(
      .stringTooLong, text: "{what}: a string of more than {limit} bytes (the limit)",
      "A string would be longer than 1 GiB, the limit of a string (+ of two strings, "
        + "a fold that joins them). No short program gets this.",
      wrong: "",
      right: "just \"a\" + \"b\""),
    .error(
      .reportNotWritable, text: "cannot write the report to {path}: {reason}",
      "The command line's report file (--report FILE) cannot be written (a directory "
        + "that does not exist, no permission): the message gives the path and the "
        + "reason. A program alone does not get this, only --report does.",
      wrong: "",
      right: "just 1"),
  ]
}

/// The IDs of these entries.
extension DiagnosticMessage.ID {
  package static let programTooLong = Self("B001")
  package static let valueTooLong = Self("B002")
  package static let tooMuchUnreadable = Self("B003")
  package static let arrayTooLong = Self("B004")
  package static let stringTooLong = Self("B005")
  package static let reportNotWritable = Self("B006")
}
