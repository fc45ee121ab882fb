import FlyingSocks
import FoundationEssentials

/// One connection to the live view's server: its request's head is read (for at most
/// `headSeconds`, at most `LiveRequest.headLimit` bytes), answered by `LiveRoutes`, and
/// the connection closed — after the whole body, or, for an event stream, when the reader
/// is disconnected from the hub or a write fails (a reader that went away is found at the
/// next ping). The reader is disconnected from the hub whatever ends the stream.
enum LiveConnection {
  static let headSeconds = 10.0

  static func serve(_ socket: AsyncSocket, routes: LiveRoutes) async {
    defer { try? socket.close() }
    // A client that sends no whole head in time is closed: the read then fails.
    let watchdog = Task {
      try? await Task.sleep(for: .milliseconds(Int(headSeconds * 1000)))
      if !Task.isCancelled { try? socket.close() }
    }
    var bytes: [UInt8] = []
    var parsed: Result<LiveRequest, LiveHTTPError>?
    while parsed == nil {
      guard let chunk = try? await socket.read(atMost: 4096), !chunk.isEmpty else {
        watchdog.cancel()
        return
      }
      bytes += chunk
      parsed = LiveRequest.parse(bytes)
    }
    watchdog.cancel()
    let response: LiveResponse
    switch parsed {
    case .success(let request)?:
      response = routes.respond(request)
      if request.method == "HEAD" {
        try? await socket.write(Data(response.head))
        if let id = response.stream { routes.hub.disconnect(id) }
        return
      }
    case .failure(.tooLarge)?: response = LiveRoutes.refuse(431, "request head too large")
    default: response = LiveRoutes.refuse(400, "not an HTTP/1.1 request")
    }
    guard let id = response.stream else {
      try? await socket.write(Data(response.head + response.body))
      return
    }
    defer { routes.hub.disconnect(id) }
    do {
      try await socket.write(Data(response.head))
      while let chunk = await routes.hub.next(id) { try await socket.write(Data(chunk)) }
    } catch {}
  }
}
