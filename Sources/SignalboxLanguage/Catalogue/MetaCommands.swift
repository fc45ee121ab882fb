/// A meta command (`:show s`): the table's entry names it by this key, and the session runs
/// each key with its handler (`Sources/SignalboxSession/MetaCommands/<Name>Command.swift`,
/// found by this key in `MetaCommandHandlers`).
package enum MetaCommand: String, CaseIterable, Sendable {
  case help, ops, `let`, show, graph, explain, marbles, compare, clock, format, trace, jobs, pending
  case advance, units, times, resources, kill, load, live, preview, input, reset, quit
}

/// One meta command: its name, other names, argument shape and summary (`:help`'s
/// overview, `:help :NAME`, completion).
package struct MetaCommandSpec: Sendable {
  package let command: MetaCommand
  package let shape: String
  package let summary: String
  /// Other names it answers to (`:q`); not offered by completion.
  package var aliases: [String] = []
  /// Whether it reads the stage labels of scheduled work, which the compiler then records.
  package var readsWorkLabels = false

  package var name: String { command.rawValue }

  init(
    _ command: MetaCommand, _ shape: String, _ summary: String, aliases: [String] = [],
    readsWorkLabels: Bool = false
  ) {
    self.command = command
    self.shape = shape
    self.summary = summary
    self.aliases = aliases
    self.readsWorkLabels = readsWorkLabels
  }
}

extension Catalogue {
  /// The meta command named `name` (or with that alias).
  package static func metaCommand(named name: String) -> MetaCommandSpec? {
    metaCommands.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// The meta commands, in the order of `:help`'s overview.
  package static let metaCommands: [MetaCommandSpec] = [
    MetaCommandSpec(
      .help, "[NAME]", "this overview, or an operator's summary, rule and a timeline that runs"),
    MetaCommandSpec(.ops, "", "every operator, grouped"),
    MetaCommandSpec(.`let`, "", "the names bound so far"),
    MetaCommandSpec(
      .show, "NAME", "what a name is bound to; for a sequence, which cells are resolved"),
    MetaCommandSpec(
      .graph, "PIPELINE", "the pipeline's stages as a tree, blocks indented under their stage"),
    MetaCommandSpec(
      .explain, "PIPELINE",
      "the graph with each stage's facts: cold or hot, state, time, scheduler"
    ),
    MetaCommandSpec(
      .marbles, "[table|svg|source] PIPELINE [> FILE]",
      "run it on a virtual clock and draw one marble row per stage"
    ),
    MetaCommandSpec(
      .compare, "[svg|source] SOURCE with CHAIN, CHAIN… [> FILE]",
      "run one source through several operator chains; draw them on one time axis"
    ),
    MetaCommandSpec(
      .clock, "real|virtual", "switch clocks (the bindings are replayed on the new clock)"),
    // The session's `OutputFormat` cases (CatalogueTests holds them equal).
    MetaCommandSpec(.format, "text|json|values", "how events print"),
    MetaCommandSpec(.trace, "on|off", "trace every stage of the pipelines that follow"),
    MetaCommandSpec(.jobs, "", "the background jobs still running"),
    MetaCommandSpec(
      .pending, "", "the scheduled work — when, which stage, what it will do",
      readsWorkLabels: true),
    MetaCommandSpec(.advance, "T", "virtual clock: run the jobs' work for the next T seconds"),
    MetaCommandSpec(
      .units, "[s|ms]",
      "the unit of times from now on: a number given as a time, and the times printed"),
    MetaCommandSpec(
      .times, "[job|session]",
      "event times from each job's start (the default) or from the session's, as one timeline"),
    MetaCommandSpec(
      .resources, "",
      "live subscriptions per job and stage, scheduled actions, subjects and their subscribers",
      readsWorkLabels: true),
    MetaCommandSpec(.kill, "N", "dispose background job N"),
    MetaCommandSpec(.load, "FILE", "run a script file in this session"),
    MetaCommandSpec(
      .live, "", "open the live view: the pipelines that follow, drawn in a browser as they run"),
    MetaCommandSpec(
      .preview, "on|off|horizon SECONDS",
      "at the prompt: the preview under the line while typing, on or off, or its virtual horizon"
    ),
    MetaCommandSpec(
      .input, "FILE",
      "at the prompt: a sample of FILE (its first values) is what `stdin` reads from now on"),
    MetaCommandSpec(.reset, "", "a fresh session: no bindings, no jobs, clock at 0"),
    MetaCommandSpec(.quit, "", "leave (Ctrl-D at an empty prompt does too)", aliases: ["q"]),
  ]
}
