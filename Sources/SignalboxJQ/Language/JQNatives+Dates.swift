import CSignalboxLibc
import SignalboxJSON

/// jq 1.7.1's date builtins with its checks and words (`f_gmtime`, `f_mktime`,
/// `f_strftime`, `f_strptime` in its builtin.c): any epoch second `gmtime_r` can convert
/// (not only years 0 to 9999), a broken-down time of 8 numbers, and jq's error texts.
extension JQNatives {
  static let dates: [JQName: JQNative] = [
    JQName("gmtime", 0): simple(gmtime),
    JQName("mktime", 0): simple { v in
      guard case .array(let a) = v else { throw JQOps.fail("mktime requires array inputs") }
      guard a.count >= 6 else { throw JQOps.fail("mktime requires parsed datetime inputs") }
      let tm = try brokenDownTime(v, "mktime requires parsed datetime inputs")
      let t = try lifted { try JQDates.mktime(Call(name: "mktime", args: [tm])) }
      // jq 1.7.1 reads timegm's -1 and -2 as its failures.
      if t.numberValue == -1 { throw JQOps.fail("invalid gmtime representation") }
      if t.numberValue == -2 { throw JQOps.fail("mktime not supported on this platform") }
      return t
    },
    JQName("strftime", 1): dateFormat("strftime"),
    JQName("strflocaltime", 1): dateFormat("strflocaltime"),
    JQName("strptime", 1): values(1) { a in
      guard case .string(let text) = a[0], case .string(let format) = a[1] else {
        throw JQOps.fail("strptime/1 requires string inputs and arguments")
      }
      return try strptime(text, format)
    },
  ]

  /// jq 1.7.1's `f_strptime` on glibc: the weekday and day of the year start as 8 and 367
  /// and stay so unless glibc sets them (it does when the format reads a date) or the day
  /// of the month is 1 to 31; text after the date is allowed when it starts with white
  /// space, and is then a ninth element.
  static func strptime(_ text: String, _ format: String) throws -> JSON {
    var t = tm()
    t.tm_wday = 8
    t.tm_yday = 367
    let rest: String? = text.withCString { cText in
      format.withCString { cFormat in
        guard let end = signalbox_strptime(cText, cFormat, &t) else { return nil }
        let first = UInt8(bitPattern: end.pointee)
        guard first == 0 || [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(first) else {
          return nil
        }
        return String(cString: end)
      }
    }
    guard let rest else {
      // jq 1.7.1 prints both as C strings: each ends at its first NUL.
      let (cText, cFormat) = (text.prefix { $0 != "\0" }, format.prefix { $0 != "\0" })
      throw JQOps.fail("date \"\(cText)\" does not match format \"\(cFormat)\"")
    }
    if t.tm_wday == 8 || t.tm_yday == 367, (1...31).contains(t.tm_mday) {
      var copy = t
      var seconds = timegm(&copy)
      var full = tm()
      _ = gmtime_r(&seconds, &full)
      if t.tm_wday == 8 { t.tm_wday = full.tm_wday }
      if t.tm_yday == 367 { t.tm_yday = full.tm_yday }
    }
    guard case .array(var fields) = JQDates.fromTm(t, seconds: Double(t.tm_sec)) else {
      return .null
    }
    if !rest.isEmpty { fields.append(.string(rest)) }
    return .array(fields)
  }

  /// jq's `gmtime`: the seconds truncated toward zero for the C library, their fraction
  /// (above the floor) added to the seconds field.
  static func gmtime(_ v: JSON) throws -> JSON {
    guard let seconds = v.numberValue else {
      throw JQOps.fail("gmtime() requires numeric inputs")
    }
    let failed = JQOps.fail("error converting number of seconds since epoch to datetime")
    // Past ±2^31 years `gmtime_r` fails; the bound also keeps the conversion to time_t safe.
    guard seconds.isFinite, Swift.abs(seconds) < 6.7e16 else { throw failed }
    var t = time_t(seconds.rounded(.towardZero))
    var tm = tm()
    guard gmtime_r(&t, &tm) != nil else { throw failed }
    let fraction = seconds - seconds.rounded(.down)
    return JQDates.fromTm(tm, seconds: Double(tm.tm_sec) + fraction)
  }

  /// The 8 numbers of a broken-down time (jq reads fields 0 to 7), as the library takes them.
  static func brokenDownTime(_ v: JSON, _ words: String) throws -> JSON {
    guard case .array(let a) = v, a.count >= 8, a.prefix(8).allSatisfy({ $0.numberValue != nil })
    else { throw JQOps.fail(words) }
    return .array(Array(a.prefix(8)))
  }

  static func dateFormat(_ name: String) -> JQNative {
    values(1) { a in
      let words = "\(name)/1 requires parsed datetime inputs"
      var time = a[0]
      if time.numberValue != nil {
        time = try gmtime(time)
      } else if case .array = time {
        guard case .string = a[1] else { throw JQOps.fail("\(name)/1 requires a string format") }
      } else {
        throw JQOps.fail(words)
      }
      guard case .string = a[1] else { throw JQOps.fail("\(name)/1 requires a string format") }
      let tm = try brokenDownTime(time, words)
      let text = try lifted { try JQDates.strftime(Call(name: "strftime", args: [tm, a[1]])) }
      // jq 1.7.1 takes the C library's 0 characters for a failure.
      if text == .string("") { throw JQOps.fail("\(name)/1: unknown system failure") }
      return text
    }
  }
}
