import SignalboxJSON
import SignalboxLanguage

/// One meta command as it was typed (`:show s`): its argument and where it stands, the run
/// it belongs to, and how to warn about it.
struct MetaCall {
  /// The argument as written, trimmed.
  let argument: String
  /// Where the argument starts in `file` (where it would start, when there is none).
  let argumentAt: Int
  let file: SourceFile
  /// The argument as a program at its place in `file`, for the commands that parse it.
  let source: SourceFile
  /// The run the command is part of.
  let mode: RunMode
  /// A warning about the argument: its caret under the argument (or where it is missing).
  let warning: (DiagnosticMessage) -> Void
  /// A warning about the command itself: its caret under the `:`.
  let commandWarning: (DiagnosticMessage) -> Void
}

/// A meta command's handler: one type per command, one file each in this folder, found by
/// the catalogue entry's `MetaCommand` (`MetaCommandHandlers`). It works through the
/// session's narrow `MetaContext`, not the session itself.
protocol MetaCommandHandler: Sendable {
  /// The catalogue entry it handles.
  static var command: MetaCommand { get }
  static func run(_ call: MetaCall, in context: any MetaContext)
}

/// Every meta command's handler, by the command it handles. Adding a meta command: its
/// catalogue entry (`Catalogue.metaCommands` and a `MetaCommand` case), its handler's file
/// here, and its line in `all` (MetaCommandHandlerTests checks one handler per command).
enum MetaCommandHandlers {
  static let all: [any MetaCommandHandler.Type] = [
    HelpCommand.self, OpsCommand.self, LetCommand.self, ShowCommand.self, GraphCommand.self,
    ExplainCommand.self, MarblesCommand.self, CompareCommand.self, ClockCommand.self,
    FormatCommand.self, TraceCommand.self, JobsCommand.self, PendingCommand.self,
    AdvanceCommand.self, UnitsCommand.self, TimesCommand.self, ResourcesCommand.self,
    KillCommand.self,
    LoadCommand.self,
    LiveCommand.self, PreviewCommand.self, InputCommand.self, ResetCommand.self,
    QuitCommand.self,
  ]

  static let byCommand: [MetaCommand: any MetaCommandHandler.Type] = Dictionary(
    all.map { ($0.command, $0) }, uniquingKeysWith: { first, _ in first })
}
