import SignalboxSession
import Synchronization

/// `--marbles=svg`: the session's standard output goes to standard error, so that standard
/// output carries only the SVG documents (written to the terminal output directly).
final class StderrOutput: SessionOutput, Sendable {
  let terminal: TerminalOutput
  init(_ terminal: TerminalOutput) { self.terminal = terminal }
  var colours: ColourChoice {
    ColourChoice(stdout: terminal.colours.stderr, stderr: terminal.colours.stderr)
  }
  func out(_ line: String) { terminal.err(line + "\n") }
  func err(_ text: String) { terminal.err(text) }
  func flush() { terminal.flush() }
}

/// `--marbles=svg`: the diagrams drawn so far, written once as one SVG document (one
/// titled panel per pipeline): several documents in one file are not SVG.
final class SVGPanels: Sendable {
  private let state = Mutex<(panels: [MarblePanel], written: Bool)>(([], false))

  func add(_ panel: MarblePanel) { state.withLock { $0.panels.append(panel) } }

  /// Writes the document (nothing when no pipeline was drawn); once.
  func write(to terminal: TerminalOutput) {
    let panels: [MarblePanel]? = state.withLock { s in
      guard !s.written else { return nil }
      s.written = true
      return s.panels
    }
    guard let panels, !panels.isEmpty else { return }
    terminal.out(String(SVGMarbles.render(panels: panels).dropLast()))
  }
}
