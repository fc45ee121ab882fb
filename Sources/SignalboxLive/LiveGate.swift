// FlyingFox's sockets: built with the `LiveView` trait only (Package.swift).
#if LiveView
  import FlyingSocks
  import Synchronization

  /// One accepted connection's socket, closed exactly once, by its own task (`close`); any
  /// other task only cuts it (`cut`: `shutdown`, so that a read waiting on it ends), never
  /// closes it — a number closed twice could by then be another connection's.
  final class LiveSlot: Sendable {
    let socket: AsyncSocket
    private let closed = Mutex(false)

    init(_ socket: AsyncSocket) { self.socket = socket }

    /// Ends its reads and writes (they fail at once); the socket stays open until `close`.
    func cut() {
      closed.withLock { closed in
        if !closed { _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_RDWR)) }
      }
    }

    func close() {
      closed.withLock { closed in
        if !closed { try? socket.close() }
        closed = true
      }
    }
  }

  /// The connections whose request head has not been read yet — none of them has shown a
  /// valid token — at most `limit` at once: one accepted past it cuts the one that has
  /// waited longest. A page's requests send their head at once, so they pass in
  /// microseconds; a local client that opens connections and sends nothing (or sends its
  /// head byte by byte) holds at most `limit` of the process's file descriptors, for at most
  /// `LiveConnection.headSeconds` each.
  final class LiveGate: Sendable {
    static let defaultLimit = 64

    let limit: Int
    private let state = Mutex<(last: Int, waiting: [Int: LiveSlot])>((0, [:]))

    init(limit: Int = LiveGate.defaultLimit) { self.limit = max(1, limit) }

    /// Lets `slot` wait for its head: its ticket for `release`.
    func admit(_ slot: LiveSlot) -> Int {
      let (ticket, evicted) = state.withLock { s -> (Int, LiveSlot?) in
        s.last += 1
        var evicted: LiveSlot?
        if s.waiting.count >= limit, let oldest = s.waiting.keys.min() {
          evicted = s.waiting.removeValue(forKey: oldest)
        }
        s.waiting[s.last] = slot
        return (s.last, evicted)
      }
      evicted?.cut()
      return ticket
    }

    /// Its head was read (or its connection ended).
    func release(_ ticket: Int) {
      _ = state.withLock { $0.waiting.removeValue(forKey: ticket) }
    }

    /// The connections waiting for their head now.
    var waiting: Int { state.withLock { $0.waiting.count } }
  }
#endif
