// The entry points docs/library.md ("The public surface") names for the products above the
// engine, used as a package depending on them uses them: scripts/check-docs.sh typechecks
// this file against the debug build's modules with no package name, so `package`
// declarations are out of its sight, and fails when one of these is not public any more.
import Signalbox
import SignalboxJQ
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

func json() -> JSON? {
  guard case .success(let value) = JSON.parse(#"{"a": [1, 2, 3], "b": "x"}"#) else {
    if case .failure(let error) = JSON.parse("[1,") {
      print(error.line, error.column, error.message, error.id as Any, error.diagnostic.text)
    }
    return nil
  }
  let object: JSONObject = ["k": 1, "l": [true, nil, "s", 2.5]]
  print(object.keys, object.values, object.count, object.isEmpty, object["k"] ?? .null)
  print(JSONKey("k").string, value.typeName, value.isTruthy, value.isContainer, value)
  var bytes: [UInt8] = []
  JSONWriter.write(value, into: &bytes)
  print(JSONWriter.string(.object(object)), value == .null)
  return value
}

func jq(_ value: JSON) {
  do {
    let options = JQOptions(libraryPaths: [], variables: [("n", 2)])
    let program = try JQProgram(".a[] * $n", options: options)
    let context = JQContext(nextInput: { nil }, inputFilename: .null, stderr: { print($0) })
    try program.run(value, context: context) { print(JSONWriter.string($0)) }
  } catch let error as JQError {
    switch error.kind {
    case .compile, .runtime: print(error.message, error.value, error.position as Any)
    case .halt(let status): print(status, error.id as Any)
    }
  } catch {
    print(error)
  }
}

func session() {
  var options = SessionOptions()
  options.virtualTime = true
  options.horizon = 10
  options.format = OutputFormat.values
  options.marbleFormat = MarbleFormat.diagram
  options.timeUnit = TimeUnit.ms
  options.jqInput = JQInput.null
  options.jq.sortKeys = true
  let output = CollectedOutput(colours: ColourChoice(stdout: false, stderr: false))
  let session = Session(options: options, output: output)
  let file = SourceFile(name: "-e", text: "from [1,2] | map x * 10")
  _ = session.runProgram([file])
  session.runInteractive(SourceFile(name: "<repl>", text: "just 1"))
  session.finish()
  session.interrupted.store(false, ordering: .relaxed)
  let status: ExitStatus = session.status
  print(output.stdout, output.stderr, session.exitStatus, status, file.location(of: 3))
  session.close()
}
