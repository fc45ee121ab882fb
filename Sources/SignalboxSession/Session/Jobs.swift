import Signalbox
import SignalboxLanguage

/// A background job: its subscription, its context (for the `[N]` prefix and its times)
/// and the statement that started it.
struct Job {
  let subscription: any Disposable
  let context: StatementContext
  let text: String
  /// With `--marbles` or `--report`: what its stages did.
  var recorder: MarbleRecorder? = nil
}

/// A session's background jobs (`PIPELINE &`): the numbers they get (from 1, never reused
/// within a session) and the jobs still running. Used on the session's thread only.
struct Jobs {
  private var running: [Int: Job] = [:]
  private var count = 0

  var isEmpty: Bool { running.isEmpty }

  /// The running jobs, by number.
  var inOrder: [(number: Int, job: Job)] {
    running.sorted { $0.key < $1.key }.map { (number: $0.key, job: $0.value) }
  }

  subscript(number: Int) -> Job? { running[number] }

  /// The number of the next job to start.
  mutating func nextNumber() -> Int {
    count += 1
    return count
  }

  /// The number the next job will get.
  var nextNumberWithoutTaking: Int { count + 1 }

  /// A job that is still running after its subscription.
  mutating func add(_ job: Job, number: Int) {
    running[number] = job
  }

  /// Takes a job out (it ended, or it is being disposed); nil when it was not running.
  @discardableResult
  mutating func remove(_ number: Int) -> Job? {
    running.removeValue(forKey: number)
  }

  /// Takes every job out (those numbered `first` or later), by number.
  mutating func removeAll(from first: Int = 0) -> [(number: Int, job: Job)] {
    let taken = inOrder.filter { $0.number >= first }
    for (number, _) in taken { running[number] = nil }
    return taken
  }
}
