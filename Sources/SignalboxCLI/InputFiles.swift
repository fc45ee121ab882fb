import Signalbox

/// `--input FILE…`: the data the `stdin` source reads instead of standard input. One file is
/// read directly; several are read one after another, as jq reads its file arguments (a
/// value may not be split between two files, but nothing separates them either), through a
/// pipe that a thread fills.
enum InputFiles {
  struct Failure: Error {
    let path: String
  }

  /// A descriptor to read the files from, or the first that cannot be opened (with `errno`
  /// set): a directory counts as one that cannot be read.
  static func openAll(_ paths: [String]) -> Result<Int32, Failure> {
    var fds: [Int32] = []
    for path in paths {
      let fd = open(path, O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { return .failure(Failure(path: path)) }
      var info = stat()
      if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
        close(fd)
        errno = EISDIR
        return .failure(Failure(path: path))
      }
      fds.append(fd)
    }
    if fds.count == 1 { return .success(fds[0]) }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return .failure(Failure(path: paths[0])) }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let copy = Copy(sources: fds, destination: writeEnd)
    guard OSThread.detach({ copy.run() }) else { return .failure(Failure(path: paths[0])) }
    return .success(readEnd)
  }

  /// Copies each source to the pipe in turn, then closes the pipe (the reader sees the end).
  /// A read error ends the copy early; the reader then sees the data cut short.
  private final class Copy: @unchecked Sendable {
    let sources: [Int32]
    let destination: Int32
    init(sources: [Int32], destination: Int32) {
      self.sources = sources
      self.destination = destination
    }

    func run() {
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      copying: for fd in sources {
        while true {
          let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
          if n < 0 && errno == EINTR { continue }
          if n <= 0 { break }
          var written = 0
          while written < n {
            let w = buffer.withUnsafeBytes {
              write(destination, $0.baseAddress! + written, n - written)
            }
            if w < 0 && errno == EINTR { continue }
            if w <= 0 { break copying }  // the reader is gone (take 3 ended the program)
            written += w
          }
        }
        close(fd)
      }
      close(destination)
    }
  }
}
