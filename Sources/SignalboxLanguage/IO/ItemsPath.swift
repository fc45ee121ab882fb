/// The PATH of `stdin items PATH` / `file "F" items PATH`: where, in each document, the
/// array or object whose parts are sent is.
///
/// Written as a string, the path is split at every dot: `"data.rows"` is the member `rows`
/// of the member `data` of the document; a step of digits (`"rows.0"`) is an index when
/// the container there is an array, a key when it is an object. `""` is the document
/// itself (as no path). Keys that hold a dot or are empty are written with the array form:
/// `["a.b", "", 2]`, strings always keys, non-negative integers always indexes.
struct ItemsPath: Sendable, Equatable {
  struct Step: Sendable, Equatable {
    /// The key this step reads in an object (nil: an index only).
    var key: String?
    /// The index this step reads in an array (nil: a key only).
    var index: Int?
  }

  var steps: [Step]
  /// Given as an array: messages show the path that way too.
  var asArray = false

  static let document = ItemsPath(steps: [])

  /// The path a program's PATH value stands for; a value that is no path throws the reason.
  static func from(_ value: JSON) throws -> ItemsPath {
    switch value {
    case .string(let text):
      if text.isEmpty { return .document }
      var steps: [Step] = []
      for part in text.split(separator: ".", omittingEmptySubsequences: false) {
        if part.isEmpty {
          throw RuntimeError(Message.emptyItemsPathStep(value))
        }
        let key = String(part)
        var index: Int? = nil
        if key.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), key == "0" || !key.hasPrefix("0") {
          index = Int(key)
        }
        steps.append(Step(key: key, index: index))
      }
      return ItemsPath(steps: steps)
    case .array(let parts):
      var steps: [Step] = []
      for part in parts {
        switch part {
        case .string(let key): steps.append(Step(key: key, index: nil))
        case .number(let n) where n >= 0 && n < 9.0e15 && n.rounded(.towardZero) == n:
          steps.append(Step(key: nil, index: Int(n)))
        default:
          throw RuntimeError(Message.badItemsPathStep(part))
        }
      }
      return ItemsPath(steps: steps, asArray: true)
    default:
      throw RuntimeError(Message.badItemsPath(value))
    }
  }

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
