/// `expect [“NAME”:] PIPELINE == RHS`, `expect NAME subscriptions == RHS` and the
/// shortcuts `completes`, `fails "MESSAGE"`, `emits N values` (SPEC §5, "Expectations").
package struct Expectation: Sendable {
  /// What is run and looked at: a pipeline's events, or the subscriptions of a bound name
  /// during the run of the expectation before.
  package enum Subject: Sendable {
    case pipeline(Pipeline)
    case subscriptions(String, at: Int)
  }

  /// What the run must show.
  package enum Check: Sendable {
    /// `== "MARBLES"[, {VALUES}[, ERROR]][, FRAME]`: the arguments as `cold` reads them.
    case marbles([Argument])
    /// `== [EVENTS]`: the `materialize | timestamp` form, times exact.
    case events(Expr)
    /// `subscriptions == "^--!"[, FRAME]` or `== ["^--!", "--^-!"][, FRAME]`.
    case subscriptions([Expr])
    case completes
    case fails(Expr)
    case emits(Expr)
  }

  package var label: String?
  package var subject: Subject
  package var check: Check
  /// Where the right-hand side starts and ends in the file (after `==`), for `--update`.
  package var rightHandSide: Range<Int>?

  package init(label: String?, subject: Subject, check: Check, rightHandSide: Range<Int>?) {
    self.label = label
    self.subject = subject
    self.check = check
    self.rightHandSide = rightHandSide
  }
}
