/// The PATH of `stdin items PATH` / `file "F" items PATH`: where, in each document, the
/// array or object whose parts are sent is.
///
/// Written as a string, the path is split at every dot: `"data.rows"` is the member `rows`
/// of the member `data` of the document; a step of digits (`"rows.0"`) is an index when
/// the container there is an array, a key when it is an object. `""` is the document
/// itself (as no path). Keys that hold a dot or are empty are written with the array form:
/// `["a.b", "", 2]`, strings always keys, non-negative integers always indexes.
package struct ItemsPath: Sendable, Equatable {
  package struct Step: Sendable, Equatable {
    /// The key this step reads in an object (nil: an index only).
    var key: String?
    /// The index this step reads in an array (nil: a key only).
    var index: Int?

    package init(key: String?, index: Int?) {
      self.key = key
      self.index = index
    }
  }

  var steps: [Step]
  /// Given as an array: messages show the path that way too.
  var asArray = false

  package init(steps: [Step], asArray: Bool = false) {
    self.steps = steps
    self.asArray = asArray
  }

  package static let document = ItemsPath(steps: [])

  /// The first `count` steps as the program would write them (`"data.rows"`), or `the
  /// document` for none.
  func describe(_ count: Int) -> String {
    if count == 0 { return "the document" }
    let prefix = steps.prefix(count)
    if asArray {
      return JSONWriter.string(
        .array(prefix.map { $0.key.map(JSON.string) ?? .number(Double($0.index ?? 0)) }))
    }
    return JSONWriter.string(
      .string(prefix.map { $0.key ?? String($0.index ?? 0) }.joined(separator: ".")))
  }

  /// `items path "data.rows": ` (or `items: ` for no path): the start of a message.
  var messagePrefix: String { steps.isEmpty ? "items: " : "items path \(describe(steps.count)): " }
}
