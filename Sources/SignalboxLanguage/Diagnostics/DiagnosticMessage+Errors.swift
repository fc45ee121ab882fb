import SignalboxJSON

extension EvalError {
  init(_ message: DiagnosticMessage) { self.init(message.text, id: message.id) }
}

extension RuntimeError {
  init(
    _ message: DiagnosticMessage, location: (file: SourceFile, offset: Int)? = nil,
    value: JSON? = nil
  ) {
    self.init(message.text, id: message.id, location: location, value: value)
  }
}
