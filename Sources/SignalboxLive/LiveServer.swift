// The server needs FlyingFox: built with the `LiveView` trait only (Package.swift).
#if LiveView
  import Dispatch
  import FlyingSocks
  import SignalboxSession
  import Synchronization

  /// The live view's server: on 127.0.0.1 only, FlyingSocks' asynchronous sockets on its
  /// `epoll` pool (on Swift concurrency's threads), each connection served by
  /// `LiveConnection`: the page (`GET /?k=TOKEN`) and each reader's event stream
  /// (`GET /events?k=TOKEN`, Server-Sent Events from the `LiveHub`); anything else, and any
  /// request without the token or with a foreign `Host` or `Origin` (`LiveAccess`), is
  /// refused (`LiveGate` bounds the connections that have not sent their head yet, and a
  /// failed `accept` backs off and recovers). Nothing of it runs, and no thread is started,
  /// unless a view is opened.
  package final class LiveServer: Sendable {
    package let hub: LiveHub
    package let access: LiveAccess
    /// What a browser opens: `http://127.0.0.1:PORT/?k=TOKEN`.
    package var url: String { "http://127.0.0.1:\(access.port)/?k=\(access.token)" }

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
    package static func start(
      port: UInt16, hub: LiveHub = LiveHub(), ping seconds: Double = 2
    ) -> Result<LiveServer, LiveViewFailure> {
      raiseFileLimit()
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
            // Half the descriptors still free go to connections that sent no head yet, at
            // most `LiveGate.defaultLimit`: a page finds room while a flood is held.
            let ceiling = fileCeiling()
            let free = Int(ceiling) - Int(lowestFree(probing: socket.file.rawValue))
            let gate = LiveGate(limit: min(LiveGate.defaultLimit, free / 2))
            group.addTask {
              await accept(on: listener, routes: routes, gate: gate, ceiling: ceiling)
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
    package func stop(drain seconds: Double = 1) {
      hub.finish()
      let deadline = LiveHub.now() + seconds
      while hub.readers.now > 0 && LiveHub.now() < deadline { usleep(20_000) }
      try? socket.close()
      for task in tasks.withLock({ $0 }) { task.cancel() }
    }

    /// Accepts connections until the listener is closed or the server stopped, each served
    /// by its own task. It accepts only while the lowest free file descriptor is below
    /// `ceiling` (the process keeps the rest: libdispatch ends the process when it cannot
    /// open a file for itself), and when it has no room, or `accept` fails for want of a
    /// resource (`EMFILE`, `ENFILE`, `ENOBUFS`, `ENOMEM`), it tries again after a pause that
    /// doubles from 10 ms to 1 s, back to 10 ms after the next success: the connections
    /// already served keep theirs, a new one waits in the listen queue, and the listener
    /// recovers once some are closed.
    static func accept(
      on listener: AsyncSocket, routes: LiveRoutes, gate: LiveGate, ceiling: Int32
    ) async {
      // Discarding: a burst of connections leaves nothing behind once they are closed.
      await withDiscardingTaskGroup { connections in
        var pause = firstPause
        while !Task.isCancelled {
          do {
            let free = lowestFree(probing: listener.socket.file.rawValue)
            guard free >= 0 && free < ceiling else {
              throw SocketError.failed(type: "Accept", errno: EMFILE, message: "")
            }
            let slot = LiveSlot(try await listener.accept())
            pause = firstPause
            let ticket = gate.admit(slot)
            connections.addTask {
              await LiveConnection.serve(slot, ticket: ticket, gate: gate, routes: routes)
            }
          } catch {
            switch afterAccept(error) {
            case .retry: continue
            case .stop: return
            case .backOff:
              do { try await Task.sleep(for: .milliseconds(Int(pause * 1000))) } catch { return }
              pause = min(pause * 2, lastPause)
            }
          }
        }
      }
    }

    /// The lowest free file descriptor (found by duplicating `fd`, then closing the copy),
    /// or -1 when there is none.
    static func lowestFree(probing fd: Int32) -> Int32 {
      let probe = fcntl(fd, F_DUPFD_CLOEXEC, 0)
      if probe >= 0 { close(probe) }
      return probe
    }

    /// The soft limit on open files less what the process keeps for itself: a quarter of it,
    /// at most 64.
    static func fileCeiling() -> Int32 {
      var limit = rlimit()
      guard getrlimit(resourceLimitFiles, &limit) == 0, limit.rlim_cur < rlim_t(Int32.max) else {
        return Int32.max
      }
      let soft = Int32(limit.rlim_cur)
      return soft - min(64, soft / 4)
    }

    static let firstPause = 0.01
    static let lastPause = 1.0

    enum AfterAccept: Equatable { case retry, backOff, stop }

    /// What a failed `accept` calls for: the connection that went away before it was
    /// accepted is skipped, a want of resources waits, and a closed listener (the server
    /// stopped) or a cancelled task ends the accepting.
    static func afterAccept(_ error: any Error) -> AfterAccept {
      guard let socket = error as? SocketError, case .failed(_, let code, _) = socket else {
        return .stop
      }
      switch code {
      case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .backOff
      case ECONNABORTED, EINTR, EPROTO, EPERM, ENETDOWN, ENOPROTOOPT, EHOSTDOWN, ENONET,
        EHOSTUNREACH, EOPNOTSUPP, ENETUNREACH:
        return .retry
      default: return .stop
      }
    }

    /// Raises the soft limit on open files to the hard limit (the live view holds a file
    /// descriptor per connection); left as it is when that fails.
    static func raiseFileLimit() {
      var limit = rlimit()
      guard getrlimit(resourceLimitFiles, &limit) == 0, limit.rlim_cur < limit.rlim_max else {
        return
      }
      limit.rlim_cur = limit.rlim_max
      _ = setrlimit(resourceLimitFiles, &limit)
    }

    /// The OS's words for a socket error.
    static func reason(_ error: any Error) -> String {
      if let socket = error as? SocketError, case .failed(_, _, let message) = socket {
        return message
      }
      return "\(error)"
    }
  }

  #if canImport(Glibc)
    /// `RLIMIT_NOFILE` as `getrlimit` takes it (an enum on glibc).
    private let resourceLimitFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private let resourceLimitFiles = RLIMIT_NOFILE
  #endif
#endif
