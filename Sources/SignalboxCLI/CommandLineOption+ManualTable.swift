import SignalboxLanguage

/// The man page's reference sections, written from the operator table and the meta
/// commands' list: OPERATORS (a subsection per group of docs/operators.md), FUNCTIONS and
/// META COMMANDS, each entry's forms as tags and its summary (with its RAC rule) as the
/// text, as `:help` and docs/operators.md show them.
extension CommandLineOption {
  static func tableSections() -> String {
    var page = ".Sh OPERATORS\n"
    page +=
      text(
        "Every source, operator and statement, grouped as in the operators reference; "
          + "signalbox help NAME (or :help NAME at the prompt) shows an entry with a timeline "
          + "that runs.") + "\n"
    for group in OperatorSpec.Group.allCases where group != .functions {
      page += ".Ss \(text(group.rawValue))\n" + entryList(group)
    }
    page += ".Sh FUNCTIONS\n"
    page += text("Called in expressions (len(x)); jq's builtins keep jq's meaning.") + "\n"
    page += entryList(.functions)
    page += ".Sh META COMMANDS\n"
    page += text("Typed at the prompt or as a line of a script, after a colon.") + "\n"
    page += ".Bl -tag -width Ds\n"
    for meta in Catalogue.metaCommands {
      let form = ":" + meta.name + (meta.shape.isEmpty ? "" : " " + meta.shape)
      page += ".It Li \(quoted(form))\n\(text(meta.summary))\n"
    }
    return page + ".El\n"
  }

  /// One group's headings as a tag list: each form a tag, then the summary and rule.
  private static func entryList(_ group: OperatorSpec.Group) -> String {
    var list = ".Bl -tag -width Ds\n"
    for entry in Catalogue.all where entry.group == group.rawValue {
      for form in entry.forms { list += ".It Li \(quoted(form))\n" }
      list += text(entry.summary + (entry.rule.isEmpty ? "" : " [\(entry.rule)]")) + "\n"
    }
    return list + ".El\n"
  }

  /// A macro argument in double quotes: quotes and backslashes escaped, hyphens kept.
  private static func quoted(_ plain: String) -> String {
    var out = "\""
    for c in plain {
      switch c {
      case "\\": out += "\\e"
      case "\"": out += "\\(dq"
      case "-": out += "\\-"
      default: out.append(c)
      }
    }
    return out + "\""
  }
}
