import SignalboxJSON
import SignalboxLanguage

/// `:help` and `:ops`, read from the operator table (`Catalogue`).
extension Session {
  /// `signalbox help [TOPIC]`: what `:help TOPIC` prints in the REPL (an operator, a
  /// function, a meta command, `functions`, `names`, a diagnostic ID); false, with the
  /// message on standard error, when TOPIC names none of them.
  public func printHelp(_ topic: String) -> Bool {
    var found = true
    help(topic) { message in
      found = false
      output.err(DiagnosticRenderer.line(.error, message) + "\n")
    }
    output.flush()
    return found
  }

  func help(_ name: String, warning: (DiagnosticMessage) -> Void) {
    if name.isEmpty { return overview() }
    if DiagnosticMessage.ID.looksLikeID(name) {
      guard let entry = DiagnosticCatalogue.entry(named: name, among: options.moreEntries) else {
        return warning(Message.unknownID(name))
      }
      let lines = entry.explained.split(separator: "\n", omittingEmptySubsequences: false)
      for line in lines.dropLast() { output.out(String(line)) }
      return
    }
    let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
    // `:help trace` is the operator, `:help :trace` the meta command; a word that names no
    // operator falls back to the meta command (`:help jobs`).
    let operatorEntries = name.hasPrefix(":") ? [] : Catalogue.entries(named: bare)
    if operatorEntries.isEmpty, let meta = Catalogue.metaCommand(named: bare) {
      output.out(":\(meta.name)\(meta.shape.isEmpty ? "" : " " + meta.shape) — \(meta.summary)")
      return
    }
    if bare == "functions" && operatorEntries.isEmpty { return functions() }
    if bare == "names" && operatorEntries.isEmpty {
      return Session.implicitNames.forEach { output.out($0) }
    }
    let entries = operatorEntries
    guard !entries.isEmpty else {
      if OperatorTable.synonyms[bare] != nil { return warning(compiler.unknownOperator(bare)) }
      let suggestion = compiler.suggest(bare, among: Catalogue.names)
      return warning(Message.unknownOperator(bare, suggestion: suggestion))
    }
    for entry in entries {
      output.out(entry.forms.joined(separator: " · ") + "  (\(entry.group))")
      let summary = entry.summary.replacingOccurrences(of: "**", with: "")
        .replacingOccurrences(of: "`", with: "")
      say(summary, first: "  ", rest: "  ")
      if entry.rule == "Rx" {
        output.out("  Rx: RxJS 7's semantics, not a RAC operator")
      } else if !entry.rule.isEmpty {
        output.out("  RAC: " + entry.rule.replacingOccurrences(of: "`", with: ""))
      }
      output.out("  example, on a virtual clock:")
      for line in entry.example.split(separator: "\n") { output.out("    sbx> " + line) }
      for line in Session.runExample(entry.example) { output.out("    " + line) }
    }
  }

  /// Runs an example program on a fresh virtual clock and returns what it printed.
  static func runExample(_ program: String) -> [String] {
    let collected = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = true
    let session = Session(options: options, output: collected)
    session.runProgram([SourceFile(name: "<example>", text: program)])
    return collected.stdout
  }

  func overview() {
    let lines = [
      "Signalbox: a playground for reactive streams (ReactiveCocoa 2.x semantics).",
      "",
      "  from [1, 2, 3] | map x * x      run a pipeline; each event prints as TIME KIND VALUE",
      "  interval 1 | take 3 &           run it in the background as a job",
      "  let s = seq [1, 2] | map x      name a pipeline (a sequence is evaluated once, shared)",
      "  subject s · send s, 1 · complete s · command c = { … } · execute c, 1 · sleep 2",
      "",
      "Blocks { … } are pipelines built per value (x is the value). Ctrl-C disposes the",
      "running pipeline; Ctrl-D quits.",
      "",
      "Meta commands:",
    ]
    for line in lines { output.out(line) }
    for meta in Catalogue.metaCommands {
      let head = ":\(meta.name)\(meta.shape.isEmpty ? "" : " " + meta.shape)"
      let column = String(repeating: " ", count: 26)
      if head.count > 24 {
        // A long form (`:compare …`) on a line of its own, its summary under the column.
        output.out("  " + head)
        say(meta.summary, first: column, rest: column)
      } else {
        say(meta.summary, first: "  " + head.padding(toLength: 24), rest: column)
      }
    }
    output.out("")
    output.out(
      "Type :ops for the operators, :help functions for the functions, :help NAME for one of them.")
  }

  /// `text` on lines wrapped at words to the terminal's width (`$COLUMNS`, the terminal's,
  /// 80 when not a terminal), as `:explain` wraps.
  private func say(_ text: String, first: String, rest: String) {
    for line in TextWrap.wrap(text, first: first, rest: rest, width: marbleWidth) {
      output.out(line)
    }
  }

  /// `:help functions`: every builtin function, its forms and what it does.
  func functions() {
    output.out("Functions (docs/functions.md; :help NAME for one, with an example):")
    for entry in Catalogue.all where entry.group == OperatorSpec.Group.functions.rawValue {
      output.out("  " + entry.forms.joined(separator: " · "))
      say(entry.summary.replacingOccurrences(of: "`", with: ""), first: "      ", rest: "      ")
    }
  }

  func ops() {
    var groups: [(String, [String])] = []
    for entry in Catalogue.operators {
      if let k = groups.firstIndex(where: { $0.0 == entry.group }) {
        groups[k].1 += entry.names
      } else {
        groups.append((entry.group, entry.names))
      }
    }
    for (group, names) in groups {
      var seen = Set<String>()
      let unique = names.filter { seen.insert($0).inserted }
      output.out(group + ":")
      say(unique.joined(separator: " "), first: "  ", rest: "  ")
    }
  }

  /// `:help names`: the names a program uses without binding them (docs/language.md).
  static let implicitNames = [
    "Implicit names (a let may not rebind x, i, t, acc, true, false, null):",
    "  x      the value the stage (or block) works on",
    "  i      its index: 0 for the stage's first value",
    "  t      seconds since the statement was subscribed (virtual or wall clock)",
    "  acc    the accumulator of scan, aggregate and reduce",
    "  $0 $1  the items of an array value in reduceEach",
    "  { n -> … }  names a block's value n for the whole block",
    "A let may bind a function's name: keys is the binding, keys(x) the function.",
    "It may not take an operator's or a source's name (map, interval): one error, C023.",
  ]
}
