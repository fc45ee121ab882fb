/// The little of HTTP/1.1 the live view speaks: a request's head (its request line and
/// header fields, at most `headLimit` bytes) read into a `LiveRequest`, and a response's
/// head written. Every response closes its connection (`Connection: close`): a page is one
/// request, an event stream one long response that ends when either side closes.
package struct LiveRequest: Equatable, Sendable {
  package var method: String
  /// The path without its query (`/events`).
  package var path: String
  package var query: [String: String]
  /// Field names in lower case; a repeated field keeps its first value.
  package var headers: [String: String]

  package init(method: String, path: String, query: [String: String], headers: [String: String]) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
  }

  /// The longest head read; a longer one is refused (431).
  package static let headLimit = 16 << 10

  /// The head in `bytes` (up to and including its empty line), or nil when `bytes` holds no
  /// whole head yet; `.failure` for one that is not HTTP/1.x.
  package static func parse(_ bytes: [UInt8]) -> Result<LiveRequest, LiveHTTPError>? {
    guard let end = headEnd(bytes) else {
      return bytes.count > headLimit ? .failure(.tooLarge) : nil
    }
    guard end <= headLimit else { return .failure(.tooLarge) }
    // Lines end with CRLF, or with a bare LF (RFC 9112, 2.2, lets a server take it).
    var lines = bytes[..<end].split(separator: 10, omittingEmptySubsequences: false).map {
      String(decoding: $0.last == 13 ? $0.dropLast() : $0, as: UTF8.self)[...]
    }
    guard !lines.isEmpty else { return .failure(.malformed) }
    let words = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 3, words[2].hasPrefix("HTTP/1."), words[1].hasPrefix("/") else {
      return .failure(.malformed)
    }
    var headers: [String: String] = [:]
    for line in lines where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { return .failure(.malformed) }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
      if headers[name] == nil { headers[name] = value }
    }
    let target = words[1]
    let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
    var query: [String: String] = [:]
    if let mark = target.firstIndex(of: "?") {
      for pair in target[target.index(after: mark)...].split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        if query[name] == nil { query[name] = parts.count > 1 ? String(parts[1]) : "" }
      }
    }
    return .success(
      LiveRequest(method: String(words[0]), path: path, query: query, headers: headers))
  }

  /// Where the head's empty line ends, if it has one: an LF right after the LF that ends
  /// the line before, a CR between them or not (`\r\n\r\n`, `\n\n`, `\r\n\n`).
  static func headEnd(_ bytes: [UInt8]) -> Int? {
    var previous: Int?
    for k in bytes.indices where bytes[k] == 10 {
      if let p = previous, k == p + 1 || (k == p + 2 && bytes[p + 1] == 13) { return k + 1 }
      previous = k
    }
    return nil
  }
}

package enum LiveHTTPError: Error, Equatable, Sendable {
  case malformed
  case tooLarge
}

/// A response: its status, its fields and, unless it is a stream, its body.
package struct LiveResponse: Sendable {
  package var status: Int
  package var headers: [(String, String)]
  package var body: [UInt8]
  /// Instead of `body`, the reader's event stream from the hub (`/events`).
  package var stream: Int?

  /// The status line and fields (with `Content-Length` unless it is a stream), then the
  /// empty line.
  package var head: [UInt8] {
    var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
    for (name, value) in headers { text += "\(name): \(value)\r\n" }
    if stream == nil { text += "Content-Length: \(body.count)\r\n" }
    text += "Connection: close\r\n\r\n"
    return Array(text.utf8)
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 431: "Request Header Fields Too Large"
    case 503: "Service Unavailable"
    default: "Error"
    }
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var s = self
    while let c = s.first, set.contains(c) { s = s.dropFirst() }
    while let c = s.last, set.contains(c) { s = s.dropLast() }
    return String(s)
  }
}
