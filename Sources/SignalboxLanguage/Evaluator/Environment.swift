import SignalboxJSON

/// `env`: the process's environment as an object (jq's `env`), read once.
enum Environment {
  static let object: JSON = {
    var object = JSONObject()
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        object[String(text[..<equals])] = .string(String(text[text.index(after: equals)...]))
      }
      entry += 1
    }
    return .object(object)
  }()

  /// `$ARGS` where no argument was given.
  static let noArguments: JSON = {
    var args = JSONObject()
    args["positional"] = .array([])
    args["named"] = .object(JSONObject())
    return .object(args)
  }()
}
