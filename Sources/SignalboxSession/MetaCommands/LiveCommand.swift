import SignalboxJSON
import SignalboxLanguage

/// `:live`: opens the live view (or names the one open) and has it told the flows that
/// follow; a warning under the `:` when there is no live view here or it cannot start.
enum LiveCommand: MetaCommandHandler {
  static let command = MetaCommand.live

  static func run(_ call: MetaCall, in context: any MetaContext) {
    guard let opener = context.liveViewOpener else {
      return call.commandWarning(Message.noLiveView())
    }
    switch opener.open() {
    case .success(let handle):
      context.flowObserver = handle.observer
      context.flush()
      context.printError("live view: \(handle.url)\n")
    case .failure(let failure):
      call.commandWarning(failure.message ?? Message.cannotStartLiveView(failure.reason))
    }
  }
}
