import SignalboxJSON

/// `signalbox jq`'s own options (jq 1.7.1's command line), beside the jq flags it shares
/// with the main command (`JQFlagOptions`: `-c -s -n -R -S --tab -j -a --raw-output0 --seq
/// --args --jsonargs`): what `CommandLineOption.jqCommand`'s entries set.
struct JQCommandOptions: Sendable {
  /// `-r`: strings print without quotes.
  var raw = false
  /// `-e`/`--exit-status`.
  var exitStatus = false
  /// `--build-configuration`: print `JQCommand.buildConfiguration` and stop.
  var buildConfiguration = false
  /// `-C` (true) or `-M` (false); nil: jq's default (colour when stdout is a terminal).
  var color: Bool? = nil
  /// `--indent n` (0 to 7; `--tab` and `-c` win when given after it, as in jq).
  var indent = 2
  /// `--unbuffered`: output is written after each value.
  var unbuffered = false
  /// `--stream`/`--stream-errors`: each input as jq's stream events.
  var stream = false
  /// `--stream-errors`: invalid JSON is the event `["MESSAGE", PATH]`, and the input ends.
  var streamErrors = false
  /// `-L DIR` (repeatable): where modules are looked for.
  var libraryPaths: [String] = []
  /// `-f`/`--from-file`: a flag, as in jq 1.7.1: the first word (wherever `-f` stands) names
  /// the file whose text is the filter (`.` when there is none and no terminal).
  var fromFile = false
  /// `--arg`, `--argjson`, `--slurpfile`, `--rawfile` in order: option, name, text.
  var named: [(option: String, name: String, text: String)] = []
  /// Each `--args` (json false) or `--jsonargs` (true) with the number of words before it:
  /// as in jq, a word after the filter is a data file until the first of them, then a
  /// positional argument of the kind last asked for.
  var argModes: [(at: Int, json: Bool)] = []
}
