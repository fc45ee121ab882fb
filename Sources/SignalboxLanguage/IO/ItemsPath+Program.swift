import SignalboxJSON

extension ItemsPath {
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
}
