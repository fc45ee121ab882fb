import FlyingFox
import Foundation
import Synchronization

/// What the live view's server answers: the page, the event stream, or a refusal. Every
/// request is checked by `LiveAccess` (token, `Host`, `Origin`) before anything else, and
/// nothing is answered before the server knows its port.
final class LiveRoutes: Sendable {
  let hub: LiveHub
  let token: String
  private let access = Mutex<LiveAccess?>(nil)

  init(hub: LiveHub, token: String) {
    self.hub = hub
    self.token = token
  }

  func listening(_ access: LiveAccess) { self.access.withLock { $0 = access } }

  func respond(_ request: HTTPRequest) async -> HTTPResponse {
    guard let access = access.withLock({ $0 }) else { return refuse(.serviceUnavailable, "") }
    let verdict = access.check(
      host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")],
      token: request.query["k"])
    if case .refused(let reason) = verdict { return refuse(.forbidden, reason) }
    guard request.method == .GET || request.method == .HEAD else {
      return refuse(.methodNotAllowed, "GET only")
    }
    switch request.path {
    case "/":
      var headers = Self.common
      headers[.contentType] = "text/html; charset=utf-8"
      headers[HTTPHeader("Content-Security-Policy")] =
        "default-src 'none'; script-src 'nonce-\(access.token)'; "
        + "style-src 'nonce-\(access.token)'; connect-src 'self'; img-src data:; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
      return HTTPResponse(
        statusCode: .ok, headers: headers, body: Data(LivePage.html(nonce: access.token).utf8))
    case "/events":
      guard let id = hub.connect() else { return refuse(.serviceUnavailable, "too many viewers") }
      var headers = Self.common
      headers[.contentType] = "text/event-stream; charset=utf-8"
      return HTTPResponse(
        statusCode: .ok, headers: headers,
        body: HTTPBodySequence(from: LiveStream(hub: hub, id: id)))
    default:
      return refuse(.notFound, "no such page")
    }
  }

  /// Headers of every answer: nothing cached, no referrer (the URL holds the token), not
  /// framed by another page, no type sniffing.
  static let common: HTTPHeaders = [
    .cacheControl: "no-store",
    HTTPHeader("Referrer-Policy"): "no-referrer",
    HTTPHeader("X-Content-Type-Options"): "nosniff",
    HTTPHeader("X-Frame-Options"): "DENY",
  ]

  private func refuse(_ status: HTTPStatusCode, _ reason: String) -> HTTPResponse {
    var headers = Self.common
    headers[.contentType] = "text/plain; charset=utf-8"
    return HTTPResponse(
      statusCode: status, headers: headers, body: Data("\(status.code) \(reason)\n".utf8))
  }
}
