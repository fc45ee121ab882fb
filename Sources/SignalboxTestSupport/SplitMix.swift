/// A small seeded generator (SplitMix64), so a failure on generated data can be replayed
/// from its seed.
public struct SplitMix: Sendable {
  /// The generator's state (the seed at first).
  public var state: UInt64
  /// A generator starting from `seed`: the same seed gives the same numbers.
  public init(seed: UInt64) { state = seed }
  /// The next pseudo-random number.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// A pseudo-random number in 0..<n.
  public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

extension SplitMix {
  /// A generated JSON array into `text`: up to three elements, each written by `element`
  /// (given this generator and the text), separated by commas.
  public mutating func appendArray(
    into text: inout String, _ element: (inout SplitMix, inout String) -> Void
  ) {
    text += "["
    for k in 0..<below(4) {
      if k > 0 { text += "," }
      element(&self, &text)
    }
    text += "]"
  }
}
