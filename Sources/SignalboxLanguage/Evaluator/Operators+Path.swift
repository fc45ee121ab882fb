import SignalboxJSON

/// A chain of field reads and literal indices on the stage value (`x.actor.login`,
/// `x.payload.commits[0].author`, `x["type"]`), compiled to read an input line's kept text
/// directly (`JSONText.value(atPath:)`): the line is not parsed into a tree for it.
struct TextPath: Sendable {
  /// The steps as the text walk takes them.
  let steps: [PathStep]
  /// The same steps as the operators take them, one per step: what runs when the value is
  /// not kept text, or when the walk cannot tell (its errors are the operators' own).
  let general: [@Sendable (JSON) throws -> JSON]

  func read(_ base: JSON) throws -> JSON {
    if case .object(let object) = base, case .text(let text) = object.storage,
      let value = text.value(atPath: steps)
    {
      return value
    }
    var value = base
    for step in general { value = try step(value) }
    return value
  }

  /// The number of items of the array this path names in an input line's kept text,
  /// counted without reading them (`len(x.readings)`); `nil` when the value there is not
  /// such an array, for `len` to read and measure.
  func count(_ base: JSON) -> Int? {
    guard case .object(let object) = base, case .text(let text) = object.storage else {
      return nil
    }
    return text.count(atPath: steps)
  }

  /// The sum of the array of numbers this path names in an input line's kept text, read
  /// without building the array (`sum(x.readings)`); `nil` when the value there is not such
  /// an array, for `sum` to read and sum (and report what it finds).
  func sum(_ base: JSON) -> Double? {
    guard case .object(let object) = base, case .text(let text) = object.storage else {
      return nil
    }
    return text.sum(atPath: steps)
  }
}
