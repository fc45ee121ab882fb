import Dispatch
import FlyingSocks
import SignalboxSession
import Synchronization

/// The live view's server: on 127.0.0.1 only, FlyingSocks' asynchronous sockets on its
/// `epoll` pool (on Swift concurrency's threads), each connection served by
/// `LiveConnection`: the page (`GET /?k=TOKEN`) and each reader's event stream
/// (`GET /events?k=TOKEN`, Server-Sent Events from the `LiveHub`); anything else, and any
/// request without the token or with a foreign `Host` or `Origin` (`LiveAccess`), is
/// refused. Nothing of it runs, and no thread is started, unless a view is opened.
public final class LiveServer: Sendable {
  public let hub: LiveHub
  public let access: LiveAccess
  /// What a browser opens: `http://127.0.0.1:PORT/?k=TOKEN`.
  public var url: String { "http://127.0.0.1:\(access.port)/?k=\(access.token)" }

  private let socket: Socket
  private let tasks: Mutex<[Task<Void, Never>]>

  private init(socket: Socket, hub: LiveHub, access: LiveAccess) {
    self.socket = socket
    self.hub = hub
    self.access = access
    tasks = Mutex([])
  }

  /// Listens on 127.0.0.1:`port` (0: a free port the system picks) and serves from then
  /// on; or the OS's reason it cannot (`Address already in use`).
  public static func start(
    port: UInt16, hub: LiveHub = LiveHub(), ping seconds: Double = 2
  ) -> Result<LiveServer, LiveViewFailure> {
    let socket: Socket
    let bound: Int
    do {
      socket = try Socket(domain: AF_INET, type: .stream)
      try socket.setValue(true, for: .localAddressReuse)
      try socket.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
      try socket.listen()
      guard case .ip4(_, let p) = try socket.sockname() else {
        try? socket.close()
        return .failure(LiveViewFailure("no IPv4 address"))
      }
      bound = Int(p)
    } catch {
      return .failure(LiveViewFailure(reason(error)))
    }
    let access = LiveAccess(token: LiveAccess.newToken(), port: bound)
    let server = LiveServer(socket: socket, hub: hub, access: access)
    let routes = LiveRoutes(hub: hub, access: access)
    let serve = Task.detached {
      let pool: some AsyncSocketPool = .ePoll()
      do {
        try await pool.prepare()
        let listener = try AsyncSocket(socket: socket, pool: pool)
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask { try await pool.run() }
          group.addTask {
            try await withThrowingTaskGroup(of: Void.self) { connections in
              for try await client in listener.sockets {
                connections.addTask { await LiveConnection.serve(client, routes: routes) }
              }
            }
          }
          try await group.next()
          group.cancelAll()
        }
      } catch {}
    }
    let pings = Task.detached {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
        hub.ping()
      }
    }
    server.tasks.withLock { $0 = [serve, pings] }
    return .success(server)
  }

  /// The session ended: readers get `event: done`; waits up to `drain` seconds for them to
  /// read it and go, then stops listening and ends every connection.
  public func stop(drain seconds: Double = 1) {
    hub.finish()
    let deadline = LiveHub.now() + seconds
    while hub.readers.now > 0 && LiveHub.now() < deadline { usleep(20_000) }
    try? socket.close()
    for task in tasks.withLock({ $0 }) { task.cancel() }
  }

  /// The OS's words for a socket error.
  static func reason(_ error: any Error) -> String {
    if let socket = error as? SocketError, case .failed(_, _, let message) = socket {
      return message
    }
    return "\(error)"
  }
}
