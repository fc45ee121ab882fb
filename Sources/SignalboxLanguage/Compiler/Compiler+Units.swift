import SignalboxJSON

extension Compiler {
  /// `v`, a time in the unit chosen (`timeUnit`: every number of the program is in it,
  /// those written with a unit too, `Parser.number(_:at:)`), in seconds; a value that is
  /// no number as it is.
  func seconds(_ v: JSON) -> JSON {
    guard timeUnit != .s, let n = v.numberValue else { return v }
    return .number(n / timeUnit.perSecond)
  }

  /// A bare literal time of 50 or more is most likely RxJS's milliseconds: a warning
  /// (H015), once a compilation, naming the unit spelling (`300ms`). None under
  /// `--time-unit ms`, where a bare number is milliseconds.
  func warnIfMilliseconds(_ n: Double, at offset: Int) {
    guard timeUnit == .s, n >= 50, let file, !Lexer.hasUnit(file, at: offset),
      !diagnostics.contains(where: { $0.id == .bareSeconds })
    else { return }
    diagnostics.append(Diagnostic(Message.bareSeconds(n), at: offset))
  }
}
