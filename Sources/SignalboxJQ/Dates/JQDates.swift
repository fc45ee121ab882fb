import SignalboxJSON

/// `todate` and `fromdate`: epoch seconds and ISO 8601 UTC text (`2015-03-05T23:51:47Z`),
/// jq's `todateiso8601`/`fromdateiso8601`. Calendar arithmetic by hand (proleptic Gregorian,
/// days from 1970-01-01), so the result does not depend on the machine's time zone.
package enum JQDates {
  /// Years 0 through 9999: what the four-digit format can say.
  package static let earliest = -62_167_219_200.0  // 0000-01-01T00:00:00Z
  package static let latest = 253_402_300_799.0  // 9999-12-31T23:59:59Z

  package static func format(_ seconds: Double, name: String) throws -> String {
    guard seconds.isFinite, seconds >= earliest, seconds < latest + 1 else {
      throw EvalError(Message.epochOutOfRange(name, seconds))
    }
    // jq truncates the fraction of a second.
    let whole = Int(seconds.rounded(.down))
    let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
    let secondOfDay = whole - days * 86_400
    let (y, m, d) = civil(fromDays: days)
    func pad(_ n: Int, _ width: Int) -> String {
      let s = String(n)
      return String(repeating: "0", count: max(0, width - s.count)) + s
    }
    let date = "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))"
    let hours = pad(secondOfDay / 3600, 2)
    return "\(date)T\(hours):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))Z"
  }

  package static func parse(_ text: String, name: String) throws -> Double {
    let bad = EvalError(Message.notADate(name, text))
    let b = Array(text.utf8)
    guard b.count == 20, b[4] == 0x2D, b[7] == 0x2D, b[10] == 0x54, b[13] == 0x3A, b[16] == 0x3A,
      b[19] == 0x5A
    else { throw bad }
    func field(_ from: Int, _ count: Int) throws -> Int {
      var n = 0
      for c in b[from..<(from + count)] {
        guard c >= 0x30, c <= 0x39 else { throw bad }
        n = n * 10 + Int(c - 0x30)
      }
      return n
    }
    let (y, m, d) = (try field(0, 4), try field(5, 2), try field(8, 2))
    let (h, mi, s) = (try field(11, 2), try field(14, 2), try field(17, 2))
    guard (1...12).contains(m), d >= 1, d <= daysIn(month: m, year: y), h < 24, mi < 60, s < 61
    else { throw bad }
    return Double(days(fromCivil: y, m, d) * 86_400 + h * 3600 + mi * 60 + s)
  }

  private static func daysIn(month m: Int, year y: Int) -> Int {
    switch m {
    case 2: return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Howard Hinnant's days_from_civil.
  package static func days(fromCivil y0: Int, _ m: Int, _ d: Int) -> Int {
    let y = m <= 2 ? y0 - 1 : y0
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// Howard Hinnant's civil_from_days.
  package static func civil(fromDays z0: Int) -> (Int, Int, Int) {
    let z = z0 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }
}
