import Foundation
import XCTest

/// Compile errors inside imported modules as jq 1.7.1 reports them (issue 44): every
/// syntax error of a module's text, placed in its file (`at /real/path/m.jq, line 2:`);
/// modules loaded last first, a module not found counted alone; the undefined names of the
/// module's definitions the filter calls, in jq's order; a module with a main expression.
/// Each case (Fixtures/jq-cases/modules.jsonl, recorded from jq 1.7.1 by
/// Tests/Conformance/jq/differential/modules.py) runs in a new directory holding its
/// module files, whose real path the recorded errors write `$DIR`.
final class JQCommandModuleErrorTests: XCTestCase {
  struct Case: Decodable {
    let args: [String]
    let files: [String: String]
    let out: String
    let err: String
    let status: Int32
  }

  static func cases() throws -> [Case] {
    let url = BinaryRunner.packageRoot.appendingPathComponent(
      "Tests/SignalboxCLITests/Fixtures/jq-cases/modules.jsonl")
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").map {
      try JSONDecoder().decode(Case.self, from: Data($0.utf8))
    }
  }

  func testCompileErrorsInModulesAsJQ171() throws {
    let cases = try Self.cases()
    XCTAssertEqual(cases.count, 30)
    var differences: [String] = []
    for c in cases {
      let dir = FileManager.default.temporaryDirectory
        .appendingPathComponent("jqmodules-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: dir) }
      for (name, text) in c.files {
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
      }
      let real = dir.resolvingSymlinksInPath().path
      let r = try BinaryRunner.run(["jq"] + c.args, input: Data(), directory: dir.path)
      let err = r.err.replacingOccurrences(of: real, with: "$DIR")
      if (r.out, err, r.status) != (c.out, c.err, c.status) {
        differences.append("\(c.args.last!): \(r.out)\(err)status \(r.status)")
      }
    }
    XCTAssertEqual(differences, [])
  }
}
