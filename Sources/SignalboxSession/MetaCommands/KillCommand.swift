import SignalboxJSON
import SignalboxLanguage

/// `:kill`: dispose a background job (`:kill 2`, `:kill [2]`).
enum KillCommand: MetaCommandHandler {
  static let command = MetaCommand.kill

  static func run(_ call: MetaCall, in context: any MetaContext) {
    let argument = call.argument
    let digits =
      argument.hasPrefix("[") && argument.hasSuffix("]")
      ? String(argument.dropFirst().dropLast()) : argument
    guard let job = Int(digits) else {
      return call.warning(Message.metaTakes("kill", "a job number"))
    }
    if !context.dispose(job: job) { call.warning(Message.noJob(job)) }
  }
}
