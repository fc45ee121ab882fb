import Signalbox
import SignalboxLanguage

/// The clock a session runs on: the virtual clock (a `VirtualTimeScheduler`, which jumps
/// to the next scheduled action) or the wall clock (a `RunLoopScheduler`).
enum SessionClock {
  case virtual(VirtualTimeScheduler)
  case real(RunLoopScheduler)

  /// A fresh clock of `kind`, at 0.
  init(_ kind: RunMode.Clock) {
    switch kind {
    case .virtual: self = .virtual(VirtualTimeScheduler())
    case .real: self = .real(RunLoopScheduler())
    }
  }

  var kind: RunMode.Clock {
    switch self {
    case .virtual: return .virtual
    case .real: return .real
    }
  }

  var scheduler: any Scheduler {
    switch self {
    case .virtual(let clock): return clock
    case .real(let loop): return loop
    }
  }

  var virtual: VirtualTimeScheduler? {
    if case .virtual(let clock) = self { return clock }
    return nil
  }

  var runLoop: RunLoopScheduler? {
    if case .real(let loop) = self { return loop }
    return nil
  }

  /// Drops the work queued on it (the clock is being left for good).
  func discardPendingWork() {
    switch self {
    case .virtual(let clock): clock.discardPendingWork()
    case .real(let loop): loop.discardPendingWork()
    }
  }
}

/// What `:clock` binds again on a new clock: the binding statements run so far, in order
/// (those of the files `:load` ran included), and what a REPL's note counts of them.
struct Replay {
  private(set) var statements: [(statement: CompiledStatement, file: SourceFile)] = []
  /// REPL entries that bound a name.
  private(set) var entries = 0
  /// Files `:load` ran.
  private(set) var loadedFiles = 0

  mutating func record(_ statement: CompiledStatement, file: SourceFile) {
    statements.append((statement, file))
  }

  mutating func countEntry() { entries += 1 }
  mutating func countLoad() { loadedFiles += 1 }

  /// `2 binding statements and the bindings of 1 loaded file`.
  var summary: String {
    var text = "\(entries) binding statement\(entries == 1 ? "" : "s")"
    if loadedFiles > 0 {
      text += " and the bindings of \(loadedFiles) loaded file\(loadedFiles == 1 ? "" : "s")"
    }
    return text
  }
}
