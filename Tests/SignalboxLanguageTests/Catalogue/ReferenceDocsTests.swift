import SignalboxSession
import SignalboxTestSupport
import XCTest

@testable import SignalboxLanguage

/// docs/operators.md and docs/functions.md are what `make docs` writes from the operator
/// table (`ReferenceDocs`): each heading, summary, rule, example and its output exists once,
/// in the table.
final class ReferenceDocsTests: XCTestCase {
  private var operatorsDoc: String {
    let root = packageRoot()
    // The functions' group lives in docs/functions.md, after the operators'.
    return ["docs/operators.md", "docs/functions.md"].map {
      (try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) ?? ""
    }.joined(separator: "\n")
  }

  /// The `## group` / `### heading` pairs of docs/operators.md, in order.
  private var documentedHeadings: [String] {
    var group = ""
    var headings: [String] = []
    for line in operatorsDoc.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { group = String(line.dropFirst(3)) }
      if line.hasPrefix("### ") { headings.append(group + " / " + line.dropFirst(4)) }
    }
    return headings
  }

  private func heading(_ entry: CatalogueEntry) -> String {
    entry.group + " / " + entry.forms.map { "`\($0)`" }.joined(separator: " · ")
  }

  func testTheDocsHaveExactlyTheTablesHeadingsInItsOrder() {
    XCTAssertEqual(documentedHeadings, Catalogue.all.map(heading))
  }

  private var root: URL { packageRoot() }

  func testTheCommittedDocsAreWhatMakeDocsWrites() throws {
    let pages = try Session.referenceDocs { path in
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    XCTAssertEqual(pages.map(\.path), ["docs/operators.md", "docs/functions.md"])
    for page in pages {
      let committed = try String(
        contentsOf: root.appendingPathComponent(page.path), encoding: .utf8)
      let written = page.text.split(separator: "\n", omittingEmptySubsequences: false)
      let lines = committed.split(separator: "\n", omittingEmptySubsequences: false)
      let first =
        Array(zip(written, lines)).firstIndex { $0 != $1 } ?? min(written.count, lines.count)
      XCTAssertTrue(
        page.text == committed,
        "\(page.path):\(first + 1) is not what `make docs` writes (run make docs): "
          + "\(first < written.count ? String(written[first]) : "<end>")")
    }
  }

  func testEveryHeadingIsARegionOfItsPage() throws {
    for page in ReferenceDocs.pages {
      let lines = try String(contentsOf: root.appendingPathComponent(page.path), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let markers = ReferenceDocs.regions(in: lines).map(\.marker)
      let entries = Catalogue.all.filter { page.groups.contains($0.specs[0].group) }
      XCTAssertEqual(markers, entries.map(ReferenceDocs.marker), page.path)
    }
  }

  /// The generator writes the regions and keeps the prose around them: a new entry lands
  /// after the previous one's prose, a hand-written heading becomes a region, a region of
  /// no entry goes.
  func testMakeDocsKeepsTheProseAndPlacesNewHeadings() {
    let take = Catalogue.entries(named: "take")[0]
    // The entry after `take` in the table (`skip` today; a new entry may come between).
    let transform = Catalogue.all.filter { $0.specs[0].group == .filtering }
    guard let at = transform.firstIndex(where: { $0.specs[0].name == take.specs[0].name }),
      at + 1 < transform.count
    else { return XCTFail("no entry after take") }
    let next = transform[at + 1]
    // The group's first entry, before `take`.
    let map = transform[0]
    let run: (String) -> [String] = { ["ran " + $0.split(separator: "\n")[0]] }
    let page = [
      "# Page", "", "## " + take.group, "", "Group prose.", "",
      "### " + map.forms.map { "`\($0)`" }.joined(separator: " · "), "", "STALE summary", "",
      "```sbx", "STALE", "```", "", "```output", "STALE", "```", "", "Map's own prose.", "",
      "<!-- table:stage:frobnicate -->", "### `frobnicate`", "<!-- /table -->", "",
      ReferenceDocs.marker(next), "STALE", ReferenceDocs.end, "", "Next's prose.", "",
    ].joined(separator: "\n")
    let written = ReferenceDocs.render(page, groups: [.filtering], run: run)
    XCTAssertFalse(written.contains("frobnicate") || written.contains("STALE"), written)
    for kept in [
      "# Page\n\n## " + take.group + "\n\nGroup prose.\n", "Map's own prose.", "Next's prose.",
    ] {
      XCTAssertTrue(written.contains(kept), kept)
    }
    let regions = ReferenceDocs.regions(
      in: written.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    XCTAssertEqual(regions.map(\.marker), transform.map(ReferenceDocs.marker))
    XCTAssertTrue(
      written.contains(
        ReferenceDocs.region(take, run: run).joined(separator: "\n")
          + "\n\n" + ReferenceDocs.region(next, run: run).joined(separator: "\n")
          + "\n\nNext's prose."), written)
    XCTAssertTrue(written.contains("```output\nran " + take.example.split(separator: "\n")[0]))
    XCTAssertEqual(ReferenceDocs.render(written, groups: [.filtering], run: run), written)
  }

  /// A new first entry of a group lands at the start of the group's section, before a
  /// heading written by hand (found by `make check-add-operator`: it went after it).
  func testANewFirstEntryGoesBeforeAHandWrittenHeading() {
    let transform = Catalogue.all.filter { $0.specs[0].group == .filtering }
    let (first, second) = (transform[0], transform[1])
    let run: (String) -> [String] = { ["ran " + $0.split(separator: "\n")[0]] }
    let page = [
      "## " + first.group, "", "Group prose.", "",
      "### " + second.forms.map { "`\($0)`" }.joined(separator: " · "), "", "old", "",
      "```output", "old", "```", "",
    ].joined(separator: "\n")
    let written = ReferenceDocs.render(page, groups: [.filtering], run: run)
    let regions = ReferenceDocs.regions(
      in: written.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    XCTAssertEqual(regions.map(\.marker), transform.map(ReferenceDocs.marker))
    XCTAssertTrue(
      written.hasPrefix(
        "## \(first.group)\n\nGroup prose.\n\n" + ReferenceDocs.marker(first)), written)
  }

  /// The table of RxJS's names has a row for each heading of the rxjs dialect, with RAC's
  /// nearest operator: the alias's target, or what the entry says (only such an entry says).
  func testTheNamesTableHasEveryRxJSHeadingAndRACsNearest() {
    for spec in OperatorTable.all {
      XCTAssertEqual(!spec.nearest.isEmpty, spec.marksRx && spec.doc.isOwn, spec.name)
    }
    let page = "a\n" + ReferenceDocs.namesStart + "\nstale\n" + ReferenceDocs.namesEnd + "\nb"
    let rows = ReferenceDocs.namesTable(page).split(separator: "\n").filter {
      $0.hasPrefix("| `")
    }
    XCTAssertEqual(rows.count, Catalogue.all.filter { $0.dialect == .rxjs }.count)
    XCTAssertTrue(
      rows.contains("| `mergeMap` · `flatMap` | [Flattening](#flattening) | alias | `flattenMap` |")
    )
    XCTAssertTrue(
      rows.contains {
        $0.hasPrefix("| `share` | [Multicasting](#multicasting) | **[Rx]** | `publish \\| ")
      },
      "\(rows)")
    XCTAssertFalse(ReferenceDocs.namesTable(page).contains("stale"))
  }
}
