import XCTest

/// `signalbox jq` on the cases of the `areas` corpus (Tests/Conformance/jq/differential/
/// areas.jsonl) it answered otherwise than jq 1.7.1: `nth` of a fractional index, glibc's
/// `exp10` and `lgamma_r`, `get_search_list`, `halt_error`'s words, `mktime`'s -1 and -2,
/// `strftime` of an empty result, `strptime`'s sentinels and trailing text, empty regex
/// matches inside a multi-byte character, the base32 formats refused, `@base64d` of bytes
/// that are not UTF-8, an error message cut at its NUL, `--stream` events of a repeated
/// key, `--stream-errors`, invalid JSON met by `input`/`inputs` as a catchable error, and
/// `--help`, and `setpath` of a slice without both `start` and `end`.
/// Each case is jq 1.7.1's standard output, standard error and status, as its binary gave
/// them (pinned by differential/pin.py).
final class JQCommandAreasTests: XCTestCase {
  static let cases: [JQInputCase] = [
    .ok(["-nc", "[nth(1.5; 1,2,3)], [nth(0.5; 1,2,3)], [nth(5; 1,2)]"], "", "[3]\n[2]\n[]\n"),
    .ok(
      ["-nc", "[-1, 1.5, 2.5] | map(exp10 | tojson)"], "",
      "[\"0.09999999999999999\",\"31.62277660168379\",\"316.2277660168379\"]\n"),
    .ok(
      ["-nc", "[0.5, -0.5, 1e308] | map(lgamma_r)"], "",
      "[[0.5723649429247001,1],[1.2655121234846454,-1],[1.7976931348623157e+308,1]]\n"),
    .ok(["-nc", "get_search_list"], "", "[\"~/.jq\",\"$ORIGIN/../lib/jq\",\"$ORIGIN/../lib\"]\n"),
    .ok(
      ["-nc", "try (\"x\" | halt_error(\"a\")) catch ."], "",
      "\"string (\\\"x\\\") halt_error/1: number required\"\n"),
    .ok(
      ["-nc", "[-1, 0] | map(try (gmtime | mktime) catch .)"], "",
      "[\"invalid gmtime representation\",0]\n"),
    .ok(
      ["-nc", "[1969,11,31,23,59,58,0,0] | try mktime catch ."], "",
      "\"mktime not supported on this platform\"\n"),
    .ok(
      ["-nc", "try (1425599621 | strftime(\"\")) catch ."], "",
      "\"strftime/1: unknown system failure\"\n"),
    .ok(
      ["-nc", "try (0 | strflocaltime(\"\")) catch ."], "",
      "\"strflocaltime/1: unknown system failure\"\n"),
    .ok(["-nc", "\"10:15\" | strptime(\"%H:%M\")"], "", "[1900,0,0,10,15,0,8,367]\n"),
    .ok(["-nc", "\"2015\" | strptime(\"%Y\")"], "", "[2015,0,0,0,0,0,3,-1]\n"),
    .ok(
      ["-nc", "\"2015-03-05T23:51:47Z extra\" | strptime(\"%Y-%m-%dT%H:%M:%SZ\")"], "",
      "[2015,2,5,23,51,47,4,63,\" extra\"]\n"),
    .ok(
      ["-nc", "\"10:15x\" | try strptime(\"%H:%M\") catch ."], "",
      "\"date \\\"10:15x\\\" does not match format \\\"%H:%M\\\"\"\n"),
    .ok(
      ["-c", "[splits(\"\")], gsub(\"\"; \"-\")"], "\"aé日本🎉x\"",
      "[\"\",\"a\",\"é\",\"\",\"日\",\"\",\"\",\"本\",\"\",\"\",\"🎉\""
        + ",\"\",\"\",\"\",\"x\",\"\"]\n\"-a-é--日---本---🎉----x-\"\n"),
    .ok(["-c", "[match(\"\"; \"g\").offset]"], "\"aé日本🎉x\"", "[0,1,2,2,3,3,3,4,4,4,5,5,5,5,6]\n"),
    .ok(
      ["-nc", "\"é\" | [match(\"x*\"; \"g\").offset], [match(\"^\"; \"g\").offset]"], "",
      "[0,1,1]\n[0]\n"),
    .ok(
      ["-nc", "\"\" | [match(\"(?<e>)\"; \"g\") | .captures]"], "",
      "[[{\"offset\":0,\"string\":\"\",\"length\":0,\"name\":\"e\"}]]\n"),
    .ok(
      ["-c", "try @base32 catch ., try @base32d catch ."], "\"MFRGG===\"",
      "\"base32 is not a valid format\"\n\"base32d is not a valid format\"\n"),
    .other(
      ["-r", "@base32"], "\"a\"",
      "",
      "jq: error (at <stdin>:0): base32 is not a valid format\n", 5),
    .ok(["-nc", "null | @base64d"], "", "\"��\"\n"),
    .ok(
      ["-nc", "[\"/w==\", \"w6k=\", \"4oI=\", \"7aCA\", \"wIA=\"] | map(@base64d | explode)"], "",
      "[[65533],[233],[65533],[65533],[65533,65533]]\n"),
    .other(
      ["-nc", "error(\"a\\u0000b\")"], "",
      "",
      "jq: error (at <unknown>): a\n", 5),
    .other(
      ["-nc", "1, error(\"\\u0000\"), 2"], "",
      "1\n",
      "jq: error (at <unknown>): \n", 5),
    .ok(["-c", "--stream", "."], "{\"a\":1,\"a\":2}", "[[\"a\"],1]\n[[\"a\"],2]\n[[\"a\"]]\n"),
    .ok(
      ["-c", "--stream", "."], "{\"a\":[1,{\"b\":2}],\"c\":\"x\"} [] 3",
      "[[\"a\",0],1]\n[[\"a\",1,\"b\"],2]\n[[\"a\",1,\"b\"]]\n[[\"a"
        + "\",1]]\n[[\"c\"],\"x\"]\n[[\"c\"]]\n[[],[]]\n[[],3]\n"),
    .ok(
      ["-c", "--stream-errors", "."], "[1,2] x [3]",
      "[[0],1]\n[[1],2]\n[[1]]\n[\"Invalid numeric literal at line 1, column 8\",[]]\n"),
    .ok(
      ["-c", "--stream-errors", "."], "{\"a\":1} {\"b\":",
      "[[\"a\"],1]\n[[\"a\"]]\n[\"Unfinished JSON term at EOF at line 1, column 13\",[\"b\"]]\n"),
    .other(
      ["-nc", "[inputs]"], "1 x 3",
      "",
      "jq: error (at <stdin>:0): Invalid numeric literal at line 1,"
        + " column 4\n", 5),
    .ok(
      ["-nc", "try [inputs] catch ."], "1 x 3",
      "\"Invalid numeric literal at line 1, column 4\"\n"),
    .ok(
      ["-c", "[., (try input catch .)]"], "1 x 3",
      "[1,\"Invalid numeric literal at line 1, column 4\"]\n"),
    .other(
      ["-nc", "try input catch ., input"], "1 x 3",
      "1\n",
      "jq: error (at <stdin>:0): Invalid numeric literal at line 1,"
        + " column 4\n", 5),
    .ok(
      ["--help"], "",
      "jq - commandline JSON processor [version 1.7.1]\n\nUsage:\tj"
        + "q [options] <jq filter> [file...]\n\tjq [options] --args <jq"
        + " filter> [strings...]\n\tjq [options] --jsonargs <jq filter>"
        + " [JSON_TEXTS...]\n\njq is a tool for processing JSON inputs,"
        + " applying the given filter to\nits JSON text inputs and prod"
        + "ucing the filter's results as JSON on\nstandard output.\n\nT"
        + "he simplest filter is ., which copies jq's input to its outp"
        + "ut\nunmodified except for formatting. For more advanced filt"
        + "ers see\nthe jq(1) manpage (\"man jq\") and/or https://jqlan"
        + "g.github.io/jq/.\n\nExample:\n\n\t$ echo '{\"foo\": 0}' | jq"
        + " .\n\t{\n\t  \"foo\": 0\n\t}\n\nCommand options:\n  -n, --nu"
        + "ll-input          use `null` as the single input value;\n  -"
        + "R, --raw-input           read each line as string instead of"
        + " JSON;\n  -s, --slurp               read all inputs into an "
        + "array and use it as\n                            the single "
        + "input value;\n  -c, --compact-output      compact instead of"
        + " pretty-printed output;\n  -r, --raw-output          output "
        + "strings without escapes and quotes;\n      --raw-output0    "
        + "     implies -r and output NUL after each output;\n  -j, --j"
        + "oin-output         implies -r and output without newline aft"
        + "er\n                            each output;\n  -a, --ascii-"
        + "output        output strings by only ASCII characters\n     "
        + "                       using escape sequences;\n  -S, --sort"
        + "-keys           sort keys of each object on output;\n  -C, -"
        + "-color-output        colorize JSON output;\n  -M, --monochro"
        + "me-output   disable colored output;\n      --tab            "
        + "     use tabs for indentation;\n      --indent n            "
        + "use n spaces for indentation (max 7 spaces);\n      --unbuff"
        + "ered          flush output stream after each output;\n      "
        + "--stream              parse the input value in streaming fas"
        + "hion;\n      --stream-errors       implies --stream and repo"
        + "rt parse error as\n                            an array;\n  "
        + "    --seq                 parse input/output as application/"
        + "json-seq;\n  -f, --from-file file      load filter from the "
        + "file;\n  -L directory              search modules from the d"
        + "irectory;\n      --arg name value      set $name to the stri"
        + "ng value;\n      --argjson name value  set $name to the JSON"
        + " value;\n      --slurpfile name file set $name to an array o"
        + "f JSON values read\n                            from the fil"
        + "e;\n      --rawfile name file   set $name to string contents"
        + " of file;\n      --args                consume remaining arg"
        + "uments as positional\n                            string val"
        + "ues;\n      --jsonargs            consume remaining argument"
        + "s as positional\n                            JSON values;\n "
        + " -e, --exit-status         set exit status code based on the"
        + " output;\n  -V, --version             show the version;\n  -"
        + "-build-configuration     show jq's build configuration;\n  -"
        + "h, --help                show the help;\n  --               "
        + "         terminates argument processing;\n\nNamed arguments "
        + "are also available as $ARGS.named[], while\npositional argum"
        + "ents are available as $ARGS.positional[].\n"),
    .ok(
      [
        "-nc",
        "[1,2,3] | try setpath([{\"start\":1}]; [\"x\"]) catch .,"
          + " setpath([{\"start\":1,\"end\":null}]; [\"x\"])",
      ], "",
      "\"Array/string slice indices must be integers\"\n[1,\"x\"]\n"),
    .ok(
      ["-nc", "try (null | setpath([{}]; 1)) catch ."], "",
      "\"Array/string slice indices must be integers\"\n"),
  ]

  func testAreasCasesAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
