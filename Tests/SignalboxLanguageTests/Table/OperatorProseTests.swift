import XCTest

@testable import SignalboxLanguage

/// The table's words live in the prose files (`Table/Operators/<concern>.txt`), joined to the
/// Swift rows by name: every row has its record, every record its row, and every file reads
/// cleanly. A missing record is caught here; at run time the entry only has no words.
final class OperatorProseTests: XCTestCase {
  func testEveryProseFileReadsWithoutProblems() {
    XCTAssertEqual(OperatorTable.proseFiles.count, OperatorSpec.Group.allCases.count - 1)
    for (group, file) in OperatorTable.proseFiles {
      XCTAssertEqual(file.problems, [], "\(group.rawValue)")
      XCTAssertFalse(file.records.isEmpty, "\(group.rawValue)")
    }
  }

  func testEveryRowHasItsRecordAndEveryRecordItsRow() {
    var claimed: [OperatorSpec.Group: Set<String>] = [:]
    for spec in OperatorTable.all where spec.givenProse == nil {
      guard let record = OperatorTable.proseRecord(of: spec) else {
        XCTFail("\(spec.name) (\(spec.role)) has no record in \(spec.group.rawValue)")
        continue
      }
      XCTAssertFalse(spec.forms.isEmpty, "\(spec.name) (\(spec.role)) has no form")
      XCTAssertTrue(
        claimed[spec.group, default: []].insert(record.header).inserted,
        "\(record.header) is the record of two rows (name their roles)")
    }
    for (group, file) in OperatorTable.proseFiles {
      let headers = Set(file.records.values.joined().map(\.header))
      XCTAssertEqual(headers.subtracting(claimed[group] ?? []), [], "\(group.rawValue): no row")
    }
  }

  /// The functions bring their words; no other entry does.
  func testOnlyTheFunctionsBringTheirOwnWords() {
    for spec in OperatorTable.all {
      XCTAssertEqual(spec.givenProse != nil, spec.group == .functions, spec.name)
    }
  }

  func testTheFormatReadsEachKindOfLine() {
    let text = """
      # a comment
      == a
      form: a N
      form: a
      summary: one
        two
      example: just 1
      example: just 2
      state: kept

      == b (source)
      under: a

      stray
      == a
      summary: x
      summary: y
      colour: red
      """
    let file = OperatorTable.parseProse(text, file: "t.txt")
    guard let a = file.records["a"]?.first?.prose,
      case .own(let summary, let rule, let example) = a.doc,
      let b = file.records["b"]?.first, case .with(let owner) = b.prose.doc
    else { return XCTFail("records: \(file.records.keys.sorted())") }
    XCTAssertEqual(file.records["a"]?.count, 1)
    XCTAssertEqual(b.role, .source)
    XCTAssertEqual(a.forms, ["a N", "a"])
    XCTAssertEqual([summary, rule, example], ["one two", "", "just 1\njust 2"])
    XCTAssertEqual(a.state, "kept")
    XCTAssertNil(a.time)
    XCTAssertEqual(owner, "a")
    XCTAssertEqual(
      file.problems,
      [
        "t.txt:14: not `key: value`", "t.txt:17: a second summary",
        "t.txt:18: an unknown key colour", "t.txt:15: a second record of a",
      ])
  }
}
