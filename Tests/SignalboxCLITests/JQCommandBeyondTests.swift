import XCTest

/// `signalbox jq` where the `jq18` and `idioms` corpora (Tests/Conformance/jq/differential:
/// jq's newer test files, and programs from jq's manual, its wiki's cookbook and everyday
/// idioms) found it answering otherwise than jq 1.7.1: `try -.? catch .` (jq's `'-' Exp`
/// takes `?` and a product), the key order of a regex group that matched nothing inside a
/// longer match, `-b` (jq's Windows-only binary mode, accepted on Linux), `--argjson` and
/// `--jsonargs` keeping number literals (`1.000`), jq's print depth (a value more than 256
/// levels down is `<skipped: too deep>` in `tojson`, `tostring`, interpolation and the
/// output), `fromjson` refusing text nested past 256 levels, the 29 characters of the value
/// in `Invalid path expression with result …`, and a high surrogate's escape without its
/// low one in a string of the filter (a compile error, as jq's JSON parser), `fromjson`'s
/// and `tonumber`'s words (jq's own reader), `nan` in `--argjson`, `--seq --slurp`, `$ENV`
/// beside `--arg ENV`, `strptime`'s words cut at a NUL, and `input_line_number` and an
/// error's position under `--stream` and `--seq` (the lines jq's parser was handed).
/// Each case is
/// jq 1.7.1's standard output, standard error and status, as its binary gave them (pinned
/// by differential/pin.py).
final class JQCommandBeyondTests: XCTestCase {
  static let cases: [JQInputCase] = [
    .other(
      ["-c", "try -.? catch ."], "\"foo\"",
      "\"string (\\\"foo\\\") cannot be negated\"\n",
      "", 0),
    .other(
      ["-nc", "[try -1 * 2, try -1 + 2], (try 1 catch -1 * 2)"], "",
      "[-2,1]\n1\n",
      "", 0),
    .other(
      ["-c", "\"a\",\"b\",\"c\" | match(\"(?<x>a?)?b?\")"], "null",
      "{\"offset\":0,\"length\":1,\"string\":\"a\",\"captures\":[{"
        + "\"offset\":0,\"length\":1,\"string\":\"a\",\"name\":\"x\"}]}"
        + "\n{\"offset\":0,\"length\":1,\"string\":\"b\",\"captures\":["
        + "{\"offset\":0,\"string\":\"\",\"length\":0,\"name\":\"x\"}]}"
        + "\n{\"offset\":0,\"length\":0,\"string\":\"\",\"captures\":[{"
        + "\"offset\":0,\"string\":\"\",\"length\":0,\"name\":\"x\"}]}"
        + "\n",
      "", 0),
    .other(
      ["-nc", "\"xab\" | [match(\"(?<n>x)?b|a(?<m>)\"; \"g\") | .captures]"], "",
      "[[{\"offset\":-1,\"string\":null,\"length\":0,\"name\":\"n\""
        + "},{\"offset\":2,\"string\":\"\",\"length\":0,\"name\":\"m\"}"
        + "],[{\"offset\":-1,\"string\":null,\"length\":0,\"name\":\"n"
        + "\"},{\"offset\":-1,\"string\":null,\"length\":0,\"name\":\"m"
        + "\"}]]\n",
      "", 0),
    .other(
      ["-nc", "$ARGS", "--args", "a", "-b", "c"], "",
      "{\"positional\":[\"a\",\"c\"],\"named\":{}}\n",
      "", 0),
    .other(
      ["-nb", "1"], "",
      "1\n",
      "", 0),
    .other(
      ["-n", "--binary", "1"], "",
      "",
      "jq: Unknown option --binary\nUse jq --help for help with com"
        + "mand-line options,\nor see the jq manpage, or online docs  a"
        + "t https://jqlang.github.io/jq\n", 2),
    .other(
      ["-nc", "--argjson", "v", "[1.000,1e1000,100000000000000000000001]", "$v, ($v | tojson)"], "",
      "[1.000,1E+1000,100000000000000000000001]\n\"[1.000,1E+1000,1"
        + "00000000000000000000001]\"\n",
      "", 0),
    .other(
      ["-nc", "$ARGS", "--jsonargs", "1.000", "-0", "1.10"], "",
      "{\"positional\":[1.000,-0,1.10],\"named\":{}}\n",
      "", 0),
    .other(
      ["-nc", "reduce range(257) as $_ (1; [.]) | tojson | .[250:]"], "",
      "\"[[[[[[[<skipped: too deep>]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]\"\n",
      "", 0),
    .other(
      ["-nc", "reduce range(257) as $_ ({}; {a: .}) | tostring | .[1270:]"], "",
      "\"{\\\"a\\\":{\\\"a\\\":{\\\"a\\\":<skipped: too deep>}}}}}}"
        + "}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}"
        + "}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}"
        + "}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}"
        + "}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}"
        + "}}}}}}}}}}}\"\n",
      "", 0),
    .other(
      ["-nc", "reduce range(256) as $_ (1; [.]) | \"\\(.)\" | .[250:]"], "",
      "\"[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]\"\n",
      "", 0),
    .other(
      ["-c", "reduce range(257) as $_ (.; [.]) | .[0] | tojson | length"], "[[1],{\"a\":[2]}]",
      "553\n",
      "", 0),
    .other(
      ["-c", "reduce range(255) as $_ (.; [.])"], "[[1],{\"a\":[2]}]",
      "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
        + "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
        + "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
        + "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
        + "[[[[[[[[[[[[[[[[[<skipped: too deep>],{\"a\":<skipped: too d"
        + "eep>}]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]\n",
      "", 0),
    .other(
      ["-S", "reduce range(256) as $_ (.; [.]) | tojson | .[250:]"], "{\"b\":[1],\"a\":2}",
      "\"[[[[[[{\\\"b\\\":<skipped: too deep>,\\\"a\\\":<skipped: t"
        + "oo deep>}]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
        + "]]]]]]]]]]]]]]]]]]]]]]]]]\"\n",
      "", 0),
    .other(
      ["-nc", "reduce range(257) as $_ (\"1\"; \"[\" + . + \"]\") | try fromjson catch .[:60]"], "",
      "\"Exceeds depth limit for parsing at line 1, column 257 (whi"
        + "le\"\n",
      "", 0),
    .other(
      ["-nc", "reduce range(256) as $_ (\"1\"; \"[\" + . + \"]\") | fromjson | tojson | length"],
      "",
      "513\n",
      "", 0),
    .other(
      ["-nc", "reduce range(300) as $_ ([]; [.]) | tojson | try fromjson catch .[:60]"], "",
      "\"Exceeds depth limit for parsing at line 1, column 257 (whi"
        + "le\"\n",
      "", 0),
    .other(
      [
        "-c",
        "try path(.a | map(.b)) catch ., try path([range(30)]) catch ., "
          + "try path({a:1,b:2,c:3}) catch .",
      ], "{\"a\":[{\"b\":1},{\"b\":null},{\"c\":2}]}",
      "\"Invalid path expression with result [1,null,null]\"\n\"Inv"
        + "alid path expression with result [0,1,2,3,4,5,6,7,8,9,10,11."
        + "..\"\n\"Invalid path expression with result {\\\"a\\\":1,\\"
        + "\"b\\\":2,\\\"c\\\":3}\"\n",
      "", 0),
    .other(
      ["-nc", "\"a\\ud83cb\""], "",
      "",
      "jq: error: Invalid \\uXXXX\\uXXXX surrogate pair escape at l"
        + "ine 1, column 8 (while parsing '\"\\ud83c\"') at <top-level>"
        + ", line 1:\n\"a\\ud83cb\"  \njq: 1 compile error\n", 3),
    .other(
      ["-nc", "\"\\ud83c\\u0041\""], "",
      "",
      "jq: error: Invalid \\uXXXX\\uXXXX surrogate pair escape at l"
        + "ine 1, column 14 (while parsing '\"\\ud83c\\u0041\"') at <to"
        + "p-level>, line 1:\n\"\\ud83c\\u0041\" \njq: 1 compile error"
        + "\n", 3),
    .other(
      ["-nc", "\"\\ud83c\\udf89x\\(1)\\ud83c\""], "",
      "",
      "jq: error: Invalid \\uXXXX\\uXXXX surrogate pair escape at l"
        + "ine 1, column 8 (while parsing '\"\\ud83c\"') at <top-level>"
        + ", line 1:\n\"\\ud83c\\udf89x\\(1)\\ud83c\"                  "
        + "\njq: 1 compile error\n", 3),
    .other(
      ["-nc", "\"\\ud83c\\udf89\", \"\\udc00\" | explode"], "",
      "[127881]\n[65533]\n",
      "", 0),
    .other(
      ["-c", ".[] | try fromjson catch ."],
      "[\"a b\", \"[1,a]\", \"{a\", \"[nan]\", \"1 2\", \"\", \"\\u"
        + "0000\", \"\\\"\\u0000\\\"\"]",
      "\"Invalid numeric literal at line 1, column 2 (while parsing"
        + " 'a b')\"\n\"Invalid numeric literal at line 1, column 5 (wh"
        + "ile parsing '[1,a]')\"\n\"Invalid numeric literal at EOF at "
        + "line 1, column 2 (while parsing '{a')\"\n[null]\n\"Unexpecte"
        + "d extra JSON values (while parsing '1 2')\"\n\"Expected JSON"
        + " value (while parsing '')\"\n\"Invalid numeric literal at EO"
        + "F at line 1, column 1 (while parsing '')\"\n\"Invalid string"
        + ": control characters from U+0000 through U+001F must be esca"
        + "ped at line 1, column 3 (while parsing '\\\"')\"\n",
      "", 0),
    .other(
      ["-c", ".[] | try tonumber catch ."],
      "[\"a b\", \"1.000\", \" 007 \", \"é\\u0000'\", \"[1]\", \"na"
        + "n\", \"1 2\"]",
      "\"Invalid numeric literal at line 1, column 2 (while parsing"
        + " 'a b')\"\n1.000\n7\n\"Invalid numeric literal at EOF at lin"
        + "e 1, column 2 (while parsing 'é')\"\n\"string (\\\"[1]\\\") "
        + "cannot be parsed as a number\"\nnull\n\"Unexpected extra JSO"
        + "N values (while parsing '1 2')\"\n",
      "", 0),
    .other(
      ["-nc", "--argjson", "x", "[nan,1.000,-nan]", "$x"], "",
      "[null,1.000,null]\n",
      "", 0),
    .other(
      ["-nc", "--jsonargs", "$ARGS", "nan", "1.10", "+1", ".5"], "",
      "{\"positional\":[null,1.10,1,0.5],\"named\":{}}\n",
      "", 0),
    .other(
      ["-c", "-s", "--seq", "."], "\u{1E}1\n\u{1E}2\n",
      "\u{1E}[1,2]\n",
      "", 0),
    .other(
      ["-c", "-s", "--seq", "."], "1 2",
      "\u{1E}[]\n",
      "jq: ignoring parse error: Unfinished abandoned text at EOF a"
        + "t line 1, column 3\n", 0),
    .other(
      ["-c", "-s", "--seq", "."], "\u{1E}[1,\n\u{1E}2\n",
      "\u{1E}[2]\n",
      "", 0),
    .other(
      ["-nc", "--arg", "ENV", "x", "$ENV | type, $ARGS.named"], "",
      "\"object\"\n{\"ENV\":\"x\"}\n",
      "", 0),
    .other(
      ["-nc", "\"é\\u0000x\" | try strptime(\"%Y\\u0000%m\") catch ."], "",
      "\"date \\\"é\\\" does not match format \\\"%Y\\\"\"\n",
      "", 0),
    .other(
      ["-c", "--stream", "[., input_line_number]"], "[1,\n{\"a\":\n2}]\n\n3",
      "[[[0],1],1]\n[[[1,\"a\"],2],3]\n[[[1,\"a\"]],3]\n[[[1]],3]\n"
        + "[[[],3],4]\n",
      "", 0),
    .other(
      ["-c", "--seq", "[., input_line_number]"], "\u{1E}1\n\u{1E}[2,\n3]\n",
      "\u{1E}[1,1]\n\u{1E}[[2,3],3]\n",
      "", 0),
    .other(
      ["-nc", "--stream", "[inputs | input_line_number]"], "1\n[2, 3]\n\"x\"\n",
      "[1,2,2,2,3]\n",
      "", 0),
    .other(
      ["-c", "--stream", "input"], "1\n[2, 3]\n\"x\"\n",
      "[[0],2]\n[[1]]\n",
      "jq: error (at <stdin>:3): break\n", 5),
  ]

  /// Past jq's print depth in the pretty and coloured forms (their texts too long to pin
  /// whole): as jq 1.7.1's binary, line 258 of `--indent 1` is the words 257 spaces in,
  /// and `-C` writes them in the colour of the value they stand for (here a number's).
  func testPrintDepthInPrettyAndColouredOutput() throws {
    let program = "reduce range(257) as $_ (1; [.])"
    let pretty = try BinaryRunner.run(["jq", "--indent", "1", "-n", program])
    let lines = pretty.out.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, 516)
    XCTAssertEqual(lines[256], Substring(String(repeating: " ", count: 256) + "["))
    XCTAssertEqual(
      lines[257], Substring(String(repeating: " ", count: 257) + "<skipped: too deep>"))
    let coloured = try BinaryRunner.run(["jq", "-Cc", "-n", program])
    let arrays = "\u{1B}[1;39m["
    XCTAssertEqual(coloured.out.components(separatedBy: arrays).count - 1, 257)
    XCTAssertTrue(
      coloured.out.contains(arrays + "\u{1B}[0;39m<skipped: too deep>\u{1B}[0m\u{1B}[1;39m"))
  }

  func testBeyondCasesAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
