import Dispatch
import FlyingFox
import FlyingSocks
import SignalboxSession
import Synchronization

/// The live view's HTTP server (FlyingFox, on Swift concurrency's own threads): on
/// 127.0.0.1 only, it serves the page (`GET /?k=TOKEN`) and each reader's event stream
/// (`GET /events?k=TOKEN`, Server-Sent Events from the `LiveHub`); every other request,
/// and any without the token or with a foreign `Host` or `Origin` (`LiveAccess`), is
/// refused. Nothing of it runs, and no thread is started, unless a view is opened.
public final class LiveServer: Sendable {
  public let hub: LiveHub
  public let access: LiveAccess
  /// What a browser opens: `http://127.0.0.1:PORT/?k=TOKEN`.
  public var url: String { "http://127.0.0.1:\(access.port)/?k=\(access.token)" }

  private let server: HTTPServer
  private let tasks: Mutex<[Task<Void, Never>]>

  private init(server: HTTPServer, hub: LiveHub, access: LiveAccess) {
    self.server = server
    self.hub = hub
    self.access = access
    tasks = Mutex([])
  }

  /// Starts listening on 127.0.0.1:`port` (0: a free port the system picks) and returns
  /// once it listens, or with the reason it cannot. Blocks the calling thread meanwhile.
  public static func start(
    port: UInt16, hub: LiveHub = LiveHub(), ping seconds: Double = 2
  ) -> Result<LiveServer, LiveViewFailure> {
    let address: sockaddr_in
    do { address = try .inet(ip4: "127.0.0.1", port: port) } catch {
      return .failure(LiveViewFailure("\(error)"))
    }
    let token = LiveAccess.newToken()
    let routes = LiveRoutes(hub: hub, token: token)
    let server = HTTPServer(
      address: address, timeout: 15, logger: .disabled,
      handler: ClosureHTTPHandler { request in await routes.respond(request) })
    let outcome = Outcome()
    let ready = DispatchSemaphore(value: 0)
    let run = Task.detached {
      do { try await server.run() } catch {
        outcome.value.withLock { $0 = $0 ?? .failure(LiveViewFailure(Self.reason(error))) }
        ready.signal()
      }
    }
    let listen = Task.detached {
      do {
        try await server.waitUntilListening(timeout: 10)
        let port: Int
        switch await server.listeningAddress {
        case .ip4(_, let p)?: port = Int(p)
        case .ip6(_, let p)?: port = Int(p)
        default: port = -1
        }
        outcome.value.withLock {
          $0 = $0 ?? (port < 0 ? .failure(LiveViewFailure("no port")) : .success(port))
        }
      } catch {
        outcome.value.withLock { $0 = $0 ?? .failure(LiveViewFailure(Self.reason(error))) }
      }
      ready.signal()
    }
    ready.wait()
    listen.cancel()
    switch outcome.value.withLock({ $0 }) ?? .failure(LiveViewFailure("not listening")) {
    case .failure(let failure):
      run.cancel()
      return .failure(failure)
    case .success(let bound):
      let access = LiveAccess(token: token, port: bound)
      routes.listening(access)
      let live = LiveServer(server: server, hub: hub, access: access)
      let pings = Task.detached {
        while !Task.isCancelled {
          try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
          hub.ping()
        }
      }
      live.tasks.withLock { $0 = [run, pings] }
      return .success(live)
    }
  }

  /// The session ended: readers get `event: done`; waits up to `drain` seconds for them to
  /// read it, then closes the server.
  public func stop(drain seconds: Double = 1) {
    hub.finish()
    let deadline = LiveHub.now() + seconds
    while hub.readers.now > 0 && LiveHub.now() < deadline { usleep(20_000) }
    let stopped = DispatchSemaphore(value: 0)
    let server = self.server
    Task.detached {
      await server.stop(timeout: 0)
      stopped.signal()
    }
    _ = stopped.wait(timeout: .now() + .seconds(2))
    for task in tasks.withLock({ $0 }) { task.cancel() }
  }

  /// What starting came to: the port it listens on, or why it cannot.
  private final class Outcome: Sendable {
    let value = Mutex<Result<Int, LiveViewFailure>?>(nil)
  }

  /// The OS's words for a socket error (`Address already in use`).
  static func reason(_ error: any Error) -> String {
    if let socket = error as? SocketError, case .failed(_, _, let message) = socket {
      return message
    }
    return "\(error)"
  }
}
