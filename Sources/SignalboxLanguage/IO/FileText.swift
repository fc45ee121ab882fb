#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading program text: whole files (scripts, `:load`) and everything from a descriptor
/// (a program piped on stdin).
public enum FileText {
/// Everything readable from `fd`.
public static func readAll(fd: Int32) -> String {
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
    if n < 0 && errno == EINTR { continue }
    if n <= 0 { break }
    bytes.append(contentsOf: chunk[0..<n])
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// The contents of the file at `path`, or nil when it cannot be read.
public static func contents(of path: String) -> String? {
  let fd = open(path, O_RDONLY)
  if fd < 0 { return nil }
  defer { close(fd) }
  var info = stat()
  if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
    errno = EISDIR
    return nil
  }
  return readAll(fd: fd)
}
}
