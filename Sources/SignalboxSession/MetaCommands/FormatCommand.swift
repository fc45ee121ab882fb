import SignalboxJSON
import SignalboxLanguage

/// `:format`: how events print (`text`, `json`, `values`).
enum FormatCommand: MetaCommandHandler {
  static let command = MetaCommand.format

  static func run(_ call: MetaCall, in context: any MetaContext) {
    guard let format = OutputFormat(rawValue: call.argument) else {
      let names = OutputFormat.allCases.map(\.rawValue)
      let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
      return call.warning(Message.metaTakes("format", list))
    }
    context.setFormat(format)
  }
}
