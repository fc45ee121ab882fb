import Testing

@testable import SignalboxLive

/// Who may read the view: the token, the loopback `Host`, the view's own `Origin`.
@Suite struct LiveAccessTests {
  let access = LiveAccess(token: "0123456789abcdef0123456789abcdef", port: 8123)
  let token = "0123456789abcdef0123456789abcdef"

  @Test func theViewsOwnRequestsAreAllowed() {
    #expect(access.check(host: "127.0.0.1:8123", origin: nil, token: token) == .allowed)
    #expect(access.check(host: "localhost:8123", origin: nil, token: token) == .allowed)
    #expect(
      access.check(host: "127.0.0.1:8123", origin: "http://127.0.0.1:8123", token: token)
        == .allowed)
  }

  @Test func aRequestWithoutTheTokenIsRefused() {
    #expect(access.check(host: "127.0.0.1:8123", origin: nil, token: nil) != .allowed)
    #expect(access.check(host: "127.0.0.1:8123", origin: nil, token: "") != .allowed)
    #expect(
      access.check(host: "127.0.0.1:8123", origin: nil, token: String(token.dropLast()) + "0")
        != .allowed)
    #expect(access.check(host: "127.0.0.1:8123", origin: nil, token: token + "0") != .allowed)
  }

  /// DNS rebinding: a page of evil.example whose name now points at 127.0.0.1 sends its own
  /// name as `Host`; a page of another site sends its `Origin`.
  @Test func aForeignHostOrOriginIsRefused() {
    #expect(access.check(host: "evil.example:8123", origin: nil, token: token) != .allowed)
    #expect(access.check(host: nil, origin: nil, token: token) != .allowed)
    #expect(access.check(host: "127.0.0.1:9999", origin: nil, token: token) != .allowed)
    #expect(
      access.check(host: "127.0.0.1:8123", origin: "http://evil.example", token: token)
        != .allowed)
    #expect(
      access.check(host: "127.0.0.1:8123", origin: "null", token: token) != .allowed)
  }

  @Test func tokensAreFreshAnd128Bits() {
    let a = LiveAccess.newToken()
    let b = LiveAccess.newToken()
    #expect(a.count == 32 && b.count == 32)
    #expect(a != b)
    #expect(a.allSatisfy { $0.isHexDigit })
  }
}
