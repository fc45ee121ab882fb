import XCTest

@testable import SignalboxSession

/// Issue 42, item 4: the SVG picture's label widths are measured by code point for printable
/// ASCII, `…` and `×` (a table), by character otherwise; both ways agree wherever the first
/// applies, and any other text is left to the second.
final class TextWidthTests: XCTestCase {
  func testTheASCIITableAgreesWithTheCharacterWiseWidthOnEveryPrintableCharacter() {
    for value in UInt8(0x20)...UInt8(0x7E) {
      let text = String(UnicodeScalar(value)) + "…×"
      XCTAssertEqual(
        SVGLayout.asciiTextWidth(text), SVGLayout.characterTextWidth(text), "\(text)")
    }
    let labels = ["\"ap…", "{\"a\":1,…", "×37", "[1,2,3]", "-12.5e+3", "MW@%il.,:;'|!", ""]
    for label in labels {
      XCTAssertEqual(SVGLayout.asciiTextWidth(label), SVGLayout.characterTextWidth(label))
      XCTAssertEqual(SVGLayout.textWidth(label), SVGLayout.characterTextWidth(label))
    }
  }

  func testOtherTextsAreMeasuredCharacterByCharacter() {
    // A combining accent joins the letter before it; a CRLF is one character; wide text.
    for text in ["e\u{301}x", "a\r\nb", "東京…", "é", "\t", "😀 ok"] {
      XCTAssertNil(SVGLayout.asciiTextWidth(text), text)
      XCTAssertEqual(SVGLayout.textWidth(text), SVGLayout.characterTextWidth(text), text)
    }
  }
}
