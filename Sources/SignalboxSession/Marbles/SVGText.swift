import SignalboxLanguage

/// A number for an SVG attribute: one decimal at most (`12`, `12.5`).
func px(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  let tenths = MarbleTime.clamped((value * 10).rounded(), -1_000_000_000...1_000_000_000)
  let whole = tenths / 10
  let rest = abs(tenths % 10)
  let sign = tenths < 0 && whole == 0 ? "-" : ""
  return rest == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(rest)"
}

/// Text escaped for XML content and attributes; characters XML 1.0 forbids (controls other
/// than tab, newline and return; U+FFFE, U+FFFF) become U+FFFD (the SVG pictures and
/// `signalbox test --junit`).
package func xml(_ text: String) -> String {
  var out = ""
  out.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "'": out += "&#39;"
    case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
    default:
      if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
        out += "\u{FFFD}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out
}
