import CReadline

#if canImport(Glibc)
  import Glibc
#endif

/// The REPL's history file: where it is, reading it into readline, and writing it back.
/// Read and written here rather than by readline's `read_history`/`write_history` (which
/// write through a temporary file of a predictable name): the file is opened with
/// `O_NOFOLLOW` (a symbolic link in its place is neither read nor written through) and
/// created `0600`, its directories `0700`. Each entry is written after a `#SECONDS` line (as
/// readline writes timestamps), so a multi-line entry is read back whole; a file without
/// such lines (an older history) is read a line an entry.
struct ReplHistory {
  /// At most this many entries are kept, in readline and in the file.
  static let limit = 1000

  /// The file, or nil when no home directory is known (nothing is read or written).
  let path: String?
  /// The directories to create (`0700`) before the file, outermost first.
  let directories: [String]
  private(set) var entries: [(stamp: String, text: String)] = []

  /// `SIGNALBOX_HISTORY` as given; else `$XDG_STATE_HOME/signalbox/history`; else
  /// `$HOME/.local/state/signalbox/history`. A variable that is unset, empty or not an
  /// absolute path does not count.
  init(environment: (String) -> String?) {
    if let named = environment("SIGNALBOX_HISTORY"), !named.isEmpty {
      (path, directories) = (named, [])
      return
    }
    var base: String
    var directories: [String] = []
    if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
      base = state
    } else if let home = environment("HOME"), home.hasPrefix("/") {
      base = home.hasSuffix("/") ? String(home.dropLast()) : home
      base += "/.local"
      directories.append(base)
      base += "/state"
      directories.append(base)
    } else {
      (path, self.directories) = (nil, [])
      return
    }
    if base.hasSuffix("/") { base.removeLast() }
    directories.append(base + "/signalbox")
    self.directories = directories
    path = base + "/signalbox/history"
  }

  /// Reads the file (if there is one) into readline's history.
  mutating func load() {
    guard let path else { return }
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(fd, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    entries = Self.parse(String(decoding: bytes, as: UTF8.self))
    if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    for entry in entries { sbx_add_history(entry.text) }
  }

  /// The entries of a history file's text: the lines between two `#SECONDS` lines, or each
  /// line when there are none.
  static func parse(_ text: String) -> [(stamp: String, text: String)] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    func isStamp(_ line: String) -> Bool {
      line.count > 1 && line.first == "#" && line.dropFirst().allSatisfy(\.isASCIIDigit)
    }
    guard lines.contains(where: isStamp) else { return lines.map { ("", $0) } }
    var entries: [(stamp: String, text: String)] = []
    for line in lines {
      if isStamp(line) {
        entries.append((String(line.dropFirst()), ""))
      } else if entries.isEmpty || entries[entries.count - 1].text.isEmpty {
        if entries.isEmpty { entries.append(("", "")) }
        entries[entries.count - 1].text = line
      } else {
        entries[entries.count - 1].text += "\n" + line
      }
    }
    return entries.filter { !$0.text.isEmpty }
  }

  /// Adds `text` to readline's history and writes the file again.
  mutating func add(_ text: String) {
    sbx_add_history(text)
    entries.append(("\(time(nil))", text))
    if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    save()
  }

  /// Writes every entry to the file, creating it `0600` (and its directories `0700`); a
  /// symbolic link where the file should be is refused, not followed.
  func save() {
    guard let path else { return }
    for directory in directories { _ = mkdir(directory, 0o700) }
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return }
    defer { close(fd) }
    var text = ""
    for entry in entries { text += "#\(entry.stamp.isEmpty ? "0" : entry.stamp)\n\(entry.text)\n" }
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let count = write(fd, buffer.baseAddress! + written, buffer.count - written)
        guard count > 0 else { return }
        written += count
      }
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
