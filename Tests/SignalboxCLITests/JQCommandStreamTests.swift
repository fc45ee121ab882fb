import XCTest

/// `signalbox jq --stream` over invalid JSON as jq 1.7.1 reads it (issue 44): where the fast
/// reader stops, jq's own parser reads on as a stream (`JQTextParser+Stream`), so the
/// events of the value before the error are given, then jq's parse error (`[1,2` gives
/// `[[0],1]`). Each case is jq 1.7.1's standard output, standard error and status, as its
/// binary (built from the tag jq-1.7.1) gave them for that input.
final class JQCommandStreamTests: XCTestCase {
  static let stream = ["-c", "--stream", "."]

  static let cases: [JQInputCase] = [
    .parseError(stream, "[1,2", "[[0],1]\n", "Unfinished JSON term at EOF at line 1, column 4"),
    .parseError(
      stream, "{\"a\":[1,", "[[\"a\",0],1]\n", "Unfinished JSON term at EOF at line 1, column 8"),
    .parseError(
      stream, "1 2 x", "[[],1]\n[[],2]\n", "Invalid numeric literal at EOF at line 1, column 5"),
    .parseError(
      stream, "[1,[2]]x", "[[0],1]\n[[1,0],2]\n[[1,0]]\n[[1]]\n",
      "Invalid numeric literal at EOF at line 1, column 8"),
    .ok(stream, "01", "[[],1]\n"),
    .ok(stream, "[01]", "[[0],1]\n[[0]]\n"),
    .parseError(
      stream, "[1,2]]", "[[0],1]\n[[1],2]\n[[1]]\n",
      "Unmatched ']' at the top-level at line 1, column 6"),
    .parseError(
      stream, "{\"a\":1,}", "[[\"a\"],1]\n",
      "Expected another key:value pair at line 1, column "
        + "8"),
    .parseError(stream, "[1 2]", "", "Expected separator between values at line 1, column 5"),
    .parseError(stream, "{\"a\" 1}", "", "Expected separator between values at line 1, column 7"),
    .parseError(stream, "\"abc", "", "Unfinished string at EOF at line 1, column 4"),
    .parseError(
      stream, "[\"a\",tru", "[[0],\"a\"]\n", "Invalid literal at EOF at line 1, column 8"),
    .parseError(stream, "1,2", "", "Expected value before ',' at line 1, column 2"),
    .parseError(
      stream, "{\"a\":{\"b\":[true,", "[[\"a\",\"b\",0],true]\n",
      "Unfinished JSON term at EOF at line 1, column 16"),
    .ok(stream, "[]", "[[],[]]\n"),
    .ok(stream, "{}", "[[],{}]\n"),
    .ok(stream, "[[],{}]", "[[0],[]]\n[[1],{}]\n[[1]]\n"),
    .ok(stream, "3", "[[],3]\n"),
    .ok(
      stream, "[1,{\"a\":2,\"b\":[3]}] 4",
      "[[0],1]\n[[1,\"a\"],2]\n[[1,\"b\",0],3]\n[[1,\"b\""
        + ",0]]\n[[1,\"b\"]]\n[[1]]\n[[],4]\n"),
    .parseError(
      stream, "{\"a\":1,\"b\":[1,{\"c\":[]}],\"d\":{}} [1,2]x",
      "[[\"a\"],1]\n[[\"b\",0],1]\n[[\"b\",1,\"c\"],[]]\n"
        + "[[\"b\",1,\"c\"]]\n[[\"b\",1]]\n[[\"d\"],{}]\n[[\""
        + "d\"]]\n[[0],1]\n[[1],2]\n[[1]]\n",
      "Invalid numeric literal at EOF at line 1, column 3"
        + "8"),
    .parseError(stream, "{\"a\":1", "", "Unfinished JSON term at EOF at line 1, column 6"),
    .parseError(stream, "{\"a\":}", "", "Missing value in key:value pair at line 1, column 6"),
    .parseError(
      stream, "{\"a\"}", "",
      "Objects must consist of key:value pairs at line 1,"
        + " column 5"),
    .parseError(
      stream, "{\"a\":1,}", "[[\"a\"],1]\n",
      "Expected another key:value pair at line 1, column "
        + "8"),
    .parseError(stream, "[1,]", "[[0],1]\n", "Expected another array element at line 1, column 4"),
    .parseError(
      stream, "[{},[],{\"x\":[1,2,]}]",
      "[[0],{}]\n[[1],[]]\n[[2,\"x\",0],1]\n[[2,\"x\",1],"
        + "2]\n",
      "Expected another array element at line 1, column 1"
        + "8"),
    .parseError(
      stream, "{[1]:2}", "",
      "Expected string key after '{', not '[' at line 1, "
        + "column 2"),
    .parseError(stream, "{{}}", "", "Expected string key after '{', not '{' at line 1, column 2"),
    .parseError(
      stream, "{\"a\":1,[2]}", "[[\"a\"],1]\n",
      "Expected string key after ',' in object, not '[' a"
        + "t line 1, column 8"),
    .parseError(
      stream, "[1]]", "[[0],1]\n[[0]]\n", "Unmatched ']' at the top-level at line 1, column 4"),
    .parseError(stream, "{}}", "[[],{}]\n", "Unmatched '}' at the top-level at line 1, column 3"),
    .parseError(stream, "[}", "", "Unmatched '}' in the middle of an array at line 1, column 2"),
    .parseError(stream, "{]", "", "Unmatched ']' in the middle of an object at line 1, column 2"),
    .parseError(stream, "[\"a\":1]", "", "':' not as part of an object at line 1, column 5"),
    .parseError(stream, "{1:2}", "", "Object keys must be strings at line 1, column 3"),
    .parseError(stream, "{\"a\" 1}", "", "Expected separator between values at line 1, column 7"),
    .parseError(stream, "[1 2]", "", "Expected separator between values at line 1, column 5"),
    .parseError(
      stream, "\"a\" \"b\" x", "[[],\"a\"]\n[[],\"b\"]\n",
      "Invalid numeric literal at EOF at line 1, column 9"),
    .ok(stream, "{\"a\":[01,2]}", "[[\"a\",0],1]\n[[\"a\",1],2]\n[[\"a\",1]]\n[[\"a\"]]\n"),
    .parseError(
      stream, "[[[[1]]]] [",
      "[[0,0,0,0],1]\n[[0,0,0,0]]\n[[0,0,0]]\n[[0,0]]\n[["
        + "0]]\n", "Unfinished JSON term at EOF at line 1, column 11"),
    .parseError(
      stream, "{\"a\":{\"b\":{\"c\":1}}}x",
      "[[\"a\",\"b\",\"c\"],1]\n[[\"a\",\"b\",\"c\"]]\n[["
        + "\"a\",\"b\"]]\n[[\"a\"]]\n",
      "Invalid numeric literal at EOF at line 1, column 2"
        + "0"),
    .parseError(
      stream, "[1,[2,[3,[4", "[[0],1]\n[[1,0],2]\n[[1,1,0],3]\n",
      "Unfinished JSON term at EOF at line 1, column 11"),
    .parseError(
      stream, "[nan, 1.]x", "[[0],null]\n[[1],1]\n[[1]]\n",
      "Invalid numeric literal at EOF at line 1, column 1"
        + "0"),
    .parseError(
      stream, "[\"\\ud800\"]", "",
      "Invalid \\uXXXX\\uXXXX surrogate pair escape at li"
        + "ne 1, column 9"),
    .parseError(
      stream, "[true,false,null,tru]", "[[0],true]\n[[1],false]\n[[2],null]\n",
      "Invalid literal at line 1, column 21"),
    .parseError(
      stream, "{\"k\":\"v\",\"k2\"", "[[\"k\"],\"v\"]\n",
      "Unfinished JSON term at EOF at line 1, column 13"),
    .parseError(
      stream, "[[],[[]],{}]x", "[[0],[]]\n[[1,0],[]]\n[[1,0]]\n[[2],{}]\n[[2]]\n",
      "Invalid numeric literal at EOF at line 1, column 1"
        + "3"),
    .parseError(
      stream, "[1,{\"a\":2,\"b\":[3]}] 4 [5,",
      "[[0],1]\n[[1,\"a\"],2]\n[[1,\"b\",0],3]\n[[1,\"b\""
        + ",0]]\n[[1,\"b\"]]\n[[1]]\n[[],4]\n[[0],5]\n",
      "Unfinished JSON term at EOF at line 1, column 25"),
    .parseError(
      stream, "{\"a\":{},\"b\":[]}]", "[[\"a\"],{}]\n[[\"b\"],[]]\n[[\"b\"]]\n",
      "Unmatched ']' at the top-level at line 1, column 1"
        + "6"),
  ]

  func testStreamOfInvalidInputAsJQ171() throws {
    let differences = try JQInputCase.differences(Self.cases)
    XCTAssertEqual(differences, [], "cases: \(Self.cases.count)")
  }
}
