import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// How events print (SPEC §3): `--format`, `-q`, `:format`.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// `text`: `TIME next VALUE` lines (the default); `json`: one JSON object an event;
  /// `values`: the values only, as jq prints them (`-q`).
  case text, json, values

  /// The printer for this format, writing to `channel`.
  func printer(_ channel: OutputChannel, _ options: SessionOptions = SessionOptions())
    -> any Printer
  {
    switch self {
    case .text: TextPrinter(channel: channel)
    case .json: JSONPrinter(channel: channel)
    case .values:
      ValuesPrinter(
        channel: channel, raw: options.rawOutput, indent: options.indent, jq: options.jq)
    }
  }
}

/// Prints what a session's pipelines produce, in one output format: their events, the
/// `log` and `trace` lines of their stages, their marble diagrams. A session chooses its
/// printer once per run (`OutputFormat.printer`; again only when `:format` changes the
/// format), so no event asks which format is in use.
///
/// A printer writes through an `OutputChannel`, whose palettes were also chosen once:
/// colour is the channel's business, not the format's. (Printers are classes: the session
/// calls its printer for every event, and a class existential is one reference to pass.)
protocol Printer: AnyObject, Sendable {
  var channel: OutputChannel { get }
  /// A `next`, `completed` or `error` event of a foreground pipeline or a job.
  func event(_ event: Event<JSON>, _ stamp: Stamp)
  /// The values of one `log(...)` call.
  func log(_ values: [JSON], _ stamp: Stamp)
  /// One line of a `trace` stage: `event` is `subscribed`, `next`, `error`, `completed`,
  /// `disposed`, `pulled` or `memoised`; `payload` the value (the message for `error`).
  func trace(_ label: String, _ event: String, _ payload: JSON?, _ stamp: Stamp)
  /// The lines of a marble diagram (`--marbles`, `:marbles`).
  func marbles(_ lines: [String])
}

extension Printer {
  /// A pipeline disposed by Ctrl-C or `:kill`: `T disposed` as a text line on standard
  /// output, in every format.
  func disposed(_ stamp: Stamp) {
    channel.line(.disposed, stamp)
  }
}

/// A session's two streams with their palettes, both chosen once, when the session is
/// made (from `SessionOutput.colours`). Printers write events through it; the session and
/// its meta commands write plain lines, diagnostics and warnings.
struct OutputChannel: Sendable {
  let sink: any SessionOutput
  /// Paints event lines on standard output.
  let stdout: Palette
  /// Paints diagnostics on standard error.
  let stderr: Palette

  init(_ sink: any SessionOutput) {
    self.sink = sink
    let colours = sink.colours
    stdout = Palette(colour: colours.stdout)
    stderr = Palette(colour: colours.stderr)
  }

  /// A line for standard output that is not an event (what a meta command prints).
  func out(_ line: String) {
    sink.out(line)
  }

  /// Text for standard error (a diagnostic, a warning, a line kept out of the data),
  /// newline included; its `error:`/`warning:` markers painted.
  func err(_ text: String) {
    sink.err(stderr.diagnostic(text))
  }

  /// Writes what is buffered (before waiting, at the end of a statement).
  func flush() {
    sink.flush()
  }

  /// `warning: MESSAGE` on standard error, after what standard output holds.
  func warning(_ message: String) {
    flush()
    err("warning: \(message)\n")
  }

  /// A statement's text line on standard output (`TextLine`), painted.
  func line(_ kind: TextLine.Kind, _ stamp: Stamp, payload: (inout [UInt8]) -> Void = { _ in }) {
    let palette = stdout
    sink.outLine { bytes in
      TextLine.write(kind, stamp, palette: palette, into: &bytes, payload: payload)
    }
  }

  /// Lines kept out of the data formats' standard output: on standard error, after what
  /// standard output holds.
  func aside(_ text: String) {
    flush()
    err(text + "\n")
  }
}
