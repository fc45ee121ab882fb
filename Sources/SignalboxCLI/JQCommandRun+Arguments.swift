import SignalboxJSON
import SignalboxLanguage

/// `signalbox jq`'s bound values: `--arg`, `--argjson`, `--slurpfile`, `--rawfile` (the
/// first binding of a name wins, as in jq), `--args`/`--jsonargs` and `$ENV`; a value that
/// cannot be read is jq's message and status 2.
extension JQCommandRun {
  /// The words after the filter (`first` is the index of `words[0]` on the command line):
  /// the data files, and the positional arguments of `--args`/`--jsonargs`.
  static func split(_ words: [String], from first: Int, modes: [(at: Int, json: Bool)])
    -> (files: [String], positional: [JSON])
  {
    var files: [String] = []
    var positional: [JSON] = []
    for (k, word) in words.enumerated() {
      if let mode = modes.last(where: { $0.at <= first + k }) {
        positional.append(Self.positional(word, json: mode.json))
      } else {
        files.append(word)
      }
    }
    return (files, positional)
  }

  static func positional(_ word: String, json: Bool) -> JSON {
    guard json else { return .string(word) }
    guard let value = literal(word) else {
      JQCommand.fail("jq: invalid JSON text passed to --jsonargs\n\(JQCommand.dieText)")
    }
    return value
  }

  /// One JSON text read by jq 1.7.1's reader, as its `jv_parse` reads `--argjson` and
  /// `--jsonargs`: numbers keep their literal text (`1.000`, `1E+1000`), `nan` is a
  /// number; nil unless exactly one value.
  static func literal(_ text: String) -> JSON? {
    var parser = JQTextParser()
    parser.nulEndsLastLine = false
    return Array(text.utf8).withUnsafeBufferPointer { buffer in
      var position = 0
      func step() -> JQTextParser.Step? { parser.next(buffer, at: &position) ?? parser.finish() }
      guard case .value(let value) = step(), step() == nil else { return nil }
      return value
    }
  }

  static func named(_ pairs: [(option: String, name: String, text: String)]) -> JSONObject {
    var named = JSONObject()
    for (option, name, text) in pairs where named[name] == nil {
      switch option {
      case "--arg":
        named[name] = .string(text)
      case "--argjson":
        guard let value = literal(text) else {
          JQCommand.fail("jq: invalid JSON text passed to --argjson\n\(JQCommand.dieText)")
        }
        named[name] = value
      default:
        let which = option.dropFirst(2)
        guard let contents = FileText.contents(of: text, limit: Limits.stringLength) else {
          let reason = "Could not open \(text): \(JQCommand.openError)"
          JQCommand.fail("jq: Bad JSON in --\(which) \(name) \(text): \(reason)\n")
        }
        if option == "--rawfile" {
          named[name] = .string(contents)
        } else {
          switch JSON.parseAll(contents, literals: true) {
          case .success(let values): named[name] = .array(values)
          case .failure(let error):
            let words = JQCommand.parserWords(contents) ?? "\(error.message)"
            JQCommand.fail("jq: Bad JSON in --\(which) \(name) \(text): \(words)\n")
          }
        }
      }
    }
    return named
  }
}

extension JQCommand {
  /// Why the file just asked for cannot be read, in jq 1.7.1's words (its own for a
  /// directory).
  static var openError: String { errno == EISDIR ? "It's a directory" : FileText.osError }

  /// jq 1.7.1's parser's words for the first error in `text` (`--slurpfile`'s message);
  /// nil when its parser reads it all.
  static func parserWords(_ text: String) -> String? {
    var parser = JQTextParser()
    let bytes = Array(text.utf8)
    var position = 0
    while position < bytes.count {
      let step = bytes.withUnsafeBufferPointer { parser.next($0, at: &position) }
      if case .failure(let words)? = step { return words }
    }
    for _ in 0..<2 {
      if case .failure(let words)? = parser.finish() { return words }
    }
    return nil
  }

  /// jq's usage without the options (no filter given at a terminal; status 2).
  static let shortUsage = usageHead + "For listing the command options, use jq --help.\n"

  static let usageHead = """
    Usage:\tsignalbox jq [OPTIONS] FILTER [FILE...]
    \tsignalbox jq [OPTIONS] --args FILTER [STRINGS...]
    \tsignalbox jq [OPTIONS] --jsonargs FILTER [JSON_TEXTS...]

    jq 1.7.1's command line: the filter runs on each JSON value of the files (or of
    standard input) and its results print as JSON on standard output, as `jq` prints them.
    Inside `signalbox jq`, -e is jq's --exit-status (elsewhere in signalbox, -e is the
    program text). See docs/jq.md for what differs from jq 1.7.1.


    """
}
