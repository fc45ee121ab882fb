import Signalbox
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import Synchronization

/// `signalbox test [OPTIONS] [PATH...]` (docs/testing.md): runs the `expect` statements of
/// script files (a folder: its `*.sbx`, searched recursively, hidden folders skipped; no
/// PATH: the current folder), each file in a session of its own on the virtual clock, the
/// files in parallel on the available cores; then one line per expectation in file order,
/// `N passed, M failed`, and status 0 only when all passed (1 when any failed, 2 on a usage
/// error). Its options are the table `CommandLineOption.testCommand`.
enum TestCommand {
  /// One file's run: its text and its expectations' results, or why it did not run.
  struct FileRun: Sendable {
    var path: String
    var text: String = ""
    var results: [ExpectationResult] = []
    /// The diagnostics of a file that did not compile, or could not be read.
    var problem: String?
  }

  static func main(_ words: [String]) -> Never {
    var parser = CommandLineParser(words, table: CommandLineOption.testCommand, validates: false)
    let request: CommandRequest
    do {
      request = try parser.parse()
    } catch {
      usageError(error.description)
    }
    switch request {
    case .help:
      print(CommandLineOption.testHelpText(), terminator: "")
      exit(ExitStatus.success.rawValue)
    case .version:
      print(SignalboxCommand.version)
      exit(ExitStatus.success.rawValue)
    case .run(let options, _):
      let paths = options.files.isEmpty ? ["."] : options.files
      let files: [String]
      do {
        files = try scriptFiles(paths)
      } catch {
        usageError(error.description)
      }
      let runs = runAll(files, horizon: options.horizon)
      exit(report(runs, options: options.test))
    }
  }

  static func usageError(_ message: String) -> Never {
    var text = Array("signalbox: \(message)\nUsage: \(usage)\n".utf8)
    _ = write(2, &text, text.count)
    exit(ExitStatus.usage.rawValue)
  }

  static let usage = "signalbox test [--filter TEXT] [--tap] [--junit FILE] [--update] [PATH...]"

  /// The files to run: each path that is a file, and the `*.sbx` files under each folder
  /// (sorted, hidden folders skipped), each once, in the order given.
  static func scriptFiles(_ paths: [String]) throws(UsageError) -> [String] {
    var files: [String] = []
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else { throw UsageError(Message.noSuchTestPath(path)) }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        files += scripts(under: path)
      } else {
        files.append(path)
      }
    }
    var seen: Set<String> = []
    files = files.filter { seen.insert($0).inserted }
    if files.isEmpty {
      throw UsageError(Message.noTestFiles(paths.joined(separator: " ")))
    }
    return files
  }

  /// The `*.sbx` files under `folder`, sorted by path; hidden entries (`.build`) skipped.
  private static func scripts(under folder: String) -> [String] {
    guard let dir = opendir(folder) else { return [] }
    defer { closedir(dir) }
    var names: [(String, Bool)] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(".") { continue }
      let path = folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var info = stat()
      guard stat(path, &info) == 0 else { continue }
      names.append((path, (info.st_mode & S_IFMT) == S_IFDIR))
    }
    var files: [String] = []
    for (path, isFolder) in names.sorted(by: { $0.0 < $1.0 }) {
      if isFolder {
        files += scripts(under: path)
      } else if path.hasSuffix(".sbx") {
        files.append(path)
      }
    }
    return files
  }

  /// Each file run in a session of its own, on as many threads as there are cores (each
  /// with the session's stack size), the results in the files' order.
  static func runAll(_ files: [String], horizon: Double) -> [FileRun] {
    let results = Mutex<[FileRun?]>(Array(repeating: nil, count: files.count))
    let next = Atomic<Int>(0)
    let work: @Sendable () -> Void = {
      while true {
        let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard k < files.count else { return }
        let run = runFile(files[k], horizon: horizon)
        results.withLock { $0[k] = run }
      }
    }
    let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let threads = (0..<min(cores, files.count)).compactMap { _ in
      OSThread.spawn(stackSize: Limits.sessionStackSize, work)
    }
    if threads.isEmpty { work() }
    for thread in threads { thread.join() }
    return results.withLock { $0.map { $0! } }
  }

  /// One file in a fresh session on the virtual clock; what it prints is not shown, only
  /// its expectations are reported.
  static func runFile(_ path: String, horizon: Double) -> FileRun {
    guard let text = FileText.contents(of: path) else {
      return FileRun(
        path: path, problem: Message.cannotReadScript(path, FileText.lastError).commandLineText)
    }
    var options = SessionOptions()
    options.virtualTime = true
    options.horizon = horizon
    let output = TestFileOutput()
    let session = Session(options: options, output: output)
    let ran = session.runProgram([SourceFile(name: path, text: text)])
    return FileRun(
      path: path, text: text, results: session.expectationResults,
      problem: ran ? nil : output.stderr)
  }
}

/// A test file's session output: standard output dropped, standard error kept (a file that
/// does not compile reports it).
final class TestFileOutput: SessionOutput, @unchecked Sendable {
  // Written by the one thread that runs the file's session.
  private(set) var stderr = ""
  var colours: ColourChoice { .none }
  func out(_ line: String) {}
  func err(_ text: String) { stderr += text }
  func flush() {}
}
