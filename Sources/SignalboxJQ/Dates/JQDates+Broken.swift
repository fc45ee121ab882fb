import CSignalboxLibc
import SignalboxJSON

/// jq's broken-down time: `[year, month (0-11), day, hours, minutes, seconds (with their
/// fraction), weekday (0 Sunday), day of the year (0-365)]`, always UTC.
extension JQDates {
  package static func brokenDown(_ seconds: Double, name: String) throws -> JSON {
    guard seconds.isFinite, seconds >= earliest, seconds < latest + 1 else {
      throw EvalError(Message.epochOutOfRange(name, seconds))
    }
    let whole = seconds.rounded(.down)
    var t = time_t(whole)
    var tm = tm()
    guard gmtime_r(&t, &tm) != nil else { throw EvalError(Message.epochOutOfRange(name, seconds)) }
    return fromTm(tm, seconds: Double(tm.tm_sec) + (seconds - whole))
  }

  package static func fromTm(_ tm: tm, seconds: Double) -> JSON {
    .array(
      [
        Double(tm.tm_year) + 1900, Double(tm.tm_mon), Double(tm.tm_mday), Double(tm.tm_hour),
        Double(tm.tm_min), seconds, Double(tm.tm_wday), Double(tm.tm_yday),
      ].map(JSON.number))
  }

  package static func toTm(_ v: JSON, name: String) throws -> tm {
    guard case .array(let a) = v, a.count >= 6 else {
      throw EvalError(Message.argumentNeeds(name, "a broken-down time", position: nil, got: v))
    }
    var n: [Int32] = []
    for item in a.prefix(8) {
      guard let x = item.numberValue else {
        throw EvalError(Message.argumentNeeds(name, "a broken-down time", position: nil, got: v))
      }
      // jq 1.7.1 stores each number in the C struct's int as C converts (truncated; NaN or
      // past the 32-bit range: INT_MIN), and takes 1900 off the year in 32 bits.
      n.append(JQOps.cInt(x))
    }
    var t = tm()
    t.tm_year = n[0] &- 1900
    t.tm_mon = n[1]
    t.tm_mday = n[2]
    t.tm_hour = n[3]
    t.tm_min = n[4]
    t.tm_sec = n[5]
    if n.count > 6 { t.tm_wday = n[6] }
    if n.count > 7 { t.tm_yday = n[7] }
    return t
  }

  package static func gmtime(_ call: Call) throws -> JSON {
    try brokenDown(try call.number(0), name: call.name)
  }

  package static func mktime(_ call: Call) throws -> JSON {
    var t = try toTm(call.args[0], name: call.name)
    return .number(Double(timegm(&t)))
  }

  /// `strftime(V, FORMAT)`: V epoch seconds or a broken-down time.
  package static func strftime(_ call: Call) throws -> JSON {
    let format = try call.string(1)
    var value = call.args[0]
    if let s = value.numberValue { value = try brokenDown(s, name: call.name) }
    var t = try toTm(value, name: call.name)
    var buffer = [CChar](repeating: 0, count: 512)
    let n = Glibc.strftime(&buffer, buffer.count, format, &t)
    guard n > 0 || format.isEmpty else {
      throw EvalError(
        Message.argumentNeeds(call.name, "a shorter format", position: 2, got: call.args[1]))
    }
    return .string(String(decoding: buffer.prefix(n).map { UInt8(bitPattern: $0) }, as: UTF8.self))
  }

  /// `strptime(S, FORMAT)`: the broken-down time S is in, read with FORMAT (UTC).
  package static func strptime(_ call: Call) throws -> JSON {
    let text = try call.string(0)
    let format = try call.string(1)
    var t = tm()
    // The end pointer points into the C copy of `text`: read it while that copy lives.
    let readAll = text.withCString { cText in
      format.withCString { cFormat in
        // The C library's `strptime` (what jq calls), which Glibc's module does not export.
        guard let end = signalbox_strptime(cText, cFormat, &t) else { return false }
        return end.pointee == 0
      }
    }
    guard readAll else { throw EvalError(Message.notADate(call.name, text)) }
    // Weekday and day of the year from the date, as jq does.
    var copy = t
    var seconds = timegm(&copy)
    var full = tm()
    _ = gmtime_r(&seconds, &full)
    t.tm_wday = full.tm_wday
    t.tm_yday = full.tm_yday
    return fromTm(t, seconds: Double(t.tm_sec))
  }
}
