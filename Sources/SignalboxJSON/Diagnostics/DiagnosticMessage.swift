extension DiagnosticMessage {
  /// `PREFIX: warning: TEXT [ID]`: a warning about input data at a position
  /// (`stdin:2:5`), as `DiagnosticRenderer` ends a line with its ID (the readers, which do
  /// not know the renderer, write these).
  func warningLine(at prefix: String, textPrefix: String = "") -> String {
    "\(prefix): warning: \(textPrefix)\(text) [\(id.rawValue)]"
  }

  /// The same message with `prefix` before its text (`stdin:2:5: `): a reader's failure at
  /// a position.
  func prefixed(_ prefix: String) -> DiagnosticMessage {
    .init(id, prefix + text, severity: severity)
  }
}

/// The catalogue's namespace: each module adds the messages it raises in extensions, in
/// its `Diagnostics/` folder (the JSON module its input data's and limits',
/// `DiagnosticMessages+Input.swift` and `+Limits`; jq's library, the language, the session
/// and the command line theirs).
package enum Message {}
