/// What the live view's server answers: the page, a reader's event stream, or a refusal.
/// Every request is checked by `LiveAccess` (token, `Host`, `Origin`) before anything
/// else; a pure function of the request and the hub's room for readers, so it is tested
/// without a socket.
struct LiveRoutes: Sendable {
  let hub: LiveHub
  let access: LiveAccess

  func respond(_ request: LiveRequest) -> LiveResponse {
    let verdict = access.check(
      host: request.headers["host"], origin: request.headers["origin"], token: request.query["k"])
    if case .refused(let reason) = verdict { return Self.refuse(403, reason) }
    guard request.method == "GET" || request.method == "HEAD" else {
      return Self.refuse(405, "GET only")
    }
    switch request.path {
    case "/":
      var headers = Self.common
      headers.append(("Content-Type", "text/html; charset=utf-8"))
      headers.append(
        (
          "Content-Security-Policy",
          "default-src 'none'; script-src 'nonce-\(access.token)'; "
            + "style-src 'nonce-\(access.token)'; connect-src 'self'; img-src data:; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        ))
      if request.method == "GET" { hub.pageServed() }
      return LiveResponse(
        status: 200, headers: headers, body: Array(LivePage.html(nonce: access.token).utf8))
    case "/events":
      guard request.method == "GET" else { return Self.refuse(405, "GET only") }
      guard let id = hub.connect() else { return Self.refuse(503, "too many viewers") }
      var headers = Self.common
      headers.append(("Content-Type", "text/event-stream; charset=utf-8"))
      return LiveResponse(status: 200, headers: headers, body: [], stream: id)
    default:
      return Self.refuse(404, "no such page")
    }
  }

  /// Fields of every answer: nothing cached, no referrer (the URL holds the token), not
  /// framed by another page, no type sniffing.
  static let common: [(String, String)] = [
    ("Cache-Control", "no-store"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Content-Type-Options", "nosniff"),
    ("X-Frame-Options", "DENY"),
  ]

  static func refuse(_ status: Int, _ reason: String) -> LiveResponse {
    var headers = common
    headers.append(("Content-Type", "text/plain; charset=utf-8"))
    return LiveResponse(
      status: status, headers: headers, body: Array("\(status) \(reason)\n".utf8))
  }
}
