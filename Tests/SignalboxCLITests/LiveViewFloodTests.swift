// `--live` serves only in a build with the `LiveView` trait (Package.swift).
#if LiveView
  import Foundation
  import Testing

  /// Issue 45, item 3: no local client can stop the live view. A flood of idle connections
  /// (no token, no request head) under a small limit on open files neither ends the stream
  /// of a page already connected nor keeps a new page out, while it is held or after.
  @Suite struct LiveViewFloodTests {
    /// `signalbox --live` on an endless pipeline, with `ulimit -n` (soft and hard) `files`;
    /// its port and token, read from standard error.
    private func start(files: Int) throws -> (Process, port: Int, token: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = [
        "-c",
        "ulimit -Sn \(files) && ulimit -Hn \(files) && exec \"$SB\" --live -e 'interval 0.05'",
      ]
      var environment = ProcessInfo.processInfo.environment
      environment["SB"] = BinaryRunner.binary.path
      process.environment = environment
      let err = Pipe()
      process.standardError = err
      process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
      try process.run()
      let text = BinaryRunner.firstLine(of: err)
      let pattern = try NSRegularExpression(pattern: "127\\.0\\.0\\.1:([0-9]+)/\\?k=([0-9a-f]{32})")
      let match = try #require(
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), "\(text)")
      let port = Int(text[Range(match.range(at: 1), in: text)!])!
      return (process, port, String(text[Range(match.range(at: 2), in: text)!]))
    }

    /// A socket to 127.0.0.1:`port`, connecting without waiting (-1 when none is left).
    private func socketTo(_ port: Int, blocking: Bool) -> Int32 {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      guard fd >= 0 else { return -1 }
      if !blocking { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
      var timeout = timeval(tv_sec: 15, tv_usec: 0)
      setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      return fd
    }

    /// Sends a GET for `target` on a fresh connection; the connection.
    private func request(_ port: Int, _ target: String) -> Int32 {
      let fd = socketTo(port, blocking: true)
      var bytes = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
      #expect(send(fd, &bytes, bytes.count, 0) == bytes.count)
      return fd
    }

    /// What `fd` reads until `count` more values (`"k":"v"`) came, or 15 s without bytes.
    private func values(_ fd: Int32, _ count: Int) -> Int {
      var text = ""
      var buffer = [UInt8](repeating: 0, count: 65536)
      var seen = 0
      while seen < count {
        let n = recv(fd, &buffer, buffer.count, 0)
        if n <= 0 { break }
        text += String(decoding: buffer[0..<n], as: UTF8.self)
        seen = text.components(separatedBy: "\"k\":\"v\"").count - 1
      }
      return seen
    }

    /// The page's status line on a fresh connection (empty when none came in 15 s).
    private func page(_ port: Int, token: String) -> String {
      let fd = request(port, "/?k=\(token)")
      defer { close(fd) }
      var buffer = [UInt8](repeating: 0, count: 15)
      var got: [UInt8] = []
      while got.count < 15 {
        let n = recv(fd, &buffer, 15 - got.count, 0)
        if n <= 0 { break }
        got += buffer[0..<n]
      }
      return String(decoding: got, as: UTF8.self)
    }

    /// Raises this process's soft limit on open files to its hard limit; whether it allows
    /// `count` more.
    private static func filesFor(_ count: Int) -> Bool {
      var own = rlimit()
      getrlimit(openFiles, &own)
      own.rlim_cur = own.rlim_max
      setrlimit(openFiles, &own)
      return own.rlim_cur >= rlim_t(count + 64)
    }

    private func flood(files: Int, connections: Int) throws {
      let (process, port, token) = try start(files: files)
      defer {
        process.terminate()
        process.waitUntilExit()
      }
      let viewer = request(port, "/events?k=\(token)")
      defer { close(viewer) }
      #expect(values(viewer, 3) == 3, "the viewer reads before the flood")
      var idle: [Int32] = []
      defer { for fd in idle { close(fd) } }
      for _ in 0..<connections {
        let fd = socketTo(port, blocking: false)
        #expect(fd >= 0)
        if fd >= 0 { idle.append(fd) }
      }
      // Held: the connected page keeps its stream, a new page is served.
      #expect(values(viewer, 10) == 10, "the viewer reads while the flood is held")
      #expect(page(port, token: token) == "HTTP/1.1 200 OK")
      #expect(process.isRunning)
      for fd in idle { close(fd) }
      idle = []
      #expect(page(port, token: token) == "HTTP/1.1 200 OK")
      #expect(values(viewer, 10) == 10, "the viewer reads after the flood")
      #expect(process.isRunning)
    }

    /// The check: 2 000 idle connections under `ulimit -n 1024`.
    @Test(.enabled(if: filesFor(2000), "the test needs 2 064 open files"))
    func twoThousandIdleConnectionsUnderAThousandFiles() throws {
      try flood(files: 1024, connections: 2000)
    }

    /// So few files that the flood fills them: the listener backs off and recovers.
    @Test(.enabled(if: filesFor(300), "the test needs 364 open files"))
    func aFloodThatFillsTheFilesIsOutlasted() throws {
      try flood(files: 48, connections: 300)
    }
  }

  #if canImport(Glibc)
    private let openFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private let openFiles = RLIMIT_NOFILE
  #endif
#endif
