/// The three subject statements (`subject s`, `replaySubject r, 2`, `behaviorSubject b, 0`):
/// each is an entry of the operator table whose parse handler makes its statement
/// (`OperatorTable.multicast`); the compiler checks the arguments and the session makes the
/// subject by this kind.
package enum SubjectKind: String, CaseIterable, Sendable {
  case subject
  case replaySubject
  case behaviorSubject
}
