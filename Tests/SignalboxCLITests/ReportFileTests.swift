import Foundation
import Testing

/// Issue 45, item 4: `--report FILE` replaces a regular file atomically (a symlink to one is
/// followed and its target replaced) and writes anything else — a FIFO, a device node,
/// `/dev/stdout` — in place, leaving it what it was.
@Suite struct ReportFileTests {
  /// A fresh directory of its own, removed afterwards by the caller.
  private func scratch() throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("signalbox-reportfile-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  private func report(_ path: String) throws -> BinaryRunner.Result {
    try BinaryRunner.run(
      ["-q", "--virtual", "--report", path, "-e", "just 1"], input: Data(), timeout: 60)
  }

  private func info(_ path: String, follow: Bool = false) -> stat {
    var info = stat()
    let status = follow ? stat(path, &info) : lstat(path, &info)
    #expect(status == 0, "\(path): \(String(cString: strerror(errno)))")
    return info
  }

  private func isPage(_ text: String) -> Bool {
    text.contains("<!DOCTYPE html>") && text.contains("just 1") && text.hasSuffix("</html>\n")
  }

  @Test func aRegularFileIsReplacedAtomically() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/r.html"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    let before = info(path).st_ino
    let result = try report(path)
    #expect(result.status == 0, "\(result.err)")
    // A new file renamed over the old one: another inode, the whole page, nothing left over.
    #expect(info(path).st_ino != before)
    #expect(isPage(try String(contentsOfFile: path, encoding: .utf8)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["r.html"])
  }

  @Test func aSymlinkToARegularFileIsFollowedAndItsTargetReplaced() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(
      atPath: directory + "/real", withIntermediateDirectories: true)
    let target = directory + "/real/target.html"
    let link = directory + "/r.html"
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "real/target.html")
    let result = try report(link)
    #expect(result.status == 0, "\(result.err)")
    #expect(info(link).st_mode & S_IFMT == S_IFLNK)
    #expect(isPage(try String(contentsOfFile: target, encoding: .utf8)))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory + "/real") == ["target.html"])
    // A dangling link makes its target.
    let dangling = directory + "/d.html"
    try FileManager.default.createSymbolicLink(
      atPath: dangling, withDestinationPath: "real/new.html")
    #expect(try report(dangling).status == 0)
    #expect(info(dangling).st_mode & S_IFMT == S_IFLNK)
    #expect(isPage(try String(contentsOfFile: directory + "/real/new.html", encoding: .utf8)))
  }

  @Test func aFIFOIsWrittenIntoAndStaysAFIFO() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let fifo = directory + "/r.fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    let box = DataBox()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      // Opening for reading waits for the writer; the read ends when it closes.
      if let handle = FileHandle(forReadingAtPath: fifo) {
        box.data = handle.readDataToEndOfFile()
        try? handle.close()
      }
      done.signal()
    }
    let result = try report(fifo)
    #expect(result.status == 0, "\(result.err)")
    #expect(done.wait(timeout: .now() + 30) == .success)
    #expect(isPage(String(decoding: box.data, as: UTF8.self)))
    #expect(info(fifo).st_mode & S_IFMT == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["r.fifo"])
  }

  @Test func aDeviceNodeIsWrittenIntoAndStaysADevice() throws {
    let result = try report("/dev/null")
    #expect(result.status == 0, "\(result.err)")
    #expect(info("/dev/null").st_mode & S_IFMT == S_IFCHR)
    // A symlink to it is written through too, and stays a symlink.
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let link = directory + "/null"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
    #expect(try report(link).status == 0)
    #expect(info(link).st_mode & S_IFMT == S_IFLNK)
    #expect(info("/dev/null").st_mode & S_IFMT == S_IFCHR)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["null"])
  }

  @Test func devStdoutIsWrittenIntoThePipe() throws {
    let result = try report("/dev/stdout")
    #expect(result.status == 0, "\(result.err)")
    // The program's output, then the page after it.
    #expect(result.out.hasPrefix("1\n<!DOCTYPE html>"), "\(result.out.prefix(200))")
    #expect(isPage(result.out), "\(result.out.suffix(200))")
  }

  @Test func aFailedWriteInPlaceIsReported() throws {
    // /dev/full accepts the open and fails every write: the page cannot be written.
    let result = try report("/dev/full")
    #expect(result.status == 3)
    #expect(
      result.err.hasPrefix("signalbox: cannot write the report to /dev/full: "), "\(result.err)")
  }

  @Test func aDashEReportIsTitledWithTheProgramsFirstLine() throws {
    let result = try BinaryRunner.run(
      ["-q", "--virtual", "--report", "/dev/stdout", "-e", "\n  just 1  \njust 2"],
      input: Data(), timeout: 60)
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("<title>Signalbox: just 1</title>"), "\(result.out.prefix(400))")
    #expect(!result.out.contains("Signalbox: -e"))
  }
}
