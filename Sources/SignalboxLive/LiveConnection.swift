// FlyingFox's sockets: built with the `LiveView` trait only (Package.swift).
#if LiveView
  import FlyingSocks
  import FoundationEssentials

  /// One connection to the live view's server: its request's head is read (for at most
  /// `headSeconds`, at most `LiveRequest.headLimit` bytes, while it waits at the `LiveGate`),
  /// answered by `LiveRoutes`, and the connection closed — after the whole body, or, for an
  /// event stream, when the reader is disconnected from the hub, a write fails, or the reader
  /// closes its end (a reader sends nothing after its head: a read that ends means it went
  /// away). The reader is disconnected from the hub whatever ends the stream.
  enum LiveConnection {
    static let headSeconds = 10.0

    static func serve(_ slot: LiveSlot, ticket: Int, gate: LiveGate, routes: LiveRoutes) async {
      defer { slot.close() }
      let socket = slot.socket
      // A client that sends no whole head in time is cut: the read then fails.
      let watchdog = Task {
        try? await Task.sleep(for: .milliseconds(Int(headSeconds * 1000)))
        if !Task.isCancelled { slot.cut() }
      }
      var bytes: [UInt8] = []
      var parsed: Result<LiveRequest, LiveHTTPError>?
      while parsed == nil {
        guard let chunk = try? await socket.read(atMost: 4096), !chunk.isEmpty else { break }
        bytes += chunk
        parsed = LiveRequest.parse(bytes)
      }
      gate.release(ticket)
      watchdog.cancel()
      guard let parsed else { return }
      let response: LiveResponse
      switch parsed {
      case .success(let request):
        response = routes.respond(request)
        if request.method == "HEAD" {
          try? await socket.write(Data(response.head))
          if let id = response.stream { routes.hub.disconnect(id) }
          return
        }
      case .failure(.tooLarge): response = LiveRoutes.refuse(431, "request head too large")
      case .failure: response = LiveRoutes.refuse(400, "not an HTTP/1.1 request")
      }
      guard let id = response.stream else {
        try? await socket.write(Data(response.head + response.body))
        return
      }
      await stream(id, head: response.head, on: socket, hub: routes.hub)
    }

    /// Writes the reader's frames until it is disconnected or goes away.
    static func stream(_ id: Int, head: [UInt8], on socket: AsyncSocket, hub: LiveHub) async {
      let watcher = Task {
        // What a reader sends after its head is read and dropped; the end of it (or a
        // failed read) disconnects it, which ends the loop below at once.
        while let chunk = try? await socket.read(atMost: 512), !chunk.isEmpty {}
        hub.disconnect(id)
      }
      do {
        try await socket.write(Data(head))
        while let chunk = await hub.next(id) { try await socket.write(Data(chunk)) }
      } catch {}
      hub.disconnect(id)
      // The watcher's wait on the socket is over before the socket is closed.
      watcher.cancel()
      await watcher.value
    }
  }
#endif
