import Signalbox
import SignalboxJSON

/// What a `WorkLabel` set by a stage carries: which stage of which statement scheduled
/// the work (`:pending`).
package struct StageWork: Sendable {
  /// `[3]` for the statement's third stage, `[3, 1]` for the first stage of a block of it.
  let stage: [Int]
  package let name: String
  package let context: StatementContext

  /// `3`, `3.1`.
  package var number: String { stage.map(String.init).joined(separator: ".") }
}

/// `range A, B[, STEP]` and `seq range`, checked: A and STEP finite, nothing NaN. Values
/// are A + k·STEP up to and including B; a value equal to the one before it (the step is
/// below the spacing of doubles there, or k is past 2^53) ends the range with an error
/// instead of repeating that value forever. Both sources share this, so they agree on
/// every bound.
struct RangeBounds: Sendable {
  let start: Double
  let end: Double
  let step: Double

  /// The k-th value, or nil past the end.
  func value(_ k: Double) -> Double? {
    let v = start + k * step
    return (step > 0 ? v <= end : v >= end) ? v : nil
  }

  /// Whether `next` moved on from `previous` in the step's direction.
  func advanced(from previous: Double, to next: Double) -> Bool {
    step > 0 ? next > previous : next < previous
  }

  func stalled(at v: Double, op: String) -> RuntimeError {
    RuntimeError(Message.rangeStalled(op, step: step, at: v))
  }
}

/// A per-subscription counter for a stage's `i`. `@unchecked Sendable`: touched only from
/// one subscription's serialized event path.
final class StageCounter: @unchecked Sendable {
  var value = 0
}

/// `bind`'s step for one subscription, on signals and on sequences alike (RAC's `-bind:`):
/// the block's stream of each value; `stop`, when given, of the value and its index makes
/// that value the last.
func bindStep<Inner>(
  _ block: @escaping @Sendable (Env, JSON) throws -> Inner, stop: Eval?, env: Env
) -> @Sendable (JSON, inout Bool) throws -> Inner {
  let counter = StageCounter()
  return { value, shouldStop in
    if let stop {
      shouldStop = try stop(Frame(x: value, i: counter.value, acc: .null, env: env)).isTruthy
    }
    counter.value += 1
    return try block(env, value)
  }
}

/// A per-subscription value a stage keeps (`scan EXPR`'s accumulator). `@unchecked
/// Sendable` as `StageCounter`.
final class StageCell<T>: @unchecked Sendable {
  var value: T?
}

/// A stage as `--marbles` labels its row: `3:flattenMap` for a statement's third stage,
/// `3.1:interval` for the first stage of the block given to it, and, when a stage is given
/// several blocks (`merge { … }, { … }`), a letter for each in the order they are written
/// (`1a.1:marbles`, `1b.1:marbles`).
struct MarbleRowStage: Sendable {
  /// `3`, `3.1`, `1b.1`.
  let number: String
  let name: String
  /// The row of the stage whose block this stage is in.
  let parent: String?
  /// 0 for a statement's own stages, 1 inside a block of one, and so on.
  let depth: Int
  /// Where the pipelines of the stage's blocks start, in the order they are written.
  let blocks: [Int]

  init(_ stage: Stage, number: String, within enclosing: MarbleRowStage?) {
    self.number = number
    name = stage.name
    parent = enclosing?.label
    depth = enclosing.map { $0.depth + 1 } ?? 0
    var blocks: [Int] = []
    for argument in stage.arguments {
      switch argument {
      case .block(let block): blocks.append(block.pipeline.offset)
      case .expr(let expr): Self.collectBlocks(expr, into: &blocks)
      }
    }
    if let path = stage.itemsPath { Self.collectBlocks(path, into: &blocks) }
    self.blocks = blocks
  }

  private init(_ other: MarbleRowStage, name: String) {
    number = other.number
    self.name = name
    parent = other.parent
    depth = other.depth
    blocks = other.blocks
  }

  var label: String { "\(number):\(name)" }

  /// The same row under another name (`publish | autoconnect` is drawn as `autoconnect`).
  func named(_ name: String) -> MarbleRowStage { MarbleRowStage(self, name: name) }

  /// What the rows of the block whose pipeline starts at `offset` begin with: `3.`, `1b.`.
  func prefix(forBlockAt offset: Int) -> String {
    guard blocks.count > 1, let k = blocks.firstIndex(of: offset) else { return number + "." }
    return number + Self.letters(k) + "."
  }

  /// `a` … `z`, then `aa`, `ab` …
  static func letters(_ k: Int) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
    var k = k
    var out = ""
    repeat {
      out = String(alphabet[k % 26]) + out
      k = k / 26 - 1
    } while k >= 0
    return out
  }

  /// The blocks written in an expression (not those inside the blocks' own pipelines).
  private static func collectBlocks(_ expr: Expr, into blocks: inout [Int]) {
    switch expr {
    case .literal, .name, .dollar: return
    case .array(let items, _): for e in items { collectBlocks(e, into: &blocks) }
    case .object(let fields, _): for f in fields { collectBlocks(f.value, into: &blocks) }
    case .field(let e, _, _), .unary(_, let e, _): collectBlocks(e, into: &blocks)
    case .index(let a, let b, _), .binary(_, let a, let b, _):
      collectBlocks(a, into: &blocks)
      collectBlocks(b, into: &blocks)
    case .conditional(let a, let b, let c, _):
      for e in [a, b, c] { collectBlocks(e, into: &blocks) }
    case .call(_, let arguments, _): for e in arguments { collectBlocks(e, into: &blocks) }
    case .block(let block): blocks.append(block.pipeline.offset)
    }
  }
}
