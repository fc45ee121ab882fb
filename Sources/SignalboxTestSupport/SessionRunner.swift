import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

/// Runs `program` as a script in a fresh session and returns what it printed: standard
/// output as lines, standard error as text. `virtual` runs it on the virtual clock (the
/// default: a test never waits on the wall clock); `configure` sets any other option.
public func runSession(
  _ program: String, virtual: Bool = true, format: OutputFormat = .text,
  labelWork: Bool = false, _ configure: (inout SessionOptions) -> Void = { _ in }
) -> (out: [String], err: String) {
  let run = runSessionWithStatus(
    program, virtual: virtual, format: format, labelWork: labelWork, configure)
  return (run.out, run.err)
}

/// The same, with the session's exit status.
public func runSessionWithStatus(
  _ program: String, virtual: Bool = true, format: OutputFormat = .text,
  labelWork: Bool = false, _ configure: (inout SessionOptions) -> Void = { _ in }
) -> (out: [String], err: String, status: Int32) {
  let (session, output) = makeSession(virtual: virtual) {
    $0.format = format
    $0.labelWork = labelWork
    configure(&$0)
  }
  session.runProgram([SourceFile(name: "t.sbx", text: program)])
  return (output.stdout, output.stderr, session.exitStatus)
}

/// A fresh session on the virtual clock (`virtual: false`: the wall clock) writing into a
/// `CollectedOutput`, for a test that compiles, runs several programs, or looks at the
/// session between statements.
public func makeSession(
  virtual: Bool = true, _ configure: (inout SessionOptions) -> Void = { _ in }
) -> (session: Session, output: CollectedOutput) {
  let output = CollectedOutput()
  var options = SessionOptions()
  options.virtualTime = virtual
  configure(&options)
  return (Session(options: options, output: output), output)
}
