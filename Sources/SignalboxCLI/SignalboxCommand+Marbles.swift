import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

extension SignalboxCommand {
  /// `--marbles=FORMAT` becomes `--marbles --marbles-format FORMAT` (the hidden option the table
  /// sets). A bad FORMAT is refused naming the option as typed
  /// (`--marbles=png`, not the hidden `--marbles-format`), and `--marbles svg` (a space, which
  /// would read `svg` as a script file) says how to write it. Nil: `word` is not one of these.
  static func marblesWords(_ word: String, next: String?) throws(UsageError) -> [String]? {
    guard word.hasPrefix("--marbles") else { return nil }
    if word.hasPrefix("--marbles=") {
      let value = String(word.dropFirst("--marbles=".count))
      guard MarbleFormat(rawValue: value) != nil else {
        // Made only here: `joined` of the cases at every word cost 0.18 M instructions of
        // start-up (its generic requirements checked at run time).
        let formats = MarbleFormat.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(Message.unknownMarbleFormat(word, value, formats))
      }
      return ["--marbles", "--marbles-format", value]
    }
    if word == "--marbles", let next, MarbleFormat(rawValue: next) != nil {
      throw UsageError(Message.marblesWithSpace(next))
    }
    return nil
  }

  /// `--live=PORT` becomes `--live --live-port PORT`; a PORT that is no port number is
  /// refused naming the option as typed. Nil: `word` is not `--live=…`.
  static func liveWords(_ word: String) throws(UsageError) -> [String]? {
    guard word.hasPrefix("--live=") else { return nil }
    let value = String(word.dropFirst("--live=".count))
    guard UInt16(value) != nil else {
      throw UsageError(Message.badLivePort(value))
    }
    return ["--live", "--live-port", value]
  }
}
