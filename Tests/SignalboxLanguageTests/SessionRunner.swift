import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

/// Runs `program` as a script in a fresh session and returns what it printed: standard
/// output as lines, standard error as text.
func runSession(
  _ program: String, virtual: Bool = true, format: OutputFormat = .text, labelWork: Bool = false
) -> (out: [String], err: String) {
  let output = CollectedOutput()
  var options = SessionOptions()
  options.virtualTime = virtual
  options.format = format
  options.labelWork = labelWork
  let session = Session(options: options, output: output)
  session.runProgram([SourceFile(name: "t.sbx", text: program)])
  return (output.stdout, output.stderr)
}
