import Foundation
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import Testing

/// Objects read from input and kept as their text (`JSONText`, SignalboxJSONTests) in a
/// program: every operation sees the object built from the same bytes.
@Suite struct JSONTextProgramTests {
  @Test func objectsFromInputWorkInPrograms() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "signalbox-text-test.json"
    ).path
    try Data("{\"a\":1,\"b\":{\"c\":[2,3]}}\n{\"a\": 2, \"a\": 5}\n".utf8).write(
      to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (session, output) = makeSession { $0.format = .values }
    let program = """
      file "\(path)" | map [x, x.a, x.b.c[1], len(x), keys(x), has(x, "b"), x + {d: 4}, x == {a: \
      1, b: {c: [2, 3]}}]
      """
    session.runProgram([SourceFile(name: "t.sbx", text: program)])
    #expect(
      output.stdout == [
        #"[{"a":1,"b":{"c":[2,3]}},1,3,2,["a","b"],true,{"a":1,"b":{"c":[2,3]},"d":4},true]"#,
        #"[{"a":5},5,null,1,["a"],false,{"a":5,"d":4},false]"#,
      ])
    #expect(output.stderr == "")
  }
}
