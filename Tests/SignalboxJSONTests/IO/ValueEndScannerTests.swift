import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// The scanner's word-at-a-time skip of what is between strings and brackets, against a
/// byte loop: every structural byte (quote, bracket, brace) and the bytes that fold onto
/// them (0x02, 0x5B…) at every position of runs of 0 to 20 bytes.
@Suite struct ValueEndScannerTests {
  static let structural: Set<UInt8> = [0x22, 0x5B, 0x5D, 0x7B, 0x7D]

  @Test func structuralBytesAreFoundWhereAByteLoopFindsThem() {
    let fillers: [UInt8] = [0x30, 0x2C, 0x20, 0x02, 0x3B, 0x3D, 0x7F, 0xFF, 0x80, 0x5C, 0x65]
    var rng = SplitMix(seed: 11)
    for length in 0...20 {
      for position in 0...length {
        for special in Array(Self.structural) + [0x02, 0x42] {
          var bytes = (0..<length).map { _ in fillers[rng.below(fillers.count)] }
          if position < length { bytes[position] = special }
          bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 8)!
            let got = ValueEndScanner.structuralByte(base, from: 0, end: length)
            let first = bytes.firstIndex { Self.structural.contains($0) } ?? length
            let words = length / 8 * 8
            #expect(got == (first < words ? first : words), "\(bytes) at \(position)")
          }
        }
      }
    }
  }

  @Test func valuesEndWhereTheyEnd() {
    let texts = [
      "[0.39144948834984616,1337.4609259778642,1e400,-0,true,null]",
      "{\"a\":[1,2,{\"b\":\"]}\\\"\"}],\"c\":12345678901234567890}",
      "[[[[[[[[1]]]]]]]]", "[\"[\",\"{\",\"\\\\\"]",
    ]
    for text in texts {
      let bytes = Array((text + " 1").utf8)
      for chunk in [1, 3, 8, 64] {
        var scanner = ValueEndScanner(valueStart: 0)
        var fed = 0
        var done = false
        while !done && fed < bytes.count {
          fed = min(bytes.count, fed + chunk)
          done = bytes.withUnsafeBufferPointer {
            scanner.scan(UnsafeBufferPointer(rebasing: $0[0..<fed]))
          }
        }
        #expect(done, "\(text) in chunks of \(chunk)")
      }
    }
  }
}
