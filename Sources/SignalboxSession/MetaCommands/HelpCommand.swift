import SignalboxJSON
import SignalboxLanguage

/// `:help`: this overview, or the help of an operator, a function, a meta command or a message ID.
/// Read from the operator table (`Catalogue`); `signalbox help TOPIC` prints the same.
enum HelpCommand: MetaCommandHandler {
  static let command = MetaCommand.help

  static func run(_ call: MetaCall, in context: any MetaContext) {
    help(call.argument, in: context, warning: call.warning)
  }

  /// The help of `name` (an operator, a function, a meta command, `functions`, `names`, a
  /// diagnostic ID; the overview when empty), or a warning when it names none of them.
  static func help(
    _ name: String, in context: any MetaContext, warning: (DiagnosticMessage) -> Void
  ) {
    if name.isEmpty { return overview(context) }
    if DiagnosticMessage.ID.looksLikeID(name) {
      guard let entry = DiagnosticCatalogue.entry(named: name, among: context.moreEntries)
      else {
        return warning(Message.unknownID(name))
      }
      let lines = entry.explained.split(separator: "\n", omittingEmptySubsequences: false)
      for line in lines.dropLast() { context.printLine(String(line)) }
      return
    }
    let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
    // `:help trace` is the operator, `:help :trace` the meta command; a word that names no
    // operator falls back to the meta command (`:help jobs`).
    let entries = name.hasPrefix(":") ? [] : Catalogue.entries(named: bare)
    if entries.isEmpty, let meta = Catalogue.metaCommand(named: bare) {
      let shape = meta.shape.isEmpty ? "" : " " + meta.shape
      return context.printLine(":\(meta.name)\(shape) — \(meta.summary)")
    }
    if bare == "functions" && entries.isEmpty { return functions(context) }
    if bare == "names" && entries.isEmpty { return implicitNames.forEach(context.printLine) }
    guard !entries.isEmpty else {
      if OperatorTable.synonyms[bare] != nil { return warning(context.unknownOperator(bare)) }
      let suggestion = Compiler.closest(to: bare, among: Catalogue.names)
      return warning(Message.unknownOperator(bare, suggestion: suggestion))
    }
    for entry in entries { describe(entry, in: context) }
  }

  /// One entry: its forms and concern, its summary, what it is an alias of, its RAC rule
  /// (or that it has RxJS's meaning), and its example run on a virtual clock.
  private static func describe(_ entry: CatalogueEntry, in context: any MetaContext) {
    context.printLine(entry.forms.joined(separator: " · ") + "  (\(entry.group))")
    let summary = entry.summary.replacingOccurrences(of: "**", with: "")
      .replacingOccurrences(of: "`", with: "")
    say(summary, first: "  ", rest: "  ", in: context)
    if let target = entry.aliasOf {
      context.printLine("  alias of \(target): the same operator under another name")
    }
    if entry.rule == "Rx" {
      context.printLine("  Rx: RxJS 7's semantics, not a RAC operator")
    } else if !entry.rule.isEmpty {
      context.printLine("  RAC: " + entry.rule.replacingOccurrences(of: "`", with: ""))
    }
    context.printLine("  example, on a virtual clock:")
    for line in entry.example.split(separator: "\n") { context.printLine("    sbx> " + line) }
    for line in runExample(entry.example) { context.printLine("    " + line) }
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

  private static func overview(_ context: any MetaContext) {
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
    for line in lines { context.printLine(line) }
    let column = String(repeating: " ", count: 26)
    for meta in Catalogue.metaCommands {
      let head = ":\(meta.name)\(meta.shape.isEmpty ? "" : " " + meta.shape)"
      if head.count > 24 {
        // A long form (`:compare …`) on a line of its own, its summary under the column.
        context.printLine("  " + head)
        say(meta.summary, first: column, rest: column, in: context)
      } else {
        say(meta.summary, first: "  " + head.padding(toLength: 24), rest: column, in: context)
      }
    }
    context.printLine("")
    context.printLine(
      "Type :ops for the operators, :help functions for the functions, :help NAME for one of them.")
  }

  /// `text` on lines wrapped at words to the terminal's width (`$COLUMNS`, the terminal's,
  /// 80 when not a terminal), as `:explain` wraps.
  static func say(_ text: String, first: String, rest: String, in context: any MetaContext) {
    for line in TextWrap.wrap(text, first: first, rest: rest, width: context.width) {
      context.printLine(line)
    }
  }

  /// `:help functions`: every builtin function, its forms and what it does.
  private static func functions(_ context: any MetaContext) {
    context.printLine("Functions (docs/functions.md; :help NAME for one, with an example):")
    for entry in Catalogue.all where entry.group == OperatorSpec.Group.functions.rawValue {
      context.printLine("  " + entry.forms.joined(separator: " · "))
      let summary = entry.summary.replacingOccurrences(of: "`", with: "")
      say(summary, first: "      ", rest: "      ", in: context)
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
