import SignalboxJQ
import SignalboxJSON

extension RuntimeError {
  init(
    _ message: DiagnosticMessage, location: (file: SourceFile, offset: Int)? = nil,
    value: JSON? = nil
  ) {
    self.init(message.text, id: message.id, location: location, value: value)
  }
}
