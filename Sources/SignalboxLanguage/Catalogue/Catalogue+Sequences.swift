extension Catalogue {
  /// Sequence sources and the sequence-only operators (docs/sequences.md).
  static let sequenceEntries: [CatalogueEntry] = [
    CatalogueEntry(
      group: "Sequences", forms: ["seq ARRAY", "seq range A, B[, STEP]"],
      summary: "a lazy sequence over an array, or over a range of numbers",
      rule: "`rac_sequence`",
      example: "seq range 1, 3 | map x * 10"),
    CatalogueEntry(
      group: "Sequences", forms: ["iterate START, EXPR"],
      summary: "the infinite lazy sequence START, f(START), f(f(START)) …; f runs when a head is read",
      rule: "SEQ1",
      example: "iterate 1, x * 3 | take 4 | array"),
    CatalogueEntry(
      group: "Sequences", forms: ["head", "tail"],
      summary: "the first value (null when empty) · the rest",
      rule: "`head` `tail`",
      example: "seq [1, 2, 3] | tail | head"),
    CatalogueEntry(
      group: "Sequences", forms: ["eager", "lazy"],
      summary: "evaluate every cell now (operators on it evaluate at once) · a lazy view again",
      rule: "SEQ2",
      example: "seq [1, 2] | map log(\"computing\", x) | eager | head"),
    CatalogueEntry(
      group: "Sequences", forms: ["foldLeft START, EXPR", "foldRight START, EXPR"],
      summary: "combine from the left (`acc` the running value) · from the right (`acc` the lazily computed rest)",
      rule: "SEQ5",
      example: "seq [1, 2, 3] | foldLeft 0, acc - x\nseq [1, 2, 3] | foldRight 0, x - acc"),
    CatalogueEntry(
      group: "Sequences", forms: ["find EXPR", "array"],
      summary: "the first value passing EXPR (null when none) · all values as one array",
      rule: "SEQ6",
      example: "seq [3, 8, 5] | find x > 4\nseq [3, 8, 5] | array"),
    CatalogueEntry(
      group: "Sequences", forms: ["signal", "sequence"],
      summary: "a sequence's values as a signal, one per action · a signal's values as an eager sequence when it completes",
      rule: "SEQ7, BL4",
      example: "seq [1, 2] | signal | delay 1\ninterval 1 | take 2 | sequence | array"),
  ]

  /// Every entry, sequences last.
  static var all: [CatalogueEntry] { entries + sequenceEntries }

  /// The entry documenting `name`.
  static func entry(named name: String) -> CatalogueEntry? {
    all.first { $0.names.contains(name) }
  }

  /// Every operator and source name, for completion and suggestions.
  static var names: [String] {
    var seen = Set<String>()
    return all.flatMap(\.names).filter { seen.insert($0).inserted }
  }

  /// What the REPL completes: operators, sources, and `:meta` commands.
  public static var completionNames: [String] {
    names.filter { !$0.contains(".") && !$0.contains("(") } + metaCommands.map { ":" + $0.name }
  }

  /// The argument shape shown beside each completion (`T[, EXPR]`).
  public static var completionShapes: [String: String] {
    var shapes: [String: String] = [:]
    for entry in all {
      for form in entry.forms {
        let name = String(form.prefix(while: { $0 != " " && $0 != "(" }))
        if shapes[name] == nil { shapes[name] = String(form.dropFirst(name.count)).trimmingSpaces() }
      }
    }
    for meta in metaCommands { shapes[":" + meta.name] = meta.shape }
    return shapes
  }

  /// The meta commands with their argument shapes.
  static let metaCommands: [(name: String, shape: String, summary: String)] = [
    ("help", "[NAME]", "this overview, or an operator's summary, rule and a timeline that runs"),
    ("ops", "", "every operator, grouped"),
    ("let", "", "the names bound so far"),
    ("show", "NAME", "what a name is bound to; for a sequence, which cells are resolved"),
    ("graph", "PIPELINE", "the pipeline's stages as a tree, blocks indented under their stage"),
    ("explain", "PIPELINE", "the graph with each stage's facts: cold or hot, state, time, scheduler"),
    ("marbles", "[table|svg|source] PIPELINE [> FILE]", "run it on a virtual clock and draw one marble row per stage"),
    ("clock", "real|virtual", "switch clocks (the bindings are replayed on the new clock)"),
    ("format", "text|json|values", "how events print"),
    ("trace", "on|off", "trace every stage of the pipelines that follow"),
    ("jobs", "", "the background jobs still running"),
    ("pending", "", "the scheduled work — when, which stage, what it will do"),
    ("advance", "T", "virtual clock: run the jobs' work for the next T seconds"),
    ("resources", "", "live subscriptions per job and stage, scheduled actions, subjects and their subscribers"),
    ("kill", "N", "dispose background job N"),
    ("load", "FILE", "run a script file in this session"),
    ("reset", "", "a fresh session: no bindings, no jobs, clock at 0"),
    ("quit", "", "leave (Ctrl-D at an empty prompt does too)"),
  ]
}
