/// The index at the top of docs/operators.md: each concern, then its names in alphabetical
/// order, each with its marks (drawn from the table: the dialect, the sequence form).
extension ReferenceDocs {
  static let indexStart = "<!-- index -->"
  static let indexEnd = "<!-- /index -->"

  /// `page` with its index written from the table: in place of the one it has, else before
  /// its first group's section.
  static func index(_ page: String, groups: [OperatorSpec.Group]) -> String {
    var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let generated = indexLines(groups: groups)
    if let start = lines.firstIndex(of: indexStart),
      let end = lines[start...].firstIndex(of: indexEnd)
    {
      lines.replaceSubrange(start...end, with: generated)
    } else {
      let at = groups.lazy.compactMap { lines.firstIndex(of: "## " + $0.rawValue) }.first
      lines.insert(contentsOf: generated + [""], at: at ?? lines.count)
    }
    return lines.joined(separator: "\n")
  }

  /// The index's lines, between its markers.
  static func indexLines(groups: [OperatorSpec.Group]) -> [String] {
    var lines = [
      indexStart, "## Index", "",
      "**[Rx]** an operator with RxJS 7's meaning · *Rx* RxJS's name for a RAC operator · "
        + "**S** also works on sequences",
      "", "| Concern | Names |", "|---|---|",
    ]
    for group in groups {
      let names = indexNames(group).map { name, marks in
        (["`\(name)`"] + marks).joined(separator: " ")
      }
      guard !names.isEmpty else { continue }
      let anchor = group.rawValue.lowercased()
      lines.append("| [\(group.rawValue)](#\(anchor)) | " + names.joined(separator: " · ") + " |")
    }
    return lines + [indexEnd]
  }

  /// The names documented in `group`, in alphabetical order, each with its marks.
  static func indexNames(_ group: OperatorSpec.Group) -> [(String, [String])] {
    var marks: [String: [String]] = [:]
    for entry in Catalogue.all where entry.specs[0].group == group {
      for spec in entry.specs {
        for form in spec.forms {
          let name = OperatorSpec.bareName(form)
          guard marks[name] == nil else { continue }
          marks[name] = indexMarks(spec)
        }
      }
    }
    return marks.sorted {
      ($0.key.lowercased(), $0.key) < ($1.key.lowercased(), $1.key)
    }.map { ($0.key, $0.value) }
  }

  /// An entry's marks in the index.
  static func indexMarks(_ spec: OperatorSpec) -> [String] {
    var marks: [String] = []
    if spec.marksRx {
      marks.append("**[Rx]**")
    } else if spec.dialect == .rxjs {
      marks.append("*Rx*")
    }
    let target = spec.aliasOf.flatMap { OperatorTable.spec($0, spec.role) } ?? spec
    if (spec.role == .stage || spec.role == .source) && target.worksOnSequences {
      marks.append("**S**")
    }
    return marks
  }

  static let namesStart = "<!-- names -->"
  static let namesEnd = "<!-- /names -->"

  /// `page` with its table of RxJS's names (between its markers, when it has them) written
  /// from the table: each heading of the rxjs dialect, its concern, and RAC's nearest.
  static func namesTable(_ page: String) -> String {
    var lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: namesStart),
      let end = lines[start...].firstIndex(of: namesEnd)
    else { return page }
    var table = [
      namesStart, "| Rx | concern | here | RAC's nearest |", "|---|---|---|---|",
    ]
    for entry in Catalogue.all where entry.dialect == .rxjs {
      let spec = entry.specs[0]
      let names = entry.names.map { "`\($0)`" }.joined(separator: " · ")
      let group = "[\(spec.group.rawValue)](#\(spec.group.rawValue.lowercased()))"
      let (here, nearest) =
        spec.aliasOf.map { ("alias", "`\($0)`") } ?? ("**[Rx]**", spec.nearest)
      let cell = nearest.replacingAll("|", with: "\\|")
      table.append("| \(names) | \(group) | \(here) | \(cell) |")
    }
    lines.replaceSubrange(start...end, with: table + [namesEnd])
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The string with every `target` character replaced (the language module has no
  /// Foundation).
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var out = ""
    for c in self { if c == target { out += replacement } else { out.append(c) } }
    return out
  }
}
