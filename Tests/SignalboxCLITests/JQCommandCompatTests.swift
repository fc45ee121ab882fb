import XCTest

/// `signalbox jq`'s command line and builtins as jq 1.7.1's (issue 44): a refused command
/// line in jq's words, a `-n` filter's error position and `input_filename` (`<stdin>` for
/// standard input) once `input` has read, the builtins jq 1.7.1 does not have refused as
/// it refuses them (`JQ171.absent`), while a filter may still define its own. Each case is
/// jq 1.7.1's standard output, standard error and status for those arguments, as its
/// binary (built from the tag) gave them.
final class JQCommandCompatTests: XCTestCase {
  static let cases: [JQInputCase] = [
    .other(
      ["-x", "."], "", "",
      "jq: Unknown option -x\nUse jq --help for help with"
        + " command-line options,\nor see the jq manpage, or "
        + "online docs  at https://jqlang.github.io/jq\n", 2),
    .other(
      ["--foo", "."], "", "",
      "jq: Unknown option --foo\nUse jq --help for help w"
        + "ith command-line options,\nor see the jq manpage, "
        + "or online docs  at https://jqlang.github.io/jq\n", 2),
    .other(
      ["--arg"], "", "",
      "jq: --arg takes two parameters (e.g. --arg varname"
        + " value)\nUse jq --help for help with command-line "
        + "options,\nor see the jq manpage, or online docs  a"
        + "t https://jqlang.github.io/jq\n", 2),
    .other(
      ["--arg", "a"], "", "",
      "jq: --arg takes two parameters (e.g. --arg varname"
        + " value)\nUse jq --help for help with command-line "
        + "options,\nor see the jq manpage, or online docs  a"
        + "t https://jqlang.github.io/jq\n", 2),
    .other(
      ["--argjson", "a"], "", "",
      "jq: --argjson takes two parameters (e.g. --argjson"
        + " varname text)\nUse jq --help for help with comman"
        + "d-line options,\nor see the jq manpage, or online "
        + "docs  at https://jqlang.github.io/jq\n", 2),
    .other(
      ["-n", "--rawfile", "x"], "", "",
      "jq: --rawfile takes two parameters (e.g. --rawfile"
        + " varname filename)\nUse jq --help for help with co"
        + "mmand-line options,\nor see the jq manpage, or onl"
        + "ine docs  at https://jqlang.github.io/jq\n", 2),
    .other(
      ["-n", "--slurpfile", "x"], "", "",
      "jq: --slurpfile takes two parameters (e.g. --slurp"
        + "file varname filename)\nUse jq --help for help wit"
        + "h command-line options,\nor see the jq manpage, or"
        + " online docs  at https://jqlang.github.io/jq\n", 2),
    .other(
      ["--indent", "9", "."], "1", "",
      "jq: --indent takes a number between -1 and 7\nUse "
        + "jq --help for help with command-line options,\nor "
        + "see the jq manpage, or online docs  at https://jql"
        + "ang.github.io/jq\n", 2),
    .other(
      ["--indent"], "1", "",
      "jq: --indent takes one parameter\nUse jq --help fo"
        + "r help with command-line options,\nor see the jq m"
        + "anpage, or online docs  at https://jqlang.github.i"
        + "o/jq\n", 2),
    .other(
      ["-L"], "", "",
      "-L takes a parameter: (e.g. -L /search/path or -L/"
        + "search/path)\nUse jq --help for help with command-"
        + "line options,\nor see the jq manpage, or online do"
        + "cs  at https://jqlang.github.io/jq\n", 2),
    .other(["-n", "input"], "", "", "jq: error (at <stdin>:0): break\n", 5),
    .other(["-n", "try input catch error(\"y\")"], "", "", "jq: error (at <stdin>:0): y\n", 5),
    .other(["-n", "error(\"x\")"], "", "", "jq: error (at <unknown>): x\n", 5),
    .other(
      ["-n", "trim"], "", "",
      "jq: error: trim/0 is not defined at <top-level>, l"
        + "ine 1:\ntrim\njq: 1 compile error\n", 3),
    .other(
      ["-n", "\" a \" | ltrim"], "", "",
      "jq: error: ltrim/0 is not defined at <top-level>, "
        + "line 1:\n\" a \" | ltrim        \njq: 1 compile er"
        + "ror\n", 3),
    .other(
      ["-n", "[1] | toarray"], "", "",
      "jq: error: toarray/0 is not defined at <top-level>"
        + ", line 1:\n[1] | toarray      \njq: 1 compile erro"
        + "r\n", 3),
    .other(
      ["-n", "have_decnum"], "", "",
      "jq: error: have_decnum/0 is not defined at <top-le"
        + "vel>, line 1:\nhave_decnum\njq: 1 compile error\n", 3),
    .other(
      ["-n", "have_literal_numbers"], "", "",
      "jq: error: have_literal_numbers/0 is not defined a"
        + "t <top-level>, line 1:\nhave_literal_numbers\njq: "
        + "1 compile error\n", 3),
    .other(
      ["-n", "[[1]] | leaf_paths"], "", "",
      "jq: error: leaf_paths/0 is not defined at <top-lev"
        + "el>, line 1:\n[[1]] | leaf_paths        \njq: 1 co"
        + "mpile error\n", 3),
    .other(
      ["-n", "65 | ascii"], "", "",
      "jq: error: ascii/0 is not defined at <top-level>, "
        + "line 1:\n65 | ascii     \njq: 1 compile error\n", 3),
    .other(
      ["-n", "$__prog_args"], "", "",
      "jq: error: $__prog_args is not defined at <top-lev"
        + "el>, line 1:\n$__prog_args\njq: 1 compile error\n", 3),
    .other(
      ["-n", "{a:1} | pick(.a; .b)"], "", "",
      "jq: error: pick/2 is not defined at <top-level>, l"
        + "ine 1:\n{a:1} | pick(.a; .b)        \njq: 1 compil"
        + "e error\n", 3),
    .other(
      ["-n", "[1,2] | sum"], "", "",
      "jq: error: sum/0 is not defined at <top-level>, li"
        + "ne 1:\n[1,2] | sum        \njq: 1 compile error\n", 3),
    .other(["-n", "def trim: 1; trim"], "", "1\n", "", 0),
    .other(["input_filename"], "1", "\"<stdin>\"\n", "", 0),
    .other(
      ["-n", "import \"nope\" as n; 1"], "", "",
      "jq: error: module not found: nope\n\njq: 1 compile"
        + " error\n", 3),
    .other(
      ["-n", "input_filename, (input | input_filename)"], "1\n", "null\n\"<stdin>\"\n", "", 0),
    .other(
      ["-n", "[inputs | input_filename]"], "1 2", "[\n  \"<stdin>\",\n  \"<stdin>\"\n]\n", "", 0),
    .other(["-n", "$__loc__"], "", "{\n  \"file\": \"<top-level>\",\n  \"line\": 1\n}\n", "", 0),
    .other(
      ["-n", "[1] | add(.[])"], "", "",
      "jq: error: add/1 is not defined at <top-level>, li"
        + "ne 1:\n[1] | add(.[])      \njq: 1 compile error\n", 3),
    .other(
      ["-n", "1 | ln"], "", "",
      "jq: error: ln/0 is not defined at <top-level>, lin"
        + "e 1:\n1 | ln    \njq: 1 compile error\n", 3),
    .other(
      [
        "-n",
        "[builtins[] | select(. == \"trim/0\" or . == \"toa"
          + "rray/0\")]",
      ], "", "[]\n", "", 0),
  ]

  func testCommandLineAndBuiltinsAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
