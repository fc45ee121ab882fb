// `--live` serves only in a build with the `LiveView` trait (Package.swift).
#if LiveView
  import Foundation
  import XCTest

  /// A TCP socket connected to 127.0.0.1:`port` (its receive buffer set first when
  /// given).
  private func connected(to port: Int, receiveBuffer: Int32? = nil) -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    if var size = receiveBuffer {
      setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
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
    return fd
  }

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
      let fd = connected(to: port)
      defer { close(fd) }
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
        // Only the new bytes (and enough before them) are searched: a stream of megabytes
        // is read in linear time.
        let tail = String(decoding: response.suffix(n + 64), as: UTF8.self)
        if let until, tail.contains(until) { break }
        if until == nil, tail.contains("\r\n\r\n") { break }
      }
      return String(decoding: response, as: UTF8.self)
    }

    /// Starts `signalbox --live` on `program` (with `environment` added to the test's); its
    /// address's port and token. Its standard output is `process.standardOutput`, a `Pipe`.
    private func start(
      _ program: String, environment: [String: String] = [:]
    ) throws -> (Process, Pipe, port: Int, token: String) {
      let process = Process()
      process.executableURL = BinaryRunner.binary
      process.arguments = ["--live", "-e", program]
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      let err = Pipe()
      process.standardError = err
      process.standardOutput = Pipe()
      try process.run()
      let text = BinaryRunner.firstLine(of: err)
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

    /// A reader of `/events` that reads nothing after its request: a page that stopped
    /// reading (its receive buffer as small as the system allows, so the server's writes
    /// soon block). Closed by the caller.
    private func stalledReader(_ port: Int, token: String) -> Int32 {
      let fd = connected(to: port, receiveBuffer: 1024)
      var request = Array(
        "GET /events?k=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
      XCTAssertEqual(send(fd, &request, request.count, 0), request.count)
      return fd
    }

    /// Standard output's lines up to and including the first that contains `marker`.
    private func lines(of process: Process, through marker: String) -> [String] {
      guard let out = (process.standardOutput as? Pipe)?.fileHandleForReading else { return [] }
      var text = ""
      while !text.contains(marker) {
        let data = out.availableData
        if data.isEmpty { break }
        text += String(decoding: data, as: UTF8.self)
      }
      return text.split(separator: "\n").map(String.init)
    }

    /// The issue's check: a page that stops reading neither slows the pipeline (it ends on
    /// time: its own clock says when) nor keeps the process up after the script.
    func testAPageThatStopsReadingDoesNotSlowThePipeline() throws {
      let (process, _, port, token) = try start(
        "interval 0.1 | take 50", environment: ["SIGNALBOX_LIVE_WAIT": "1"])
      defer { if process.isRunning { process.terminate() } }
      let reader = stalledReader(port, token: token)
      defer { close(reader) }
      let out = lines(of: process, through: "completed")
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0)
      XCTAssertEqual(out.count, 51, "\(out)")
      // The pipeline's own times (the session's clock): the last value at 5 s, as without a
      // page; a second of slack for a busy machine, where the view's share would be ruin.
      let end = try XCTUnwrap(out.last)
      XCTAssertTrue(end.hasSuffix(" completed"), end)
      let seconds = try XCTUnwrap(Double(end.prefix { $0 != " " }))
      XCTAssertGreaterThanOrEqual(seconds, 5)
      XCTAssertLessThan(seconds, 6, "\(out.suffix(3))")
    }

    /// A page that stops reading while a pipeline sends megabytes: the process's peak memory
    /// is the same for four times the events (the reader's queue and the history are
    /// bounded: both counts fill the history's 4 MB), and the stuck page does not end the
    /// wait, Ctrl-C does, with the program's status.
    func testAPageThatStopsReadingKeepsMemoryFlat() throws {
      let pad = String(repeating: "x", count: 1000)
      var peaks: [Int] = []
      for count in [10000, 40000] {
        let program = "range 1, \(count) | map {i: x, pad: \"\(pad)\"} | filter false"
        let (process, _, port, token) = try start(
          program, environment: ["SIGNALBOX_LIVE_WAIT": "600"])
        defer { if process.isRunning { process.terminate() } }
        let reader = stalledReader(port, token: token)
        defer { close(reader) }
        XCTAssertEqual(lines(of: process, through: "completed").last?.hasSuffix("completed"), true)
        // The script ended: another page reads everything to the end (`done` is sent once
        // the process waits, the stuck page connected), and the peak is read.
        XCTAssertTrue(try get(port, "/events?k=\(token)", until: "event: done").contains("done"))
        peaks.append(ItemsCLITests.peakKiB(of: process.processIdentifier) ?? Int.max)
        XCTAssertTrue(process.isRunning, "a page is connected: the view is kept")
        process.interrupt()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "Ctrl-C after the end: the program's status")
      }
      // Far below the 40 MB the events of the larger run take, and the same for both.
      XCTAssertLessThan(peaks[1], 64 * 1024, "peak RSS \(peaks[1]) KiB")
      XCTAssertLessThan(
        peaks[1], peaks[0] + 8 * 1024,
        "peak RSS \(peaks[0]) KiB for 10000, \(peaks[1]) KiB for 40000"
      )
    }

    /// A reader that closes its end gives its place up at once, not at the second ping after
    /// (2–4 s: pings come every 2 s); a head with bare line feeds is answered at once.
    func testAClosedReaderGivesItsPlaceUpAtOnce() throws {
      // Nothing to send for a minute: only a ping (every 2 s) or the closed end frees it.
      let (process, _, port, token) = try start("interval 1m")
      defer { if process.isRunning { process.terminate() } }
      var readers = (0..<4).map { _ in stalledReader(port, token: token) }
      defer { for fd in readers { close(fd) } }
      for fd in readers {
        XCTAssertEqual(String(decoding: status(fd), as: UTF8.self), "HTTP/1.1 200")
      }
      XCTAssertTrue(try get(port, "/events?k=\(token)").hasPrefix("HTTP/1.1 503"))
      close(readers.removeFirst())
      let deadline = Date() + 1.5
      var answer = ""
      while Date() < deadline && !answer.hasPrefix("HTTP/1.1 200") {
        answer = try get(port, "/events?k=\(token)")
      }
      XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200"), answer)
      let fd = connected(to: port)
      defer { close(fd) }
      var head = Array("GET /?k=\(token) HTTP/1.1\nHost: 127.0.0.1:\(port)\n\n".utf8)
      XCTAssertEqual(send(fd, &head, head.count, 0), head.count)
      XCTAssertEqual(String(decoding: status(fd), as: UTF8.self), "HTTP/1.1 200")
    }

    /// The first 12 bytes `fd` reads (a status line's `HTTP/1.1 200`), in at most 20 s.
    private func status(_ fd: Int32) -> [UInt8] {
      var timeout = timeval(tv_sec: 20, tv_usec: 0)
      setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      var got: [UInt8] = []
      var byte: UInt8 = 0
      while got.count < 12, recv(fd, &byte, 1, 0) == 1 { got.append(byte) }
      return got
    }

    /// No page ever connected: the view waits `SIGNALBOX_LIVE_WAIT` seconds for one, saying
    /// so, then stops by itself with the program's status.
    func testWithNoPageTheViewWaitsThenStops() throws {
      for (program, status) in [("just 1", Int32(0)), ("error \"boom\"", 1)] {
        let result = try BinaryRunner.run(
          ["--live", "-e", program], environment: ["SIGNALBOX_LIVE_WAIT": "0"])
        XCTAssertEqual(result.status, status, result.err)
        let lines = result.err.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("live view: http://127.0.0.1:") == true, result.err)
        XCTAssertEqual(
          Array(lines.suffix(2)),
          [
            "live view: the program ended; open the page within 0 s to see it, or Ctrl-C",
            "live view: no page was opened; stopped",
          ])
      }
    }

    /// The page was fetched but its event stream never read: the end says so (it said no
    /// page was opened).
    func testAPageThatNeverReadItsStreamIsSaidSo() throws {
      let (process, err, port, token) = try start(
        "just 1", environment: ["SIGNALBOX_LIVE_WAIT": "3"])
      defer { if process.isRunning { process.terminate() } }
      XCTAssertTrue(try get(port, "/?k=\(token)", until: "</html>").hasPrefix("HTTP/1.1 200"))
      let rest = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0)
      XCTAssertEqual(
        rest.split(separator: "\n").last.map(String.init),
        "live view: the page was opened but read no events; stopped", rest)
    }

    /// Nothing to see — the program did not compile, or ran no pipeline — and no page: the
    /// process ends at once (the default wait is a minute; it is killed after 30 s).
    func testWithNothingToSeeTheProcessEndsAtOnce() throws {
      for (program, status) in [("map x", Int32(2)), ("let n = 5", 0)] {
        let result = try BinaryRunner.run(["--live", "-e", program], input: Data(), timeout: 30)
        XCTAssertFalse(result.signaled, "\(program): still waiting")
        XCTAssertEqual(result.status, status, result.err)
        XCTAssertFalse(result.err.contains("open the page"), result.err)
      }
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
        result.err.hasPrefix(
          "signalbox: cannot start the live view: Address already in use [S008]"),
        result.err)
    }
  }
#endif
