import Foundation
import XCTest

/// `--live` through the binary: the address on stderr, the token and `Host` checks of the
/// real server, the event stream of a program that ends (its frames, then `done`), the
/// process exiting once its reader closed the stream, and the command line's errors.
/// (`make test-browser` runs the page itself in Chromium.)
final class LiveViewCLITests: XCTestCase {
  /// One HTTP/1.1 request on a fresh connection; the raw response as far as `until` (or
  /// the end).
  private func get(
    _ port: Int, _ target: String, host: String? = nil, until: String? = nil
  ) throws -> String {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    XCTAssertEqual(connected, 0)
    var timeout = timeval(tv_sec: 20, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var request = Array(
      "GET \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\r\n".utf8)
    _ = send(fd, &request, request.count, 0)
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = recv(fd, &buffer, buffer.count, 0)
      if n <= 0 { break }
      response += buffer[0..<n]
      let text = String(decoding: response, as: UTF8.self)
      if let until, text.contains(until) { break }
      if until == nil, text.contains("\r\n\r\n"), !text.contains("chunked") { break }
    }
    return String(decoding: response, as: UTF8.self)
  }

  /// Starts `signalbox --live` on `program`; its address's port and token.
  private func start(_ program: String) throws -> (Process, Pipe, port: Int, token: String) {
    let process = Process()
    process.executableURL = BinaryRunner.binary
    process.arguments = ["--live", "-e", program]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = Pipe()
    try process.run()
    var line: [UInt8] = []
    while line.last != 10 {
      let byte = err.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty { break }
      line += byte
    }
    let text = String(decoding: line, as: UTF8.self)
    let pattern = try NSRegularExpression(
      pattern: "^live view: http://127\\.0\\.0\\.1:([0-9]+)/\\?k=([0-9a-f]{32})\n$")
    let match = try XCTUnwrap(
      pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), text)
    let port = Int(text[Range(match.range(at: 1), in: text)!])!
    return (process, err, port, String(text[Range(match.range(at: 2), in: text)!]))
  }

  func testTheStreamOfAProgramThenTheProcessEnds() throws {
    let (process, _, port, token) = try start("from [1, 2] | map x * 10")
    defer { if process.isRunning { process.terminate() } }
    XCTAssertTrue(try get(port, "/").hasPrefix("HTTP/1.1 403"))
    XCTAssertTrue(try get(port, "/events").hasPrefix("HTTP/1.1 403"))
    XCTAssertTrue(
      try get(port, "/?k=\(String(repeating: "0", count: 32))").hasPrefix("HTTP/1.1 403"))
    XCTAssertTrue(
      try get(port, "/?k=\(token)", host: "evil.example:\(port)").hasPrefix("HTTP/1.1 403"))
    let page = try get(port, "/?k=\(token)", until: "</html>")
    XCTAssertTrue(page.hasPrefix("HTTP/1.1 200"), page)
    XCTAssertTrue(page.contains("Content-Security-Policy: default-src 'none'"), page)
    XCTAssertFalse(page.contains("src=\"http"), "the page loads nothing from elsewhere")
    let stream = try get(port, "/events?k=\(token)", until: "event: done")
    XCTAssertTrue(stream.contains("Content-Type: text/event-stream"), stream)
    XCTAssertTrue(stream.contains("\"title\":\"from [1, 2] | map x * 10\""), stream)
    XCTAssertTrue(stream.contains("\"label\":\"2:map\""), stream)
    XCTAssertTrue(stream.contains("\"k\":\"v\",\"v\":\"20\""), stream)
    XCTAssertTrue(stream.contains("event: end\n"), stream)
    XCTAssertTrue(stream.contains("event: done\n"), stream)
    // The reader read everything and went away: the program's status.
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
  }

  func testABadPortIsAUsageError() throws {
    let result = try BinaryRunner.run(["--live=http", "-e", "just 1"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.err.hasPrefix(
        "signalbox: --live takes a port number from 0 to 65535, got 'http' [U025]"), result.err)
  }

  func testAPortInUseIsSaidAndNothingRuns() throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var size = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(fd, pointer, size)
        listen(fd, 1)
        return getsockname(fd, pointer, &size)
      }
    }
    let port = Int(UInt16(bigEndian: address.sin_port))
    let result = try BinaryRunner.run(["--live=\(port)", "-e", "just 1"])
    XCTAssertEqual(result.status, 3)
    XCTAssertEqual(result.out, "")
    XCTAssertTrue(
      result.err.hasPrefix("signalbox: cannot start the live view: Address already in use [S008]"),
      result.err)
  }
}
