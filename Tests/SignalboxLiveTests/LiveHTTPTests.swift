import Testing

@testable import SignalboxLive

/// The live view's HTTP: a request's head read, and what each request is answered with.
@Suite struct LiveHTTPTests {
  func head(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func aRequestHeadIsReadWhenItIsWhole() throws {
    #expect(LiveRequest.parse(head("GET /events?k=ab HTTP/1.1\r\nHost: 127.0.0.1:1")) == nil)
    let request = try #require(
      LiveRequest.parse(
        head("GET /events?k=ab&x HTTP/1.1\r\nHost: 127.0.0.1:1\r\nORIGIN:  http://a \r\n\r\n")))
    #expect(
      request
        == .success(
          LiveRequest(
            method: "GET", path: "/events", query: ["k": "ab", "x": ""],
            headers: ["host": "127.0.0.1:1", "origin": "http://a"])))
  }

  @Test func aHeadWithBareLineFeedsIsReadAsSoonAsItIsWhole() throws {
    let expected = LiveRequest(
      method: "GET", path: "/", query: ["k": "ab"], headers: ["host": "127.0.0.1:1", "x": "y"])
    for text in [
      "GET /?k=ab HTTP/1.1\nHost: 127.0.0.1:1\nX: y\n\n",
      "GET /?k=ab HTTP/1.1\r\nHost: 127.0.0.1:1\nX: y\r\n\n",
      "GET /?k=ab HTTP/1.1\nHost: 127.0.0.1:1\r\nX: y\n\r\n",
    ] {
      #expect(LiveRequest.parse(head(text)) == .success(expected), "\(text.debugDescription)")
      #expect(LiveRequest.parse(head(String(text.dropLast()))) == nil)
    }
    #expect(LiveRequest.headEnd(head("GET / HTTP/1.1\nA: b\n\nrest")) == 21)
    #expect(LiveRequest.headEnd(head("GET / HTTP/1.1\r\n\r")) == nil)
  }

  @Test func whatIsNotHTTPOrTooLongIsRefused() {
    #expect(LiveRequest.parse(head("hello\r\n\r\n")) == .failure(.malformed))
    #expect(LiveRequest.parse(head("GET / HTTP/1.1\r\nno colon\r\n\r\n")) == .failure(.malformed))
    let long = head("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 20_000))
    #expect(LiveRequest.parse(long) == .failure(.tooLarge))
  }

  let access = LiveAccess(token: "00112233445566778899aabbccddeeff", port: 9)
  func get(_ target: String, host: String = "127.0.0.1:9", method: String = "GET")
    -> LiveResponse
  {
    let hub = LiveHub()
    let text = "\(method) \(target) HTTP/1.1\r\nHost: \(host)\r\n\r\n"
    guard case .success(let request)? = LiveRequest.parse(Array(text.utf8)) else {
      return LiveRoutes.refuse(400, "")
    }
    return LiveRoutes(hub: hub, access: access).respond(request)
  }

  @Test func thePageAndTheStreamNeedTheToken() {
    let token = "00112233445566778899aabbccddeeff"
    #expect(get("/").status == 403)
    #expect(get("/events").status == 403)
    #expect(get("/events?k=" + token, host: "attacker.example:9").status == 403)
    let page = get("/?k=" + token)
    #expect(page.status == 200)
    #expect(
      page.headers.contains {
        $0.0 == "Content-Security-Policy" && $0.1.hasPrefix("default-src 'none'")
      })
    #expect(String(decoding: page.body, as: UTF8.self).contains("nonce=\"\(token)\""))
    let stream = get("/events?k=" + token)
    #expect(stream.status == 200 && stream.stream != nil)
    #expect(String(decoding: stream.head, as: UTF8.self).contains("text/event-stream"))
    #expect(!String(decoding: stream.head, as: UTF8.self).contains("Content-Length"))
    #expect(get("/other?k=" + token).status == 404)
    #expect(get("/?k=" + token, method: "POST").status == 405)
  }

  @Test func aResponseHeadSaysItsLengthAndCloses() {
    let text = String(decoding: LiveRoutes.refuse(404, "no").head, as: UTF8.self)
    #expect(text.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
    #expect(text.hasSuffix("Content-Length: 7\r\nConnection: close\r\n\r\n"))
  }
}
