import SignalboxJSON

extension Compiler {
  /// A bare literal time of 50 or more is most likely RxJS's milliseconds: a warning
  /// (H015), once a compilation, naming the unit spelling (`300ms`).
  func warnIfMilliseconds(_ n: Double, at offset: Int) {
    guard n >= 50, let file, !Lexer.hasUnit(file, at: offset),
      !diagnostics.contains(where: { $0.id == .bareSeconds })
    else { return }
    diagnostics.append(Diagnostic(.warning, Message.bareSeconds(n), at: offset))
  }
}
