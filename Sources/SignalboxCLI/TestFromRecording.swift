import SignalboxJSON
import SignalboxLanguage
import SignalboxPlatform
import SignalboxSession

/// `signalbox test --from-recording REC.ndjson -e PIPELINE [-o FILE]`: a test file made
/// from a real run. REC is a
/// `--format json` recording; the test's input is its timeline, written into the file
/// (`from [RECORDS] | flatMap { timer x.t, x } | dematerialize`, so the test needs no
/// other file), and its `expect` is what PIPELINE printed over that input on the virtual
/// clock, as `materialize`-style event objects with exact times:
///
///     let recording = from [
///       {t: 0.25, kind: "next", value: 0},
///       {t: 0.75, kind: "completed"}
///     ] | flatMap { timer x.t, x } | dematerialize
///
///     expect recording | map x + 1 == [
///       {t: 0.25, kind: "next", value: 1},
///       {t: 0.75, kind: "completed"}
///     ]
///
/// The recording is read as `file "REC" timed` reads it (records of background jobs and
/// other kinds skipped, order kept, a missing end completed at the last record's time).
enum TestFromRecording {
  /// Its own options: `--from-recording`, `-e` (the main command's entry) and `-o`.
  static let table: [CommandLineOption] = [fromRecording, CommandLineOption.program, output]

  static let fromRecording = CommandLineOption(
    ["--from-recording"], .value("file"), .file,
    help: "The --format json recording whose timeline is the test's input."
  ) {
    $0.recordTest.recording = $1
    return true
  }
  static let output = CommandLineOption(
    ["-o", "--output"], .value("file"), .file,
    help: "Write the test file here (default: standard output)."
  ) {
    $0.recordTest.output = $1
    return true
  }

  static let usage = "signalbox test --from-recording REC.ndjson -e PIPELINE [-o FILE]"

  static func main(_ words: [String]) -> Never {
    var parser = CommandLineParser(words, table: table, validates: false)
    let request: CommandRequest
    do { request = try parser.parse() } catch { fail(error.description) }
    switch request {
    case .help, .version:
      print(
        "Usage: \(usage)\n\n"
          + table.map { "  \($0.names.joined(separator: ", "))  \($0.help)" }
          .joined(separator: "\n"))
      exit(ExitStatus.success.rawValue)
    case .run(let options, _):
      guard let path = options.recordTest.recording, let pipeline = options.program,
        options.files.isEmpty
      else { fail(Message.recordTestNeeds().commandLineText) }
      guard FileText.contents(of: path) != nil else {
        complain(
          "signalbox: \(Message.cannotReadScript(path, FileText.lastError).commandLineText)\n")
        exit(ExitStatus.ioFailure.rawValue)
      }
      guard let text = make(recording: path, pipeline: pipeline) else {
        exit(ExitStatus.usage.rawValue)
      }
      if let file = options.recordTest.output {
        if let problem = ReportFile.replace(file, with: text) {
          complain("signalbox: \(Message.cannotWriteTestFile(file, problem).commandLineText)\n")
          exit(ExitStatus.ioFailure.rawValue)
        }
      } else {
        print(text, terminator: "")
      }
      exit(ExitStatus.success.rawValue)
    }
  }

  /// The test file's text; nil (the diagnostics on standard error) when PIPELINE does not
  /// compile.
  static func make(recording path: String, pipeline: String) -> String? {
    var quoted: [UInt8] = []
    JSONWriter.writeString(path, into: &quoted)
    guard let input = events(of: "file \(String(decoding: quoted, as: UTF8.self)) timed")
    else { return nil }
    let source =
      "let recording = from " + list(input) + " | flatMap { timer x.t, x } | dematerialize"
    let test = "recording | " + pipeline
    guard let printed = events(of: source + "\n" + test) else { return nil }
    return "# From the recording \(path) through \(pipeline): what it printed, kept as a test.\n"
      + source + "\n\nexpect " + test + " == " + list(printed) + "\n"
  }

  /// `[` the events one a line `]`, or `[]`.
  static func list(_ events: [String]) -> String {
    events.isEmpty ? "[]" : "[\n" + events.map { "  " + $0 }.joined(separator: ",\n") + "\n]"
  }

  /// The events `program`'s foreground pipelines print on the virtual clock, each as an
  /// event object (`{t: 0.25, kind: "next", value: 1}`); nil when it does not compile.
  static func events(of program: String) -> [String]? {
    var options = SessionOptions()
    options.virtualTime = true
    options.format = .json
    let output = Collected()
    let session = Session(options: options, output: output)
    guard session.runProgram([SourceFile(name: "-e", text: program)]) else {
      complain(output.errors)
      return nil
    }
    complain(output.errors)
    return output.lines.compactMap(eventObject)
  }

  /// A `--format json` line of a foreground event as an event object; nil for another line.
  static func eventObject(_ line: String) -> String? {
    guard case .success(let values) = JSON.parseAll(line), values.count == 1,
      case .object(let record) = values[0], record["job"] == nil,
      case .number(let t)? = record["t"], case .string(let kind)? = record["kind"]
    else { return nil }
    var text: [UInt8] = Array("{t: ".utf8)
    JSONWriter.writeNumber(t, into: &text)
    text += Array(", kind: \"\(kind)\"".utf8)
    switch kind {
    case "next":
      text += Array(", value: ".utf8)
      JSONWriter.write(record["value"] ?? .null, into: &text)
    case "error":
      text += Array(", message: ".utf8)
      JSONWriter.write(record["message"] ?? .null, into: &text)
    case "completed": break
    default: return nil
    }
    return String(decoding: text + [UInt8(ascii: "}")], as: UTF8.self)
  }

  private static func complain(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
  }

  private static func fail(_ message: String) -> Never {
    complain("signalbox: \(message)\nUsage: \(usage)\n")
    exit(ExitStatus.usage.rawValue)
  }

  /// What a session printed, kept.
  private final class Collected: SessionOutput, @unchecked Sendable {
    var lines: [String] = []
    var errors = ""
    let colours = ColourChoice.none
    func out(_ line: String) { lines.append(line) }
    func err(_ text: String) { errors += text }
    func flush() {}
    func outLine(_ write: (inout [UInt8]) -> Void) {
      var bytes: [UInt8] = []
      write(&bytes)
      lines.append(String(decoding: bytes, as: UTF8.self))
    }
  }
}

/// `test --from-recording`'s options.
struct RecordTestOptions: Sendable {
  var recording: String? = nil
  var output: String? = nil
}
