import Signalbox

extension Session {
  /// A meta command (`:show s`) in a script or at the prompt. What it prints goes to
  /// standard output; a mistake is a warning and leaves the session as it was.
  func runMeta(_ name: String, _ rest: String, at offset: Int, file: SourceFile) {
    let argument = rest.trimmingSpaces()
    switch name {
    case "show":
      show(argument, at: offset, file: file)
    default:
      output.err(DiagnosticRenderer.render(Diagnostic(.warning, "meta command ':\(name)' is only available in the REPL", at: offset), in: file))
    }
  }

  private func metaWarning(_ message: String, at offset: Int, file: SourceFile) {
    output.err(DiagnosticRenderer.render(Diagnostic(.warning, message, at: offset), in: file))
  }

  /// `:show NAME`: a sequence's resolved cells, or what else the name is bound to.
  private func show(_ name: String, at offset: Int, file: SourceFile) {
    guard !name.isEmpty else { return metaWarning("':show' needs a name", at: offset, file: file) }
    guard let bound = compiler.lookup(name) else {
      let suggestion = compiler.suggest(name, among: Array(compiler.names.keys))
      return metaWarning(Message.unknownName(name, suggestion: suggestion), at: offset, file: file)
    }
    let binding = bound.slot < globals.slots.count ? globals.slots[bound.slot] : .unset
    switch binding {
    case .sequence(let signal):
      let text = CurrentScheduler.run(as: scheduler) { () -> String in
        do {
          return SequenceDisplay.render(try Compiler.sequenceNow(signal, op: ":show"))
        } catch {
          return "(error: \(RuntimeError.message(of: error)))"
        }
      }
      output.out(text)
    case .value(let v): output.out(JSONWriter.string(v))
    case .pipeline: output.out("\(name): a cold signal pipeline (each use subscribes anew)")
    case .hot: output.out("\(name): a hot signal")
    case .connection: output.out("\(name): a published signal (hot after 'connect \(name)')")
    case .subject(_, let kind): output.out("\(name): a \(kind == "subject" ? "plain subject" : kind)")
    case .command: output.out("\(name): a command")
    case .unset: output.out("\(name): not bound yet")
    }
  }
}

