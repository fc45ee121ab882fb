import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import Synchronization

/// `--report FILE`: written once, by whichever comes first, the end of the program, a
/// signal that ends it, or a write error on standard output. Where it goes is checked
/// before the program runs (`ReportTarget`): a regular file (or none yet) is replaced
/// atomically — a temporary file beside it (`O_EXCL`), renamed over it, so a reader never
/// sees half a report; a symlink to one is followed and its target replaced; anything else
/// (a FIFO, a device, `/dev/stdout`) is opened and written in place, never replaced.
final class ReportFile: Sendable {
  let path: String
  let title: String
  /// The time axis of its diagrams, in pixels (`--marbles-width`).
  let axisLength: Double
  private let claimed = Atomic<Bool>(false)

  init(path: String, title: String, axisLength: Double = SVGMarbles.defaultAxisLength) {
    self.path = path
    self.title = title
    self.axisLength = axisLength
  }

  /// True for the first caller only: it writes the file.
  func claim() -> Bool {
    !claimed.exchange(true, ordering: .acquiringAndReleasing)
  }

  /// Whether FILE can be written: nil when it can, else the message naming the path. A
  /// file replaced needs a writable directory (FILE itself must not be a directory); one
  /// written in place must be writable itself.
  func checkDirectory() -> String? {
    switch ReportTarget.of(path) {
    case .directory: return failure(String(cString: strerror(EISDIR)))
    case .inPlace:
      return access(path, W_OK) == 0 ? nil : failure(String(cString: strerror(errno)))
    case .replace(let file):
      var info = stat()
      let directory = ReportFile.directory(of: file)
      guard stat(directory, &info) == 0 else {
        return failure(String(cString: strerror(errno)))
      }
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        return failure(String(cString: strerror(ENOTDIR)))
      }
      guard access(directory, W_OK | X_OK) == 0 else {
        return failure(String(cString: strerror(errno)))
      }
      return nil
    }
  }

  /// Writes the report; the error message (a line) when it cannot.
  func write(_ entries: [MarbleReportEntry]) -> String? {
    let text = HTMLReport.render(title: title, entries: entries, axisLength: axisLength)
    let problem: String?
    switch ReportTarget.of(path) {
    case .directory: problem = String(cString: strerror(EISDIR))
    case .inPlace: problem = ReportFile.writeInPlace(path, text)
    case .replace(let file): problem = ReportFile.replace(file, with: text)
    }
    return problem.map { failure($0) }
  }

  private func failure(_ reason: String) -> String {
    "signalbox: " + FileText.reportNotWritableMessage(path, reason) + "\n"
  }

  /// `path`'s directory (`.` for a bare name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = path[..<slash]
    return directory.isEmpty ? "/" : String(directory)
  }

  /// Writes `text` to a new file beside `path` and renames it over `path`; the OS's
  /// message when a step fails (the temporary file is then removed).
  static func replace(_ path: String, with text: String) -> String? {
    var template = Array((directory(of: path) + "/.signalbox-report-XXXXXX").utf8CString)
    var fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    if fd < 0 { return String(cString: strerror(errno)) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    if fd <= 2 {
      // Standard output was closed: keep its number free, so that nothing written to
      // standard output lands in the report.
      let moved = fcntl(fd, F_DUPFD_CLOEXEC, 3)
      close(fd)
      fd = moved
      if fd < 0 {
        unlink(temporary)
        return String(cString: strerror(errno))
      }
    }
    // mkstemp makes the file 0600: give it the mode a new file gets (0666 less the umask).
    let mask = umask(0)
    umask(mask)
    fchmod(fd, 0o666 & ~mask)
    var failure = writeAll(fd, text)
    if close(fd) != 0 && failure == 0 { failure = errno }
    if failure == 0 && rename(temporary, path) != 0 { failure = errno }
    guard failure != 0 else { return nil }
    unlink(temporary)
    return String(cString: strerror(failure))
  }
}

extension ReportFile {
  /// Opens `path` as it is (a FIFO, a device, standard output) and writes `text` into it,
  /// at its end; the OS's message when a step fails.
  static func writeInPlace(_ path: String, _ text: String) -> String? {
    var fd: Int32
    repeat {
      fd = open(path, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC)
    } while fd < 0 && errno == EINTR
    if fd < 0 { return String(cString: strerror(errno)) }
    var failure = writeAll(fd, text)
    if close(fd) != 0 && failure == 0 && errno != EINTR { failure = errno }
    return failure == 0 ? nil : String(cString: strerror(failure))
  }

  /// Writes all of `text` to `fd`: 0, or the `errno` of the write that failed.
  static func writeAll(_ fd: Int32, _ text: String) -> Int32 {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes {
        writeBytes(fd, $0.baseAddress! + offset, $0.count - offset)
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return n < 0 ? errno : EIO }
      offset += n
    }
    return 0
  }
}

/// Where `--report FILE` goes.
enum ReportTarget: Equatable {
  /// Replaced atomically: FILE, or the regular file a symlink at FILE leads to (or would
  /// create: a dangling link's last name).
  case replace(String)
  /// Written in place: FILE is (or leads to) neither a regular file nor a directory, or is
  /// under `/dev/` or `/proc/` (`/dev/stdout` may lead to a regular file the shell opened).
  case inPlace
  case directory

  static func of(_ path: String) -> ReportTarget {
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: return .directory
      case S_IFREG:
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") { return .inPlace }
        return .replace(final(path))
      default: return .inPlace
      }
    }
    return .replace(final(path))
  }

  /// The name a chain of symlinks from `path` ends at (`path` itself when it is none), at
  /// most 40 links deep, as the kernel follows them.
  static func final(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let n = readlink(current, &buffer, buffer.count - 1)
      guard n > 0 else { return current }
      let target = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : ReportFile.directory(of: current) + "/" + target
    }
    return current
  }
}

/// `write(2)` (inside `ReportFile` the name is its own method).
private func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}
