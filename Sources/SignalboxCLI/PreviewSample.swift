import SignalboxJSON

@_silgen_name("memfd_create") private func memfdCreate(
  _ name: UnsafePointer<CChar>, _ flags: UInt32
) -> Int32

/// A sample of a data file (`signalbox explore FILE`, `:input FILE`): its first
/// `maxValues` JSON values, read from at most its first `maxBytes` (the whole file when it
/// is smaller), kept in memory. Each reader gets a descriptor of its own, at the sample's
/// start (`descriptor`): a preview reads it afresh each time, and so does each entry.
final class PreviewSample {
  static let maxValues = 1000
  static let maxBytes = 4 << 20

  let path: String
  /// How many values it holds, and whether that is the whole file.
  let count: Int
  let whole: Bool
  /// The field paths found in its objects (`.kubernetes.pod.name`), for completion.
  let fieldPaths: [String]
  private let memory: Int32

  private init(path: String, count: Int, whole: Bool, fieldPaths: [String], memory: Int32) {
    self.path = path
    self.count = count
    self.whole = whole
    self.fieldPaths = fieldPaths
    self.memory = memory
  }

  deinit { close(memory) }

  /// The sample of `path`, or what went wrong (the OS's message).
  static func load(_ path: String) -> Result<PreviewSample, SampleError> {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return .failure(SampleError(path: path, reason: errnoText())) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var atEOF = false
    while bytes.count < maxBytes {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return .failure(SampleError(path: path, reason: errnoText()))
      }
      if n == 0 {
        atEOF = true
        break
      }
      bytes += chunk.prefix(n)
    }
    let (values, end) = JSON.parsePrefix(bytes, limit: maxValues, atEOF: atEOF)
    // A file that is not JSON (lines for `stdin lines`) is sampled by its lines instead.
    let kept = values.isEmpty ? lineEnd(bytes, atEOF: atEOF) : end
    let memory = memfdCreate("signalbox-sample", 1)  // MFD_CLOEXEC
    guard memory >= 0 else { return .failure(SampleError(path: path, reason: errnoText())) }
    var written = 0
    while written < kept {
      let n = bytes[written..<kept].withUnsafeBytes { write(memory, $0.baseAddress, $0.count) }
      guard n > 0 else {
        close(memory)
        return .failure(SampleError(path: path, reason: errnoText()))
      }
      written += n
    }
    let newline: [UInt8] = [10]
    _ = newline.withUnsafeBytes { write(memory, $0.baseAddress, 1) }
    let whole = atEOF && kept == bytes.count || atEOF && values.count < maxValues && !values.isEmpty
    return .success(
      PreviewSample(
        path: path, count: values.count, whole: whole, fieldPaths: paths(of: values),
        memory: memory))
  }

  /// A descriptor at the sample's start, for one reader (who closes it); -1 if none.
  func descriptor() -> Int32 {
    open("/proc/self/fd/\(memory)", O_RDONLY | O_CLOEXEC)
  }

  /// `values: 1000 of data.ndjson` — what `:input` says.
  var summary: String {
    whole
      ? "(stdin: \(path), \(count) value\(count == 1 ? "" : "s"))"
      : "(stdin: a sample of \(path), its first \(count) values)"
  }

  /// The end of the last whole line among the first `maxValues` lines.
  private static func lineEnd(_ bytes: [UInt8], atEOF: Bool) -> Int {
    var lines = 0
    var end = 0
    for (k, byte) in bytes.enumerated() where byte == 10 {
      end = k + 1
      lines += 1
      if lines == maxValues { return end }
    }
    return atEOF ? bytes.count : end
  }

  /// Every field path of the objects in `values` (objects in arrays too, as `.a[].b`), up
  /// to 6 levels and 2000 paths, sorted.
  static func paths(of values: [JSON]) -> [String] {
    var found = Set<String>()
    func walk(_ value: JSON, _ prefix: String, _ depth: Int) {
      guard depth < 6, found.count < 2000 else { return }
      switch value {
      case .object(let object):
        for (key, member) in object {
          let simple =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
              $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                || ("0"..."9").contains($0)
            } && !("0"..."9").contains(key.unicodeScalars.first!)
          let path = prefix + (simple ? "." + key : "[\(JSONWriter.string(.string(key)))]")
          found.insert(path)
          walk(member, path, depth + 1)
        }
      case .array(let elements):
        for element in elements.prefix(20) { walk(element, prefix + "[]", depth + 1) }
      default:
        break
      }
    }
    for value in values { walk(value, "", 0) }
    return found.sorted()
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// A sample that could not be read: the file and the OS's reason.
struct SampleError: Error {
  let path: String
  let reason: String
}
