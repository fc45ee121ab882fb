/// What a value holds in memory, estimated from above for the budget of a collecting
/// stage (`collect`, `sequence`: docs/language.md, "Limits and failures"): each value its
/// slot (`MemoryLayout<JSON>.stride`), a string its bytes, an array or object a header and
/// its elements, an object read from input the text it is kept as. A value shared by
/// several holders is counted in full by each.
extension JSON {
  /// What an array or object adds to its slot: its header.
  package static let footprintHeader = 32

  /// The estimate, walked with a stack of its own (a value nested however deeply costs no
  /// call stack), and given up as soon as it passes `limit`: a huge value costs no more
  /// than `limit` bytes of walking.
  package func footprint(upTo limit: Int) -> Int {
    footprint(upTo: limit) { _ in nil }
  }

  /// The estimate, where `known` gives the footprint of an array measured before (what
  /// `JSON.array(a).footprint` was), counted instead of walking it again; nil walks it.
  package func footprint(upTo limit: Int, known: ([JSON]) -> Int?) -> Int {
    let slot = MemoryLayout<JSON>.stride
    let header = JSON.footprintHeader
    var total = 0
    // The arrays being walked, each with the index of its next element (an array is shared,
    // not copied, so a long one costs one frame).
    var frames: [(items: [JSON], next: Int)] = [([self], 0)]
    while total <= limit, let top = frames.indices.last {
      let (items, next) = frames[top]
      guard next < items.count else {
        frames.removeLast()
        continue
      }
      frames[top].next = next + 1
      total += slot
      switch items[next] {
      case .null, .bool, .number, .stream: break
      case .bigInteger(let b): total += b.text.utf8.count
      case .string(let s): total += s.utf8.count
      case .array(let a):
        if let bytes = known(a) {
          total += bytes - slot
          continue
        }
        total += header
        frames.append((a, 0))
      case .object(let o):
        total += header
        switch o.storage {
        case .text(let text): total += text.withBytes { $0.count }
        case .entries(let entries):
          for key in entries.keys { total += slot + key.string.utf8.count }
          frames.append((Array(entries.values), 0))
        }
      }
    }
    return total
  }
}
