import XCTest

/// `signalbox jq`'s command line and builtins as jq 1.7.1's (issue 44): a refused command
/// line in jq's words, a `-n` filter's error position and `input_filename` (`<stdin>` for
/// standard input) once `input` has read, the builtins jq 1.7.1 does not have refused as
/// it refuses them (`JQ171.absent`), while a filter may still define its own. Each case is
/// jq 1.7.1's standard output, standard error and status for those arguments, as its
/// binary (built from the tag) gave them.
final class JQCommandCompatTests: XCTestCase {
  static let cases: [JQInputCase] = [
    .usageError(["-x", "."], "", "jq: Unknown option -x"),
    .usageError(["--foo", "."], "", "jq: Unknown option --foo"),
    .usageError(["--arg"], "", "jq: --arg takes two parameters (e.g. --arg varname value)"),
    .usageError(["--arg", "a"], "", "jq: --arg takes two parameters (e.g. --arg varname value)"),
    .usageError(
      ["--argjson", "a"], "", "jq: --argjson takes two parameters (e.g. --argjson varname text)"),
    .usageError(
      ["-n", "--rawfile", "x"], "",
      "jq: --rawfile takes two parameters (e.g. --rawfile varname filename)"),
    .usageError(
      ["-n", "--slurpfile", "x"], "",
      "jq: --slurpfile takes two parameters (e.g. --slurpfile varname filename)"),
    .usageError(["--indent", "9", "."], "1", "jq: --indent takes a number between -1 and 7"),
    .usageError(["--indent"], "1", "jq: --indent takes one parameter"),
    .usageError(["-L"], "", "-L takes a parameter: (e.g. -L /search/path or -L/search/path)"),
    .other(["-n", "input"], "", "", "jq: error (at <stdin>:0): break\n", 5),
    .other(["-n", "try input catch error(\"y\")"], "", "", "jq: error (at <stdin>:0): y\n", 5),
    .other(["-n", "error(\"x\")"], "", "", "jq: error (at <unknown>): x\n", 5),
    .compileError(["-n", "trim"], "trim/0 is not defined at <top-level>, line 1:\ntrim"),
    .compileError(
      ["-n", "\" a \" | ltrim"],
      "ltrim/0 is not defined at <top-level>, line 1:\n\" a \" | ltrim        "),
    .compileError(
      ["-n", "[1] | toarray"],
      "toarray/0 is not defined at <top-level>, line 1:\n[1] | toarray      "),
    .compileError(
      ["-n", "have_decnum"], "have_decnum/0 is not defined at <top-level>, line 1:\nhave_decnum"),
    .compileError(
      ["-n", "have_literal_numbers"],
      "have_literal_numbers/0 is not defined at <top-level>, line 1:\nhave_literal_numbers"),
    .compileError(
      ["-n", "[[1]] | leaf_paths"],
      "leaf_paths/0 is not defined at <top-level>, line 1:\n[[1]] | leaf_paths        "),
    .compileError(
      ["-n", "65 | ascii"], "ascii/0 is not defined at <top-level>, line 1:\n65 | ascii     "),
    .compileError(
      ["-n", "$__prog_args"], "$__prog_args is not defined at <top-level>, line 1:\n$__prog_args"),
    .compileError(
      ["-n", "{a:1} | pick(.a; .b)"],
      "pick/2 is not defined at <top-level>, line 1:\n{a:1} | pick(.a; .b)        "),
    .compileError(
      ["-n", "[1,2] | sum"], "sum/0 is not defined at <top-level>, line 1:\n[1,2] | sum        "),
    .ok(["-n", "def trim: 1; trim"], "", "1\n"),
    .ok(["input_filename"], "1", "\"<stdin>\"\n"),
    .compileError(["-n", "import \"nope\" as n; 1"], "module not found: nope\n"),
    .ok(["-n", "input_filename, (input | input_filename)"], "1\n", "null\n\"<stdin>\"\n"),
    .ok(["-n", "[inputs | input_filename]"], "1 2", "[\n  \"<stdin>\",\n  \"<stdin>\"\n]\n"),
    .ok(["-n", "$__loc__"], "", "{\n  \"file\": \"<top-level>\",\n  \"line\": 1\n}\n"),
    .compileError(
      ["-n", "[1] | add(.[])"],
      "add/1 is not defined at <top-level>, line 1:\n[1] | add(.[])      "),
    .compileError(["-n", "1 | ln"], "ln/0 is not defined at <top-level>, line 1:\n1 | ln    "),
    .ok(["-n", "[builtins[] | select(. == \"trim/0\" or . == \"toarray/0\")]"], "", "[]\n"),
  ]

  func testCommandLineAndBuiltinsAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
