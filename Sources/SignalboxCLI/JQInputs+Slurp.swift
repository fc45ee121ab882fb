import SignalboxJSON

/// `-s`'s budget: the inputs a slurp holds weighed against the limit of one value.
extension JQInputs {
  /// What `-s` may hold of all its inputs: the budget of one value a filter builds (1 GiB,
  /// Q006 in docs/jq.md), each input weighed as an element of the array it goes into.
  static let slurpBytes = 1 << 30

  /// Whether `item` still fits `-s`'s budget (counted in); past it, the input ends with
  /// jq's error line (`parseError`), before the array grows.
  func withinBudget(_ item: JSON) -> Bool {
    let slot = MemoryLayout<JSON>.stride
    switch item {
    case .string(let s) where mode == .rawText: slurpHeld += s.utf8.count
    case .null, .bool, .number: slurpHeld += 2 * slot
    default: slurpHeld += 2 * slot + item.footprint(upTo: JQInputs.slurpBytes)
    }
    guard slurpHeld > JQInputs.slurpBytes else { return true }
    parseError = slurpTooBig
    return false
  }

  var slurpTooBig: String {
    "jq: error (at \(position)): --slurp: the value would take more than "
      + "\(JQInputs.slurpBytes) bytes (the limit)"
  }
}
