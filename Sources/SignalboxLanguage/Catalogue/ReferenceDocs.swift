/// docs/operators.md and docs/functions.md as the operator table writes them (`make docs`).
///
/// Each heading of the table is one region of its page, between marker comments:
///
///     <!-- table:stage:throttle -->
///     ### `throttle T[, EXPR]`
///
///     SUMMARY [RULE]
///
///     ```sbx
///     EXAMPLE
///     ```
///
///     ```output
///     WHAT THE EXAMPLE PRINTS ON A VIRTUAL CLOCK
///     ```
///     <!-- /table -->
///
/// Everything outside the regions (a page's introduction, a group's prose, a further
/// example after an entry's region) is hand-written and kept as it is. A heading the page
/// lacks is added after the region of the entry before it in the table (after that entry's
/// own prose), or at the start of its group's section; a heading written by hand without
/// markers becomes the region of its entry; a region whose entry left the table is
/// removed.
package enum ReferenceDocs {
  /// The pages, the groups each documents, and whether it starts with an index of them.
  static let pages: [(path: String, groups: [OperatorSpec.Group], index: Bool)] = [
    ("docs/operators.md", OperatorSpec.Group.allCases.filter { $0 != .functions }, true),
    ("docs/functions.md", [.functions], false),
  ]

  static let end = "<!-- /table -->"

  /// Each page (its path under the package root) as the table writes it, from its current
  /// text (`read` gives it; "" for a page that does not exist yet); `run` gives what an
  /// example prints on a virtual clock (the session's `runExample`).
  package static func pages(
    reading read: (String) throws -> String, run: (String) -> [String]
  ) rethrows -> [(path: String, text: String)] {
    try pages.map { page in
      let text = render(try read(page.path), groups: page.groups, run: run)
      guard page.index else { return (page.path, text) }
      return (page.path, namesTable(ReferenceDocs.index(text, groups: page.groups)))
    }
  }

  /// The marker that opens `entry`'s region: its first entry's role and name.
  static func marker(_ entry: CatalogueEntry) -> String {
    "<!-- table:\(entry.specs[0].role.docsKey):\(entry.specs[0].name) -->"
  }

  /// The generated lines of one heading; `run` gives what the example prints.
  static func region(_ entry: CatalogueEntry, run: (String) -> [String]) -> [String] {
    let rule = entry.rule.isEmpty ? "" : " [\(entry.rule)]"
    return [
      marker(entry),
      "### " + entry.forms.map { "`\($0)`" }.joined(separator: " · "),
      "",
      entry.summary + rule,
      "",
      "```sbx",
    ] + entry.example.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      + ["```", "", "```output"] + run(entry.example) + ["```", end]
  }

  /// `page` with every region of `groups` written from the table.
  static func render(
    _ page: String, groups: [OperatorSpec.Group], run: (String) -> [String]
  ) -> String {
    var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let entries = Catalogue.all.filter { groups.contains($0.specs[0].group) }
    let known = Set(entries.map(marker))
    // Regions whose entry left the table go first.
    while let stale = regions(in: lines).first(where: { !known.contains($0.marker) }) {
      lines.removeSubrange(stale.range)
      if stale.range.lowerBound < lines.count, lines[stale.range.lowerBound].isEmpty {
        lines.remove(at: stale.range.lowerBound)
      }
    }
    for group in groups where !lines.contains("## " + group.rawValue) {
      while lines.last == "" { lines.removeLast() }
      lines += (lines.isEmpty ? [] : [""]) + ["## " + group.rawValue, ""]
    }
    var previous: CatalogueEntry? = nil
    for entry in entries {
      let generated = region(entry, run: run)
      if let found = regions(in: lines).first(where: { $0.marker == generated[0] }) {
        lines.replaceSubrange(found.range, with: generated)
      } else if let found = unmarked(generated[1], in: lines) {
        lines.replaceSubrange(found, with: generated)
      } else {
        let at = insertionPoint(for: entry, after: previous, in: lines)
        let padded =
          (at > 0 && !lines[at - 1].isEmpty ? [""] : []) + generated
          + (at < lines.count && !lines[at].isEmpty ? [""] : [])
        lines.insert(contentsOf: padded, at: at)
      }
      previous = entry
    }
    if lines.last != "" { lines.append("") }
    return lines.joined(separator: "\n")
  }

  /// The regions of a page: each marker line and the range of lines up to its end marker.
  static func regions(in lines: [String]) -> [(marker: String, range: Range<Int>)] {
    var found: [(marker: String, range: Range<Int>)] = []
    var k = 0
    while k < lines.count {
      if lines[k].hasPrefix("<!-- table:") {
        var close = k + 1
        while close < lines.count && lines[close] != end { close += 1 }
        found.append((lines[k], k..<min(close + 1, lines.count)))
        k = close + 1
      } else {
        k += 1
      }
    }
    return found
  }

  /// A heading written by hand, without markers (as a contributor may write it, or an older
  /// page has it): from its `###` line to the end of its first output block.
  private static func unmarked(_ heading: String, in lines: [String]) -> Range<Int>? {
    guard let start = lines.firstIndex(of: heading) else { return nil }
    var k = start + 1
    while k < lines.count && lines[k] != "```output" && !lines[k].hasPrefix("## ")
      && !lines[k].hasPrefix("### ")
    {
      k += 1
    }
    guard k < lines.count, lines[k] == "```output" else { return nil }
    while k < lines.count && lines[k] != "```" { k += 1 }
    return start..<min(k + 1, lines.count)
  }

  /// Where a missing heading goes: after the previous entry of its group and that entry's
  /// prose (up to the next region, hand-written heading or section), else at the start of
  /// its group's section (before its first heading, marked or not).
  private static func insertionPoint(
    for entry: CatalogueEntry, after previous: CatalogueEntry?, in lines: [String]
  ) -> Int {
    let group = entry.specs[0].group
    if let previous, previous.specs[0].group == group,
      let region = regions(in: lines).first(where: { $0.marker == marker(previous) })
    {
      var k = region.range.upperBound
      while k < lines.count && !startsEntryOrSection(lines[k]) { k += 1 }
      while k > region.range.upperBound && lines[k - 1].isEmpty { k -= 1 }
      return k
    }
    if let heading = lines.firstIndex(of: "## " + group.rawValue) {
      var k = heading + 1
      while k < lines.count && !startsEntryOrSection(lines[k]) { k += 1 }
      while k > heading + 1 && lines[k - 1].isEmpty { k -= 1 }
      return k
    }
    return lines.count
  }

  /// A region's marker, a heading written by hand (which becomes a region) or a section.
  private static func startsEntryOrSection(_ line: String) -> Bool {
    line.hasPrefix("<!-- table:") || line.hasPrefix("### ") || line.hasPrefix("## ")
  }
}

extension OperatorSpec.Role {
  /// The role's word in a docs marker (`<!-- table:stage:merge -->`).
  var docsKey: String {
    switch self {
    case .source: "source"
    case .stage: "stage"
    case .statement: "statement"
    case .member: "member"
    case .function: "function"
    }
  }
}
