import SignalboxLanguage

/// What a preview may run. A preview runs a copy of the session (`PreviewRun`), but some
/// statements reach outside it whatever the copy: a meta command (`:load` reads a script
/// that may do anything, `:marbles … > FILE` writes a file, `:clock` and `:reset` change
/// the session), `expect` (its update mode rewrites the script), and the statements that
/// act on a subject, command or connection (`send`, `complete`, `fail`, `execute`,
/// `connect`): their effect is the point of typing them, and it belongs to the session, so
/// a preview that ran them on a copy would show something Enter does not do. Those lines
/// are refused with a note; pipelines, jobs, `let` and declarations run.
package enum PreviewRule {
  /// Why `statements` are not previewed (a short note), or nil when they may be.
  package static func refusal(_ statements: [Statement]) -> String? {
    for statement in statements {
      switch statement {
      case .pipeline, .letPipeline, .letValue, .subject, .command, .sleep:
        continue
      case .send(let name, _, _), .complete(let name, _), .fail(let name, _, _):
        return "(no preview: this acts on the subject '\(name)'; Enter runs it)"
      case .execute(let name, _, _):
        return "(no preview: this executes the command '\(name)'; Enter runs it)"
      case .connect(let name, _):
        return "(no preview: this connects '\(name)'; Enter runs it)"
      case .expect:
        return "(no preview for expect; Enter runs it)"
      case .meta(let name, _, _, _):
        return "(no preview for meta commands like :\(name); Enter runs it)"
      }
    }
    return nil
  }

  /// Whether an entry that was run binds a name and may be replayed into a preview's copy
  /// of the session (it binds something, and the rule would preview it).
  package static func replayable(_ statements: [Statement]) -> Bool {
    guard refusal(statements) == nil else { return false }
    return statements.contains { statement in
      switch statement {
      case .letPipeline, .letValue, .subject, .command: return true
      default: return false
      }
    }
  }
}

extension PreviewRule {
  /// What to show instead of running `text`: its parse errors (with their carets), or the
  /// note that refuses it; nil when it may run. `timeUnit`: the session's (`:units`).
  package static func screen(_ text: String, timeUnit: TimeUnit) -> PreviewResult? {
    let file = SourceFile(name: "<repl>", text: text)
    let (statements, diagnostics) = Parser.parse(file, timeUnit: timeUnit)
    if diagnostics.contains(where: { $0.severity == .error }) {
      var result = PreviewResult()
      let rendered = DiagnosticRenderer.renderAll(diagnostics, in: file)
      result.messages = rendered.split(separator: "\n").map(String.init)
      return result
    }
    return refusal(statements).map { PreviewResult(note: $0) }
  }

  /// Whether the entry `text`, just run, is one a preview replays (`replayable`).
  package static func replayable(_ text: String, timeUnit: TimeUnit) -> Bool {
    let (statements, diagnostics) = Parser.parse(
      SourceFile(name: "<entry>", text: text), timeUnit: timeUnit)
    return !diagnostics.contains(where: { $0.severity == .error }) && replayable(statements)
  }
}
