/// The sub-rows of a block used several times: each use (a `flattenMap`'s inner signal, a
/// `groupBy` group given to a block) gets rows of its own, from its subscription to its own
/// end mark, as RxJS's docs draw inner streams branching off the outer one. A use of a
/// block given the groups of a `groupBy` is named by its group's key (`key 0`), any other
/// by its number (`#2`); the block's rows for one use are together, the uses in the order
/// they started.
enum MarbleBranches {
  /// A recorded row: all its events in order, and the same split by subscription.
  struct Row {
    let label: String
    let depth: Int
    let events: [MarbleEvent]
    let uses: [[MarbleEvent]]
  }

  static func stages(_ rows: [Row]) -> [MarbleStage] {
    var out: [MarbleStage] = []
    var k = 0
    while k < rows.count {
      guard rows[k].depth > 0 else {
        out.append(MarbleStage(rows[k].label, rows[k].events, depth: 0))
        k += 1
        continue
      }
      // A run of block rows: the blocks given to the stage after it.
      var j = k
      while j < rows.count && rows[j].depth > 0 { j += 1 }
      let run = rows[k..<j]
      k = j
      guard let count = run.map(\.uses.count).max(), count > 1 else {
        out += run.map { MarbleStage($0.label, $0.events, depth: $0.depth) }
        continue
      }
      let keys = groupKeys(out.last { $0.depth == 0 })
      for use in 0..<count {
        let name = use < keys.count ? "key \(keys[use])" : "#\(use + 1)"
        for row in run where use < row.uses.count {
          out.append(MarbleStage(row.label, row.uses[use], depth: row.depth, branch: name))
        }
      }
    }
    return out
  }

  /// The keys of the groups `stage` sent (`<group K>` values), in order.
  static func groupKeys(_ stage: MarbleStage?) -> [String] {
    guard let stage else { return [] }
    return stage.events.compactMap { e in
      guard case .value(let text) = e.kind, text.hasPrefix("<group "), text.hasSuffix(">") else {
        return nil
      }
      return String(text.dropFirst("<group ".count).dropLast())
    }
  }
}
