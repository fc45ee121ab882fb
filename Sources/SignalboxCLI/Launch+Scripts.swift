import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

/// The programs of one command line. Several script files (`signalbox a.sbx b.sbx`) are
/// each a program of their own, as `sh a b` or `jq -f` would take them: each in a
/// session of its own (bindings, jobs, clock), run one after another in order. Every file
/// is compiled before any runs; a parse or compile error in any of them is reported with
/// the errors of every other, and nothing runs (status 2). Otherwise the status is the
/// worst of the files'. With several files each file's output is labelled by a header
/// (`ScriptRuns.label`); one file's output is as it always was.
struct ScriptRuns: Sendable {
  /// The sources of each program: one file each, or all of them as one program (`-e`,
  /// `-f`, standard input).
  let programs: [[SourceFile]]
  let sessions: [Session]

  init(_ sources: [SourceFile], several: Bool, session: () -> Session) {
    programs = several && sources.count > 1 ? sources.map { [$0] } : [sources]
    sessions = programs.map { _ in session() }
  }

  /// Whether each program's output is labelled with its file.
  var labelled: Bool { programs.count > 1 }

  /// Compiles every program, then (unless `check`) runs them in order; the exit status.
  func run(check: Bool, output: any SessionOutput, format: OutputFormat) -> ExitStatus {
    let compiled = zip(sessions, programs).map { session, sources in session.compile(sources) }
    if compiled.contains(where: { $0 == nil }) { return .usage }
    if check { return .success }
    var worst = ExitStatus.success
    for (k, units) in compiled.enumerated() {
      guard let units else { continue }
      if labelled { Self.label(programs[k][0].name, first: k == 0, output, format) }
      sessions[k].run(units)
      if sessions[k].status.rawValue > worst.rawValue { worst = sessions[k].status }
    }
    return worst
  }

  /// The header before a file's output, as `tail` and `head` label several files:
  /// `==> a.sbx <==` (a blank line before every header but the first); in `--format
  /// json` a record of its own, `{"kind":"file","path":"a.sbx"}`; in `--format values`
  /// on standard error, so standard output carries only the values.
  static func label(
    _ path: String, first: Bool, _ output: any SessionOutput, _ format: OutputFormat
  ) {
    switch format {
    case .text:
      if !first { output.out("") }
      output.out("==> \(path) <==")
    case .json:
      output.outLine { bytes in
        bytes.append(contentsOf: #"{"kind":"file","path":"#.utf8)
        JSONWriter.write(.string(path), into: &bytes)
        bytes.append(UInt8(ascii: "}"))
      }
    case .values:
      output.flush()
      output.err("==> \(path) <==\n")
    }
  }

  /// Every foreground pipeline of every program so far (`--report`).
  func reportEntriesSoFar() -> [MarbleReportEntry] {
    sessions.flatMap { $0.reportEntriesSoFar() }
  }

  var reportEntries: [MarbleReportEntry] { sessions.flatMap(\.reportEntries) }
}
