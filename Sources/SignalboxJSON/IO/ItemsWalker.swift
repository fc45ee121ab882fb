/// Where the items walk of one document is (`JSONStreamReader+Items.swift`).
final class ItemsWalker {
  enum State {
    /// Before a document: whitespace, the next document, or the end of the input.
    case document
    /// At the value that the first `level` steps of the path lead to.
    case pathValue(level: Int)
    /// In the object at `level`: a key (or, when `first`, the object's end).
    case pathKey(level: Int, first: Bool)
    /// After a key of the object at `level`: the colon, then the member's value.
    case pathColon(level: Int, matched: Bool)
    /// In the array at `level`: its element `index` (or, when `first`, the array's end).
    case pathElement(level: Int, index: Int, first: Bool)
    /// After member or element `index` of the container at `level`: `,` or its end.
    case pathNext(level: Int, index: Int)
    /// Skipping a value (or the rest of the document), then going on with `then`.
    case skipping(JSONSkipper, then: AfterSkip)
    /// In the items' container: an element or member (or, when `first`, the end).
    case itemStart(first: Bool)
    /// After a member's key: the colon.
    case memberColon(key: String)
    /// At a member's value.
    case memberValue(key: String)
    /// After an item: `,` or the container's end.
    case itemNext
    /// Lenient: skipping a malformed element to the next `,` or closing bracket at its level.
    case resync(depth: Int, inString: Bool, escaped: Bool)
    /// Done (the input ended, or an error ended the stream).
    case ended
  }

  enum AfterSkip {
    case pathNext(level: Int, index: Int)
    case document
  }

  var state: State = .document
  let path: ItemsPath
  let lenient: Bool
  /// The containers on the path, outermost first: true for an object.
  var pathKinds: [Bool] = []
  /// Whether the items' container is an object.
  var targetIsObject = false
  /// A key (of the path or of a member) whose end has not arrived yet.
  var keyScanner: ValueEndScanner?

  init(path: ItemsPath, lenient: Bool) {
    self.path = path
    self.lenient = lenient
  }

  /// How deep the elements are: the path's containers and the items' own.
  var elementDepth: Int { path.steps.count + 1 }
}
