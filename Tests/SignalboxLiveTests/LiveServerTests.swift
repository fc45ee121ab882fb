import Dispatch
import Testing

@testable import SignalboxLive

/// The server on a real loopback socket: a reader that closes its end gives its place up
/// at once (not at the next ping), and a head with bare line feeds is answered at once.
/// The server runs on Swift concurrency's threads, in this process: the client's blocking
/// calls are made on a queue of their own (`blocking`), never on those threads.
@Suite(.serialized) struct LiveServerTests {
  /// `work` on a thread outside Swift concurrency's pool.
  func blocking<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { done in
      DispatchQueue(label: "LiveServerTests.client").async { done.resume(returning: work()) }
    }
  }

  /// A connection to 127.0.0.1:`port` that has sent `GET target` (reads time out in 60 s);
  /// -1 when it could not connect or send.
  func request(_ port: Int, _ target: String, lineEnd: String = "\r\n") async -> Int32 {
    await blocking { Self.connectAndSend(port, target, lineEnd: lineEnd) }
  }

  static func connectAndSend(_ port: Int, _ target: String, lineEnd: String) -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    let head = "GET \(target) HTTP/1.1\(lineEnd)Host: 127.0.0.1:\(port)\(lineEnd)\(lineEnd)"
    var bytes = Array(head.utf8)
    guard connected == 0, send(fd, &bytes, bytes.count, 0) == bytes.count else {
      close(fd)
      return -1
    }
    return fd
  }

  /// The status line's first 12 bytes (`HTTP/1.1 200`), or what came before the end.
  func status(_ fd: Int32) async -> String {
    await blocking {
      var got: [UInt8] = []
      var byte: UInt8 = 0
      while got.count < 12, recv(fd, &byte, 1, 0) == 1 { got.append(byte) }
      return String(decoding: got, as: UTF8.self)
    }
  }

  func start() throws -> LiveServer {
    // Pings once in ten minutes: nothing but the closed connection can free a place.
    switch LiveServer.start(port: 0, ping: 600) {
    case .success(let server): return server
    case .failure(let failure): throw failure
    }
  }

  @Test func aReaderThatClosesItsEndGivesItsPlaceUpAtOnce() async throws {
    let server = try start()
    defer { server.stop(drain: 0) }
    let events = "/events?k=\(server.access.token)"
    var readers: [Int32] = []
    for _ in 0..<4 { readers.append(await request(server.access.port, events)) }
    defer { for fd in readers where fd >= 0 { close(fd) } }
    for fd in readers { #expect(await status(fd) == "HTTP/1.1 200") }
    let fifth = await request(server.access.port, events)
    #expect(await status(fifth) == "HTTP/1.1 503")
    close(fifth)
    close(readers.removeFirst())
    // The pings come every ten minutes: only the closed connection can free the place.
    let deadline = LiveHub.now() + 60
    while server.hub.readers.now > 3 && LiveHub.now() < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(server.hub.readers.now == 3)
    let next = await request(server.access.port, events)
    readers.append(next)
    #expect(await status(next) == "HTTP/1.1 200")
  }

  @Test func aHeadWithBareLineFeedsIsAnswered() async throws {
    let server = try start()
    defer { server.stop(drain: 0) }
    let fd = await request(server.access.port, "/?k=\(server.access.token)", lineEnd: "\n")
    defer { close(fd) }
    // It used to wait for the watchdog, which closes the connection unanswered.
    #expect(await status(fd) == "HTTP/1.1 200")
  }
}
