/// Reading program text: whole files (scripts, `:load`) and everything from a descriptor
/// (a program piped on stdin).
package enum FileText {
  /// The OS's message for the last failed call (`errno`); `EFBIG` is text over
  /// `JSONLimits.longestProgram`.
  package static var lastError: String {
    errno == EFBIG ? programTooLongMessage : String(cString: strerror(errno))
  }

  /// The OS's message for the last failed call (`errno`), `EFBIG` included ("File too
  /// large": data over the limit its reader was given).
  package static var osError: String { String(cString: strerror(errno)) }

  /// Everything readable from `fd`, or nil after a read error (`errno` says which) or
  /// when there is more than `limit` bytes (`errno` is then `EFBIG`): reading stops there,
  /// so `signalbox < /dev/zero` ends at once.
  package static func readAll(fd: Int32, limit: Int = JSONLimits.longestProgram) -> String? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return nil }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
      if bytes.count > limit {
        errno = EFBIG
        return nil
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The contents of the file at `path`, or nil when it cannot be read (`errno` says why:
  /// missing, a directory, a read error, `EFBIG` past `limit` bytes).
  package static func contents(of path: String, limit: Int = JSONLimits.longestProgram)
    -> String?
  {
    let fd = open(path, O_RDONLY)
    if fd < 0 { return nil }
    var info = stat()
    if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      close(fd)
      errno = EISDIR
      return nil
    }
    let text = readAll(fd: fd, limit: limit)
    let saved = errno
    close(fd)
    errno = saved
    return text
  }
}
