/// The man page (`signalbox --generate-manual`, mdoc(7)), written from the option table,
/// the environment list, the forms, examples and exit statuses `--help` shows, and the
/// operator table's reference sections (`CommandLineOption+ManualTable.swift`).
extension CommandLineOption {
  static func manualPage(version: String) -> String {
    var page = """
      .Dd November 25, 2026
      .Dt SIGNALBOX 1
      .Os signalbox \(version)
      .Sh NAME
      .Nm signalbox
      .Nd a command-line playground for reactive streams
      .Sh SYNOPSIS

      """
    for form in forms {
      page += ".Nm\n" + synopsisMacros(form.words)
    }
    page += ".Sh DESCRIPTION\n.Nm\n"
    page += text(
      "runs programs in a pipeline language over reactive streams (ReactiveCocoa 2 "
        + "semantics), on the wall clock or a virtual one, and processes JSON as jq does.")
    page += "\n.Bl -tag -width Ds\n"
    for form in forms {
      page += ".It Nm " + (form.words.isEmpty ? "" : escapedWords(form.words)) + "\n"
      page += text(form.what) + "\n"
    }
    page += ".El\n.Sh OPTIONS\n" + optionList(.main)
    page += ".Ss jq's flags\nThey keep jq's meaning; any of them means the values format.\n"
    page += optionList(.jq) + optionList(.builtin)
    page += ".Ss signalbox test\n"
    page += text("runs the expect statements of script files and folders (their *.sbx).") + "\n"
    page += optionList(.test, from: testCommand)
    page += ".Sh ENVIRONMENT\n.Bl -tag -width Ds\n"
    for variable in EnvironmentVariable.all {
      page += ".It Ev \(variable.name)\n\(text(variable.help))\n"
    }
    page += ".El\n.Sh EXIT STATUS\n.Bl -tag -width Ds\n"
    for status in exitStatuses {
      page += ".It \(status.status)\n\(text(status.what))\n"
    }
    page += ".El\n.Pp\nA closed output pipe ends the program quietly with status 0.\n"
    page += ".Sh EXAMPLES\n"
    for example in examples {
      page += text(example.what.prefix(1).uppercased() + example.what.dropFirst() + ":") + "\n"
      page += ".Bd -literal -offset indent\n" + text(example.command) + "\n.Ed\n.Pp\n"
    }
    page += tableSections()
    page += """
      .Sh SEE ALSO
      .Xr jq 1
      .Pp
      .Nm Cm help
      \(text("lists the topics: the language, the operators, the functions, the REPL."))

      """
    return page
  }

  /// One group's options as a tag list.
  private static func optionList(_ group: Group, from options: [CommandLineOption] = shown)
    -> String
  {
    var list = ".Bl -tag -width Ds\n"
    for option in options where option.group == group {
      var head = option.names.map { "Fl " + escaped(String($0.dropFirst())) }
        .joined(separator: " , ")
      switch option.arity {
      case .flag: break
      case .value(let name): head += " Ar \(name)"
      case .optionalValue(let name): head += " Ns Op = Ns Ar \(name)"
      case .pair(let first, let second): head += " Ar \(first) \(second)"
      }
      list += ".It \(head)\n\(text(option.help))\n"
      if case .words(let words) = option.completion {
        list += "One of: \(text(words.joined(separator: ", "))).\n"
      }
    }
    return list + ".El\n"
  }

  /// A form's words as SYNOPSIS macros: `[` … `]` optional, upper case an argument,
  /// `-e`/`--check` flags, other words literal.
  private static func synopsisMacros(_ words: String) -> String {
    var lines = ""
    for word in words.split(separator: " ") {
      var word = String(word)
      var optional = false
      if word.hasPrefix("[") && word.hasSuffix("]") {
        optional = true
        word = String(word.dropFirst().dropLast())
      }
      let macro: String
      if word.hasPrefix("-") {
        macro = "Fl " + escaped(String(word.dropFirst()))
      } else if word.first?.isUppercase == true {
        macro = "Ar " + escaped(word)
      } else {
        macro = "Cm " + escaped(word)
      }
      lines += "." + (optional ? "Op " : "") + macro + "\n"
    }
    return lines
  }

  /// The words of a form after `.It Nm`.
  private static func escapedWords(_ words: String) -> String {
    words.split(separator: " ").map { escaped(String($0)) }.joined(separator: " ")
  }

  /// A word on a macro line: backslashes and the characters mdoc would read as delimiters.
  private static func escaped(_ word: String) -> String {
    var out = ""
    for c in word {
      switch c {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case "|", "[", "]", "(", ")", ".", ",", ";", ":": out += "\\&\(c)"
      default: out.append(c)
      }
    }
    return out
  }

  /// Free text on lines of its own: backslashes escaped, hyphens kept as typed (`\-`), each
  /// word marked unbreakable (`\%`: groff would hyphenate `--marbles` at the line's end,
  /// whatever `.nh` said before a list), so no line starts with a control character.
  static func text(_ plain: String) -> String {
    var out = ""
    var atWordStart = true
    for c in plain {
      if atWordStart && c != " " { out += "\\%" }
      atWordStart = c == " "
      switch c {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      default: out.append(c)
      }
    }
    return out
  }
}
