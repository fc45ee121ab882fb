import SignalboxLanguage
import SignalboxSession

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Output for a fuzzed run: formats every line as the CLI would (so the writer runs), keeps
/// none of it, and counts. Past `budget` lines it interrupts the session, which stops the
/// foreground pipeline, `sleep`, `:advance` and the end-of-script run of background jobs
/// on the virtual clock: `interval 0.001` and other endless programs end after `budget`
/// events instead of at the horizon.
public final class BudgetOutput: SessionOutput, @unchecked Sendable {
  // Used only from the thread that runs the session.
  private var lines = 0
  private let budget: Int
  private var session: Session?

  init(budget: Int) {
    self.budget = budget
  }

  func attach(_ session: Session) { self.session = session }
  func detach() { session = nil }

  private func count() {
    lines += 1
    if lines > budget { session?.interrupted.store(true, ordering: .relaxed) }
  }

  public func out(_ line: String) { count() }
  public func err(_ text: String) { count() }
  public func flush() {}
  public func outLine(_ write: (inout [UInt8]) -> Void) {
    var bytes: [UInt8] = []
    write(&bytes)
    count()
  }
}

public enum FuzzSession {
  /// Lines of output (events, warnings, diagnostics) one input may produce.
  public static let eventBudget = 2_000
  /// Virtual seconds a program may run (SessionOptions.horizon).
  public static let horizon = 600.0

  /// Parses, compiles and runs `text` as a script on the virtual clock, within the budget.
  public static func run(_ text: String, name: String = "fuzz.sbx") {
    var options = SessionOptions()
    options.virtualTime = true
    options.horizon = horizon
    let output = BudgetOutput(budget: eventBudget)
    let session = Session(options: options, output: output)
    output.attach(session)
    session.runProgram([SourceFile(name: name, text: text)])
    output.detach()
  }

  /// Points standard input at `path` (read from its start); the session's `stdin` reads it.
  public static func redirectStdin(to path: String) {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { fatalError("fuzz: cannot open \(path)") }
    if fd != 0 {
      dup2(fd, 0)
      close(fd)
    }
  }

  /// Writes `bytes` to a scratch file (made once per process) and returns its path.
  public static func scratchFile(_ bytes: UnsafeRawBufferPointer) -> String {
    let path = scratchPath
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { fatalError("fuzz: cannot write \(path)") }
    var done = 0
    while done < bytes.count {
      let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
      if n <= 0 { fatalError("fuzz: short write to \(path)") }
      done += n
    }
    close(fd)
    return path
  }

  private static let scratchPath: String = {
    let dir = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    return "\(dir)/signalbox-fuzz-\(getpid()).json"
  }()
}
