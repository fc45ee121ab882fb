/// Numbers as JSON text: JavaScript's `Number.prototype.toString` layout of the shortest
/// digits that read back as the same double, or the number's own text when it is already so.
extension JSONWriter {
  /// Appends a number by JavaScript's rules (`1e+21`, `1e-7`, `0.000001`), `-0` as `-0`.
  package static func writeNumber(_ n: Double, into out: inout [UInt8]) {
    if n.isNaN {
      out.append(contentsOf: "null".utf8)
      return
    }
    if n.isInfinite {
      // jq prints the largest double for infinities.
      out.append(contentsOf: (n < 0 ? "-1.7976931348623157e+308" : "1.7976931348623157e+308").utf8)
      return
    }
    writeFinite(n, layout: .javaScript, into: &out)
  }

  /// How the shortest digits of a number are laid out: JavaScript's `toString` (`writeNumber`)
  /// or jq 1.7.1's `jvp_dtoa_fmt` (`writeJQNumber`).
  enum DigitLayout { case javaScript, jq }

  /// The steps both layouts share for a finite number: `±0`, an integer below 9e15 as its
  /// digits, otherwise the shortest round-trip digits laid out by `layout`.
  static func writeFinite(_ n: Double, layout: DigitLayout, into out: inout [UInt8]) {
    if n == 0 {
      out.append(contentsOf: (n.sign == .minus ? "-0" : "0").utf8)
      return
    }
    if n == n.rounded(.towardZero) && abs(n) < 9.0e15 {
      writeInteger(Int64(n), into: &out)
      return
    }
    func lay(_ digits: UnsafeBufferPointer<UInt8>, _ exponent: Int, _ out: inout [UInt8]) {
      switch layout {
      case .javaScript: writeDigits(digits, exponent: exponent, negative: n < 0, into: &out)
      case .jq: writeJQDigits(digits, decpt: exponent, negative: n < 0, into: &out)
      }
    }
    let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      guard let (count, exponent) = shortestDigitsExact(abs(n), into: buffer) else {
        return false
      }
      lay(UnsafeBufferPointer(rebasing: buffer[0..<count]), exponent, &out)
      return true
    }
    if written { return }
    withShortestDigits(abs(n)) { digits, exponent in lay(digits, exponent, &out) }
  }

  /// Appends `0.d1d2…dk × 10^exponent` (digits `d`, the first and last not 0) by
  /// JavaScript's `Number.prototype.toString` layout: plain digits for exponents up to 21,
  /// a leading `0.000…` down to 10⁻⁶, an exponent otherwise.
  static func writeDigits(
    _ digits: UnsafeBufferPointer<UInt8>, exponent e: Int, negative: Bool, into out: inout [UInt8]
  ) {
    writeDigits(
      digits, exponent: e, negative: negative, scientific: e <= -6 || e > 21, exponentDigits: 1,
      into: &out)
  }

  /// Appends `0.d1d2…dk × 10^exponent` plainly (`0.000ddd`, `ddd000`, `dd.d`), or when
  /// `scientific` as `d.ddde±P` with at least `exponentDigits` digits of P (1 or 2): the
  /// JavaScript and jq layouts differ only in when they write an exponent and in its width.
  @inline(__always)
  static func writeDigits(
    _ digits: UnsafeBufferPointer<UInt8>, exponent e: Int, negative: Bool, scientific: Bool,
    exponentDigits: Int, into out: inout [UInt8]
  ) {
    if negative { out.append(UInt8(ascii: "-")) }
    let k = digits.count
    if scientific {
      out.append(digits[0])
      if k > 1 {
        out.append(UInt8(ascii: "."))
        out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[1...]))
      }
      out.append(UInt8(ascii: "e"))
      let power = e - 1
      out.append(UInt8(ascii: power < 0 ? "-" : "+"))
      if exponentDigits == 2 && abs(power) < 10 { out.append(UInt8(ascii: "0")) }
      writeInteger(Int64(abs(power)), into: &out)
    } else if e <= 0 {
      out.append(contentsOf: "0.".utf8)
      for _ in 0..<(-e) { out.append(UInt8(ascii: "0")) }
      out.append(contentsOf: digits)
    } else if e >= k {
      out.append(contentsOf: digits)
      for _ in 0..<(e - k) { out.append(UInt8(ascii: "0")) }
    } else {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[0..<e]))
      out.append(UInt8(ascii: "."))
      out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[e...]))
    }
  }

  package static func writeInteger(_ value: Int64, into out: inout [UInt8]) {
    if value < 0 { out.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var i = digits.count
      repeat {
        i -= 1
        digits[i] = UInt8(truncatingIfNeeded: magnitude % 10) + 48
        magnitude /= 10
      } while magnitude > 0
      // Through a typed buffer: appending a slice of raw bytes is a generic loop.
      out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[i...]))
    }
  }

  /// The shortest round-trip decimal digits of a positive finite `n`, and the exponent `e`
  /// such that `n = 0.digits × 10^e`. Swift's `description` already gives the shortest
  /// round-trip digits; this only reads them (into a buffer on the stack: no allocation,
  /// the description of a double fits a small string).
  static func withShortestDigits<R>(_ n: Double, _ body: (UnsafeBufferPointer<UInt8>, Int) -> R)
    -> R
  {
    var text = n.description
    return text.withUTF8 { text in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count) { mantissa in
        var count = 0
        var pointIndex: Int? = nil
        var exponent = 0
        var i = 0
        while i < text.count {
          let c = text[i]
          if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            var sign = 1
            var j = i + 1
            if j < text.count && (text[j] == UInt8(ascii: "-") || text[j] == UInt8(ascii: "+")) {
              if text[j] == UInt8(ascii: "-") { sign = -1 }
              j += 1
            }
            var value = 0
            while j < text.count {
              value = value * 10 + Int(text[j] &- 48)
              j += 1
            }
            exponent = sign * value
            break
          } else if c == UInt8(ascii: ".") {
            pointIndex = count
          } else {
            mantissa[count] = c
            count += 1
          }
          i += 1
        }
        var decimalPosition = (pointIndex ?? count) + exponent
        var first = 0
        while first < count - 1 && mantissa[first] == UInt8(ascii: "0") {
          first += 1
          decimalPosition -= 1
        }
        var last = count
        while last - first > 1 && mantissa[last - 1] == UInt8(ascii: "0") { last -= 1 }
        return body(
          UnsafeBufferPointer(rebasing: UnsafeBufferPointer(mantissa)[first..<last]),
          decimalPosition)
      }
    }
  }

  /// The shortest round-trip digits of a positive finite `n` and their exponent, as arrays
  /// (tests).
  static func shortestDigits(_ n: Double) -> (digits: [UInt8], exponent: Int) {
    withShortestDigits(n) { (Array($0), $1) }
  }

  /// Appends the number whose JSON text is `text` (valid JSON number grammar) as
  /// `writeNumber` prints its value, worked out from the text alone when it can be: the
  /// value is 0, or it has at most 15 significant digits and a decimal exponent within
  /// ±300. Such a decimal is the only one of at most 15 significant digits that rounds to
  /// its double (DBL_DIG: every such decimal survives the trip to a double and back), so
  /// the double's shortest round-trip digits are the text's own significant digits; only
  /// their layout changes. Returns false, writing nothing, otherwise.
  static func writeNumberText(_ text: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Bool {
    let n = text.count
    var i = 0
    let negative = n > 0 && text[0] == UInt8(ascii: "-")
    if negative { i = 1 }
    // The digits of the integer and fraction parts, as one run with the point after
    // `integerCount` of them: where the first and last non-zero digits are.
    var firstNonZero = -1
    var lastNonZero = -1
    var digitIndex = 0
    var integerCount = 0
    var sawPoint = false
    while i < n {
      let c = text[i]
      if c &- 48 <= 9 {
        if c != UInt8(ascii: "0") {
          if firstNonZero < 0 { firstNonZero = digitIndex }
          lastNonZero = digitIndex
        }
        digitIndex += 1
        if !sawPoint { integerCount += 1 }
      } else if c == UInt8(ascii: ".") {
        sawPoint = true
      } else {
        break
      }
      i += 1
    }
    var exponent = 0
    if i < n {
      // `e` or `E`, a sign, digits.
      i += 1
      var exponentNegative = false
      if i < n && (text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "+")) {
        exponentNegative = text[i] == UInt8(ascii: "-")
        i += 1
      }
      while i < n {
        exponent = exponent * 10 + Int(text[i] &- 48)
        if exponent > 100_000 { return false }  // far out of range: the slow path decides
        i += 1
      }
      if exponentNegative { exponent = -exponent }
    }
    if firstNonZero < 0 {
      out.append(
        contentsOf: negative ? [UInt8(ascii: "-"), UInt8(ascii: "0")] : [UInt8(ascii: "0")])
      return true
    }
    let count = lastNonZero - firstNonZero + 1
    let e = integerCount - firstNonZero + exponent
    guard count <= 15, e > -300, e < 300 else { return false }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 15) { digits in
      var k = 0
      var index = 0
      for c in text[(negative ? 1 : 0)...] {
        if c &- 48 <= 9 {
          if index >= firstNonZero && index <= lastNonZero {
            digits[k] = c
            k += 1
          }
          index += 1
          if index > lastNonZero { break }
        } else if c != UInt8(ascii: ".") {
          break
        }
      }
      writeDigits(
        UnsafeBufferPointer(rebasing: UnsafeBufferPointer(digits)[0..<k]), exponent: e,
        negative: negative, into: &out)
      return true
    }
  }
}
