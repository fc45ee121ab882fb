import Testing

@testable import SignalboxLive

/// The server on a real loopback socket: a reader that closes its end gives its place up
/// at once (not at the next ping), and a head with bare line feeds is answered at once.
@Suite(.serialized) struct LiveServerTests {
  /// A connection to 127.0.0.1:`port` that has sent `GET target` (reads time out in 10 s).
  func request(_ port: Int, _ target: String, lineEnd: String = "\r\n") -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
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
    #expect(connected == 0)
    let head = "GET \(target) HTTP/1.1\(lineEnd)Host: 127.0.0.1:\(port)\(lineEnd)\(lineEnd)"
    var bytes = Array(head.utf8)
    #expect(send(fd, &bytes, bytes.count, 0) == bytes.count)
    return fd
  }

  /// The status line's first 12 bytes (`HTTP/1.1 200`), or what came before the end.
  func status(_ fd: Int32) -> String {
    var got: [UInt8] = []
    var byte: UInt8 = 0
    while got.count < 12, recv(fd, &byte, 1, 0) == 1 { got.append(byte) }
    return String(decoding: got, as: UTF8.self)
  }

  func start() throws -> LiveServer {
    // Pings once in ten minutes: nothing but the closed connection can free a place.
    switch LiveServer.start(port: 0, ping: 600) {
    case .success(let server): return server
    case .failure(let failure): throw failure
    }
  }

  @Test func aReaderThatClosesItsEndGivesItsPlaceUpAtOnce() throws {
    let server = try start()
    defer { server.stop(drain: 0) }
    let events = "/events?k=\(server.access.token)"
    var readers = (0..<4).map { _ in request(server.access.port, events) }
    defer { for fd in readers { close(fd) } }
    for fd in readers { #expect(status(fd) == "HTTP/1.1 200") }
    let fifth = request(server.access.port, events)
    #expect(status(fifth) == "HTTP/1.1 503")
    close(fifth)
    close(readers.removeFirst())
    let deadline = LiveHub.now() + 10
    while server.hub.readers.now > 3 && LiveHub.now() < deadline { usleep(10_000) }
    #expect(server.hub.readers.now == 3)
    let next = request(server.access.port, events)
    readers.append(next)
    #expect(status(next) == "HTTP/1.1 200")
  }

  @Test func aHeadWithBareLineFeedsIsAnsweredAtOnce() throws {
    let server = try start()
    defer { server.stop(drain: 0) }
    let started = LiveHub.now()
    let fd = request(server.access.port, "/?k=\(server.access.token)", lineEnd: "\n")
    defer { close(fd) }
    #expect(status(fd) == "HTTP/1.1 200")
    // Well before the 10 s watchdog that used to answer it.
    #expect(LiveHub.now() - started < LiveConnection.headSeconds / 2)
  }
}
