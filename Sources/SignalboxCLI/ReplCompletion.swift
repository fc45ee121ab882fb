import CReadline
import SignalboxLanguage
import SignalboxSession

/// Tab completion on readline: the words `ReplQuestions.completionWords` offers (the
/// operator table's, the meta commands, the bound names), listed with their argument
/// shapes when several match. readline's C callbacks cannot capture context, so the words
/// live in statics that the prompt loop refreshes before each line.
enum ReplCompletion {
  nonisolated(unsafe) static var words: [String] = []
  nonisolated(unsafe) static var shapes: [String: String] = [:]
  /// The field paths of the sample `stdin` reads (`.kubernetes.pod.name`), offered for a
  /// word that starts with `.`.
  nonisolated(unsafe) static var fieldPaths: [String] = []
  nonisolated(unsafe) private static var matches: [String] = []
  nonisolated(unsafe) private static var index = 0

  private static let generator:
    @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = {
      text, state in
      if state == 0 {
        let prefix = text.map { String(cString: $0) } ?? ""
        ReplCompletion.matches =
          prefix.hasPrefix(".")
          ? ReplCompletion.fieldPaths.filter { $0.hasPrefix(prefix) }
          : ReplQuestions.completions(of: prefix, among: ReplCompletion.words)
        ReplCompletion.index = 0
      }
      guard ReplCompletion.index < ReplCompletion.matches.count else { return nil }
      defer { ReplCompletion.index += 1 }
      return strdup(ReplCompletion.matches[ReplCompletion.index])
    }

  static let attempt:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<
      UnsafeMutablePointer<CChar>?
    >? = {
      text, start, _ in
      // `:load FILE` completes file names (readline's default); everything else completes names.
      if let line = sbx_rl_line_buffer(),
        ReplQuestions.completesFileNames(line: String(cString: line), start: Int(start))
      {
        return nil
      }
      sbx_rl_completion_over()
      return sbx_rl_completion_matches(text, ReplCompletion.generator)
    }

  /// Lists ambiguous completions with their argument shapes (`throttle T[, EXPR]`).
  static let display:
    @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, Int32, Int32) -> Void = {
      matches, count, _ in
      guard let matches else { return }
      var text = "\n"
      for k in 1...max(1, Int(count)) where k <= Int(count) {
        guard let raw = matches[k] else { continue }
        let name = String(cString: raw)
        text += "  " + ReplQuestions.listing(name, shapes: ReplCompletion.shapes) + "\n"
      }
      var bytes = Array(text.utf8)
      _ = write(1, &bytes, bytes.count)
      sbx_rl_forced_update_display()
    }
}
