// The gate holds FlyingFox's sockets: tested with the `LiveView` trait only.
#if LiveView
  import FlyingSocks
  import Testing

  @testable import SignalboxLive

  /// The bound on connections that have not sent their request head, and what a failed
  /// `accept` leads to.
  @Suite struct LiveGateTests {
    /// A connected pair of local sockets: the server's end as a slot, and the client's end.
    func pair() throws -> (LiveSlot, Int32) {
      var fds: [Int32] = [0, 0]
      #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
      let server = try AsyncSocket(socket: Socket(file: .init(rawValue: fds[0])), pool: .ePoll())
      return (LiveSlot(server), fds[1])
    }

    /// Whether the client's end reads the end of the stream (its server end was cut).
    func wasCut(_ client: Int32) -> Bool {
      var byte: UInt8 = 0
      return recv(client, &byte, 1, Int32(MSG_DONTWAIT)) == 0
    }

    @Test func pastTheLimitTheConnectionThatWaitedLongestIsCut() throws {
      let gate = LiveGate(limit: 2)
      let ends = try (0..<4).map { _ in try pair() }
      defer {
        for (slot, client) in ends {
          slot.close()
          close(client)
        }
      }
      let first = gate.admit(ends[0].0)
      _ = gate.admit(ends[1].0)
      #expect(gate.waiting == 2)
      #expect(!wasCut(ends[0].1) && !wasCut(ends[1].1))
      gate.release(first)
      _ = gate.admit(ends[2].0)
      // The first one had its head read: nobody is cut for the third.
      #expect(!ends.prefix(3).contains { wasCut($0.1) })
      _ = gate.admit(ends[3].0)
      #expect(gate.waiting == 2)
      #expect(wasCut(ends[1].1))
      #expect(!wasCut(ends[0].1) && !wasCut(ends[2].1) && !wasCut(ends[3].1))
    }

    @Test func aSlotIsClosedOnceAndNeverCutAfterwards() throws {
      let (slot, client) = try pair()
      defer { close(client) }
      slot.close()
      // Its number may be another socket's by now: cutting or closing again does nothing.
      let (other, otherClient) = try pair()
      defer {
        other.close()
        close(otherClient)
      }
      slot.cut()
      slot.close()
      #expect(!wasCut(otherClient))
      #expect(wasCut(client))
    }

    @Test func aWantOfResourcesBacksOffAndAClosedListenerStops() {
      func failed(_ code: Int32) -> SocketError {
        .failed(type: "Accept", errno: code, message: "")
      }
      for code in [EMFILE, ENFILE, ENOBUFS, ENOMEM] {
        #expect(LiveServer.afterAccept(failed(code)) == .backOff)
      }
      #expect(LiveServer.afterAccept(failed(ECONNABORTED)) == .retry)
      #expect(LiveServer.afterAccept(failed(EBADF)) == .stop)
      #expect(LiveServer.afterAccept(SocketError.disconnected) == .stop)
      #expect(LiveServer.afterAccept(CancellationError()) == .stop)
    }
  }
#endif
