import Signalbox
import SignalboxLanguage

/// The clock a session runs on: the virtual clock (a `VirtualTimeScheduler`, which jumps
/// to the next scheduled action) or the wall clock (a `RunLoopScheduler`).
///
/// A struct of two optionals rather than an enum with two class payloads: such an enum keeps
/// its case in the pointer's spare bits, and LeakSanitizer, which cannot follow a tagged
/// pointer, then reported the run loop of every session still alive at exit as leaked.
struct SessionClock {
  /// Exactly one of the two is set; `scheduler` is that one.
  let virtual: VirtualTimeScheduler?
  let runLoop: RunLoopScheduler?
  let scheduler: any Scheduler

  static func virtual(_ clock: VirtualTimeScheduler) -> SessionClock {
    SessionClock(virtual: clock, runLoop: nil, scheduler: clock)
  }

  static func real(_ loop: RunLoopScheduler) -> SessionClock {
    SessionClock(virtual: nil, runLoop: loop, scheduler: loop)
  }

  /// A fresh clock of `kind`, at 0.
  init(_ kind: RunMode.Clock) {
    switch kind {
    case .virtual: self = .virtual(VirtualTimeScheduler())
    case .real: self = .real(RunLoopScheduler())
    }
  }

  private init(virtual: VirtualTimeScheduler?, runLoop: RunLoopScheduler?, scheduler: any Scheduler)
  {
    self.virtual = virtual
    self.runLoop = runLoop
    self.scheduler = scheduler
  }

  var kind: RunMode.Clock { virtual != nil ? .virtual : .real }

  /// Drops the work queued on it (the clock is being left for good).
  func discardPendingWork() {
    virtual?.discardPendingWork()
    runLoop?.discardPendingWork()
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
