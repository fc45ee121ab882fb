extension Catalogue {
  /// The meta commands with their argument shapes (`:help`'s overview, completion).
  package static let metaCommands: [(name: String, shape: String, summary: String)] = [
    ("help", "[NAME]", "this overview, or an operator's summary, rule and a timeline that runs"),
    ("ops", "", "every operator, grouped"),
    ("let", "", "the names bound so far"),
    ("show", "NAME", "what a name is bound to; for a sequence, which cells are resolved"),
    ("graph", "PIPELINE", "the pipeline's stages as a tree, blocks indented under their stage"),
    (
      "explain", "PIPELINE",
      "the graph with each stage's facts: cold or hot, state, time, scheduler"
    ),
    (
      "marbles", "[table|svg|source] PIPELINE [> FILE]",
      "run it on a virtual clock and draw one marble row per stage"
    ),
    ("clock", "real|virtual", "switch clocks (the bindings are replayed on the new clock)"),
    ("format", "text|json|values", "how events print"),
    ("trace", "on|off", "trace every stage of the pipelines that follow"),
    ("jobs", "", "the background jobs still running"),
    ("pending", "", "the scheduled work — when, which stage, what it will do"),
    ("advance", "T", "virtual clock: run the jobs' work for the next T seconds"),
    (
      "resources", "",
      "live subscriptions per job and stage, scheduled actions, subjects and their subscribers"
    ),
    ("kill", "N", "dispose background job N"),
    ("load", "FILE", "run a script file in this session"),
    ("reset", "", "a fresh session: no bindings, no jobs, clock at 0"),
    ("quit", "", "leave (Ctrl-D at an empty prompt does too)"),
  ]
}
