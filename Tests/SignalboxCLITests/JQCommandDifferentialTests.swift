import XCTest

/// `signalbox jq` where session 19's differential run (Tests/Conformance/jq/differential)
/// found it answering otherwise than jq 1.7.1: the position `<unknown>` once jq has closed
/// the last file (and `input_filename` null), `-R`'s line numbers, `--indent` read by
/// `atoi`, jq's own refusals of `--name=value`, of a short-flag word and of
/// `--library-path`, `-LDIR`, `--seq --stream`, `--stream-errors` reading on after an
/// error, number literals `1.` and `0..`, `@0`, `getpath` through null, `setpath` of an
/// array key, `try f?`, `$__loc__` as a pattern, and bison's words for several syntax
/// errors (`expecting …`, unterminated strings, `QQSTRING_INTERP_END`, INVALID_CHARACTER
/// for an unpaired bracket), the last missing import reported first, and `%` of numbers at
/// and past 2^63 (jq's `dtoi` on x86-64). Each case is jq 1.7.1's standard output,
/// standard error and status, as its binary gave them (pinned by differential/pin.py).
final class JQCommandDifferentialTests: XCTestCase {
  static let cases: [JQInputCase] = [
    .other(
      ["-c", "., input"], "1",
      "1\n",
      "jq: error (at <unknown>): break\n", 5),
    .other(
      ["-c", "., input"], "1\n",
      "1\n",
      "jq: error (at <stdin>:1): break\n", 5),
    .other(
      [
        "-c", "[., (try input catch .), input_filename, (try input catch .), input_filename]",
      ], "1\n",
      "[1,\"break\",\"<stdin>\",\"break\",null]\n",
      "", 0),
    .other(
      ["-c", "[., input]"], "1 2 3",
      "[1,2]\n",
      "jq: error (at <unknown>): break\n", 5),
    .other(
      ["-c", "[., input]"], "1\n2\n3\n",
      "[1,2]\n",
      "jq: error (at <stdin>:3): break\n", 5),
    .other(
      ["-nc", "try input catch ., input"], "{ 2",
      "\"Unfinished JSON term at EOF at line 1, column 3\"\n",
      "jq: error (at <unknown>): break\n", 5),
    .other(
      ["-R", ". / 2"], "a\nb\nc\n",
      "",
      "jq: error (at <stdin>:1): string (\"a\") and number (2) cann"
        + "ot be divided\njq: error (at <stdin>:2): string (\"b\") and "
        + "number (2) cannot be divided\njq: error (at <stdin>:3): stri"
        + "ng (\"c\") and number (2) cannot be divided\n", 5),
    .other(
      ["-R", "., input"], "a",
      "\"a\"\n",
      "jq: error (at <unknown>): break\n", 5),
    .other(
      ["--indent", "x", "."], "{\"a\":[1]}",
      "{\"a\":[1]}\n",
      "", 0),
    .other(
      ["--indent", "3x", "."], "{\"a\":[1]}",
      "{\n   \"a\": [\n      1\n   ]\n}\n",
      "", 0),
    .other(
      ["--indent=3", "."], "1",
      "",
      "jq: Unknown option --indent=3\nUse jq --help for help with c"
        + "ommand-line options,\nor see the jq manpage, or online docs "
        + " at https://jqlang.github.io/jq\n", 2),
    .other(
      ["--compact-output=1", "."], "0",
      "",
      "jq: Unknown option --compact-output=1\nUse jq --help for hel"
        + "p with command-line options,\nor see the jq manpage, or onli"
        + "ne docs  at https://jqlang.github.io/jq\n", 2),
    .other(
      ["-nqe", "."], "",
      "",
      "jq: Unknown option -nqe\nUse jq --help for help with command"
        + "-line options,\nor see the jq manpage, or online docs  at ht"
        + "tps://jqlang.github.io/jq\n", 2),
    .other(
      ["-c", "-infinite | tostring"], "null",
      "",
      "jq: Unknown option -infinite | tostring\nUse jq --help for h"
        + "elp with command-line options,\nor see the jq manpage, or on"
        + "line docs  at https://jqlang.github.io/jq\n", 2),
    .other(
      ["-c", "-Lnowhere", "1"], "null",
      "1\n",
      "", 0),
    .other(
      ["-c", "--library-path", "nowhere", "."], "null",
      "",
      "jq: Unknown option --library-path\nUse jq --help for help wi"
        + "th command-line options,\nor see the jq manpage, or online d"
        + "ocs  at https://jqlang.github.io/jq\n", 2),
    .other(
      ["-c", "--seq", "--stream", "."], "[1,[2]]",
      "",
      "jq: ignoring parse error: Unfinished abandoned text at EOF a"
        + "t line 1, column 7\n", 0),
    .other(
      ["-c", "--seq", "--stream", "."], "\u{1E}[1]\n\u{1E}{\"a\":2}\n",
      "\u{1E}[[0],1]\n\u{1E}[[0]]\n\u{1E}[[\"a\"],2]\n\u{1E}[[\"a\""
        + "]]\n",
      "", 0),
    .other(
      ["-c", "--seq", "--stream", "."], "\u{1E}1 2\n",
      "\u{1E}[[],1]\n\u{1E}[[],2]\n",
      "", 0),
    .other(
      ["-c", "--stream-errors", "."], "[1] x\n[2]",
      "[[0],1]\n[[0]]\n[\"Invalid numeric literal at line 2, column"
        + " 0\",[]]\n[[0],2]\n[[0]]\n",
      "", 0),
    .other(
      ["-c", "--stream-errors", "."], "[1,{\"a\":x, 5]\n[3] 4\ny\n\"s\"",
      "[[0],1]\n[\"Invalid numeric literal at line 1, column 10\",["
        + "1,\"a\"]]\n[[0],3]\n[[0]]\n[[],4]\n[\"Invalid numeric litera"
        + "l at line 3, column 0\",[]]\n[[],\"s\"]\n",
      "", 0),
    .other(
      ["-nc", "[.1, 1., 1.e2, 1.50]"], "",
      "[0.1,1,1E+2,1.50]\n",
      "", 0),
    .other(
      ["-nc", "[0..[empty]], [1.2.3]"], "",
      "",
      "jq: error: syntax error, unexpected LITERAL (Unix shell quot"
        + "ing issues?) at <top-level>, line 1:\n[0..[empty]], [1.2.3] "
        + "                 \njq: 1 compile error\n", 3),
    .other(
      ["-n", "@0"], "",
      "",
      "jq: error (at <unknown>): 0 is not a valid format\n", 5),
    .other(
      ["-nc", "try getpath([[]]) catch ., try ({} | getpath([\"a\", true])) catch ."], "",
      "\"Cannot index null with array\"\n\"Cannot index null with b"
        + "oolean\"\n",
      "", 0),
    .other(
      ["-nc", "try ([] | setpath([[]]; 1)) catch ."], "",
      "\"Cannot update field at array index of array\"\n",
      "", 0),
    .other(
      ["-nc", "try error(\"x\")? catch ."], "",
      "",
      "jq: error: syntax error, unexpected catch, expecting end of "
        + "file (Unix shell quoting issues?) at <top-level>, line 1:\nt"
        + "ry error(\"x\")? catch .                \njq: 1 compile erro"
        + "r\n", 3),
    .other(
      ["-nc", "[try error(\"x\")?, try .a? catch 1]"], "",
      "[null]\n",
      "", 0),
    .other(
      ["-nc", ". as {$__loc__} | 1"], "",
      "",
      "jq: error: syntax error, unexpected $__loc__ (Unix shell quo"
        + "ting issues?) at <top-level>, line 1:\n. as {$__loc__} | 1  "
        + "    \njq: 1 compile error\n", 3),
    .other(
      ["-nc", ". as [] | 1"], "",
      "",
      "jq: error: syntax error, unexpected ']', expecting BINDING o"
        + "r '[' or '{' (Unix shell quoting issues?) at <top-level>, li"
        + "ne 1:\n. as [] | 1      \njq: 1 compile error\n", 3),
    .other(
      ["-nc", "def $f: .; 1"], "",
      "",
      "jq: error: syntax error, unexpected BINDING, expecting IDENT"
        + " (Unix shell quoting issues?) at <top-level>, line 1:\ndef $"
        + "f: .; 1    \njq: 1 compile error\n", 3),
    .other(
      ["-nc", "label foo | 1"], "",
      "",
      "jq: error: syntax error, unexpected IDENT, expecting BINDING"
        + " (Unix shell quoting issues?) at <top-level>, line 1:\nlabel"
        + " foo | 1      \njq: 1 compile error\n", 3),
    .other(
      ["-nc", "reduce .[] / .[] as $i (0; . + $i)"], "",
      "",
      "jq: error: syntax error, unexpected '/', expecting FIELD or "
        + "as or '.' or '[' (Unix shell quoting issues?) at <top-level>"
        + ", line 1:\nreduce .[] / .[] as $i (0; . + $i)           \njq"
        + ": 1 compile error\n", 3),
    .other(
      ["-nc", ". + \"foo"], "",
      "",
      "jq: error: syntax error, unexpected end of file, expecting Q"
        + "QSTRING_TEXT or QQSTRING_INTERP_START or QQSTRING_END (Unix "
        + "shell quoting issues?) at <top-level>, line 1:\n. + \"foo   "
        + "  \njq: 1 compile error\n", 3),
    .other(
      ["-nc", "\"\\"], "",
      "",
      "jq: error: syntax error, unexpected INVALID_CHARACTER, expec"
        + "ting QQSTRING_TEXT or QQSTRING_INTERP_START or QQSTRING_END "
        + "(Unix shell quoting issues?) at <top-level>, line 1:\n\"\\ "
        + "\njq: 1 compile error\n", 3),
    .other(
      ["-nc", ".[\"a\""], "",
      "",
      "jq: error: syntax error, unexpected end of file (Unix shell "
        + "quoting issues?) at <top-level>, line 1:\n.[\"a\"    \njq: 1"
        + " compile error\n", 3),
    .other(
      ["-nc", "\"\\(1 +)\""], "",
      "",
      "jq: error: syntax error, unexpected QQSTRING_INTERP_END (Uni"
        + "x shell quoting issues?) at <top-level>, line 1:\n\"\\(1 +)"
        + "\"      \njq: 1 compile error\n", 3),
    .other(
      ["-nc", ".foo & .bar"], "",
      "",
      "jq: error: syntax error, unexpected INVALID_CHARACTER, expec"
        + "ting end of file (Unix shell quoting issues?) at <top-level>"
        + ", line 1:\n.foo & .bar     \njq: 1 compile error\n", 3),
    .other(
      ["-nc", ">abc"], "",
      "",
      "jq: error: syntax error, unexpected '>', expecting end of fi"
        + "le (Unix shell quoting issues?) at <top-level>, line 1:\n>ab"
        + "c\njq: 1 compile error\n", 3),
    .other(
      ["-nc", "[\n  .[]\n  | { id } }\n]\n"], "",
      "",
      "jq: error: syntax error, unexpected INVALID_CHARACTER (Unix "
        + "shell quoting issues?) at <top-level>, line 3:\n  | { id } }"
        + "           \njq: 1 compile error\n", 3),
    .other(
      ["-nc", "1)"], "",
      "",
      "jq: error: syntax error, unexpected INVALID_CHARACTER, expec"
        + "ting end of file (Unix shell quoting issues?) at <top-level>"
        + ", line 1:\n1) \njq: 1 compile error\n", 3),
    .other(
      ["-nc", "include \"nope1\"; import \"nope2\" as n; 1"], "",
      "",
      "jq: error: module not found: nope2\n\njq: 1 compile error\n", 3),
    .other(
      ["-c", "[.[] % .[]]"],
      "[-1, 47, 9223372036854775807, 557702036893939360447070208]",
      "[0,0,0,0,-1,0,-36,35,-1,47,0,9223372036854776000,-1,47,-1,0]"
        + "\n",
      "", 0),
    .other(
      ["-nc", "[infinite, -infinite] | [.[] % .[] % 256]"], "",
      "[0,-1,0,0]\n",
      "", 0),
  ]

  func testDifferentialCasesAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
