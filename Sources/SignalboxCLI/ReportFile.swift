import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import Synchronization

/// `--report FILE`: written once, by whichever comes first, the end of the program, a
/// signal that ends it, or a write error on standard output. Its directory is checked
/// before the program runs; the report goes to a temporary file beside FILE, renamed over
/// it, so a symlink at FILE is replaced (not written through) and a reader never sees half
/// a report.
final class ReportFile: Sendable {
  let path: String
  let title: String
  private let claimed = Atomic<Bool>(false)

  init(path: String, title: String) {
    self.path = path
    self.title = title
  }

  /// True for the first caller only: it writes the file.
  func claim() -> Bool {
    !claimed.exchange(true, ordering: .acquiringAndReleasing)
  }

  /// The directory FILE would be written in: nil when it exists and can be written, else
  /// the message naming the path (FILE itself must not be a directory).
  func checkDirectory() -> String? {
    var info = stat()
    if stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      return failure(String(cString: strerror(EISDIR)))
    }
    let directory = ReportFile.directory(of: path)
    guard stat(directory, &info) == 0 else { return failure(String(cString: strerror(errno))) }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      return failure(String(cString: strerror(ENOTDIR)))
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      return failure(String(cString: strerror(errno)))
    }
    return nil
  }

  /// Writes the report; the error message (a line) when it cannot.
  func write(_ entries: [MarbleReportEntry]) -> String? {
    ReportFile.replace(path, with: HTMLReport.render(title: title, entries: entries))
      .map { failure($0) }
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
    var bytes = Array(text.utf8)
    var offset = 0
    var failure: Int32 = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes {
        writeBytes(fd, $0.baseAddress! + offset, $0.count - offset)
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 {
        failure = n < 0 ? errno : EIO
        break
      }
      offset += n
    }
    if close(fd) != 0 && failure == 0 { failure = errno }
    if failure == 0 && rename(temporary, path) != 0 { failure = errno }
    guard failure != 0 else { return nil }
    unlink(temporary)
    return String(cString: strerror(failure))
  }
}

/// `write(2)` (inside `ReportFile` the name is its own method).
private func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}
