import FlyingSocks

/// One reader's event stream as the body of an HTTP response: the bytes `LiveHub.next`
/// hands out, as they come. When the response is dropped — the connection closed or a
/// write failed (a vanished reader is found at the next ping) — the reader is disconnected
/// from the hub, so nothing is queued for it any more.
struct LiveStream: AsyncBufferedSequence {
  typealias Element = UInt8

  let hub: LiveHub
  let id: Int

  func makeAsyncIterator() -> Iterator { Iterator(reader: Reader(hub: hub, id: id)) }

  /// Disconnects its reader when the last iterator holding it goes.
  final class Reader: Sendable {
    let hub: LiveHub
    let id: Int
    init(hub: LiveHub, id: Int) {
      self.hub = hub
      self.id = id
    }
    deinit { hub.disconnect(id) }
  }

  struct Iterator: AsyncBufferedIteratorProtocol {
    let reader: Reader
    private var pending: [UInt8] = []
    private var offset = 0

    init(reader: Reader) { self.reader = reader }

    mutating func next() async throws -> UInt8? {
      guard let chunk = try await nextBuffer(suggested: 1) else { return nil }
      return chunk.first
    }

    mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
      if offset >= pending.count {
        guard let bytes = await reader.hub.next(reader.id) else { return nil }
        pending = bytes
        offset = 0
      }
      let end = Swift.min(pending.count, offset + Swift.max(1, count))
      defer { offset = end }
      return pending[offset..<end]
    }
  }
}
