/// Who may read the live view: a request must carry the view's token (`?k=TOKEN`, made
/// from 128 random bits when the view opens), name the server by its loopback address in
/// `Host` (a page of another site that rebinds its DNS name to 127.0.0.1 sends its own
/// name), and, when it says where it comes from (`Origin`), come from the view's own page.
/// So another local user (who cannot read the URL printed on the terminal) and a web page
/// open in the user's browser (which can make the browser connect to 127.0.0.1, but not
/// learn the token) read nothing.
package struct LiveAccess: Sendable, Equatable {
  package let token: String
  package let port: Int

  package init(token: String, port: Int) {
    self.token = token
    self.port = port
  }

  /// A fresh token: 32 hex digits from the system's secure random source.
  package static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    var out = ""
    for _ in 0..<2 {
      let word = generator.next() as UInt64
      let hex = String(word, radix: 16)
      out += String(repeating: "0", count: 16 - hex.count) + hex
    }
    return out
  }

  package enum Verdict: Equatable, Sendable {
    case allowed
    /// Refused, with the reason (for the response body; the page never sees it).
    case refused(String)
  }

  /// The names the server answers to in `Host` and in an `Origin`.
  var hosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

  package func check(host: String?, origin: String?, token given: String?) -> Verdict {
    guard let host, hosts.contains(host.lowercased()) else {
      return .refused("wrong Host")
    }
    if let origin, !hosts.contains(where: { "http://" + $0 == origin.lowercased() }) {
      return .refused("wrong Origin")
    }
    guard let given, Self.same(given, token) else { return .refused("no or wrong token") }
    return .allowed
  }

  /// Compares in time that depends only on the lengths, not on where they first differ.
  static func same(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    guard x.count == y.count else { return false }
    var diff: UInt8 = 0
    for k in x.indices { diff |= x[k] ^ y[k] }
    return diff == 0
  }
}
