import ArgumentParser
import SignalboxLanguage
import SignalboxSession

/// The start-up path for command lines of the common shapes (`-q -e PROGRAM`,
/// `--virtual script.sbx`, `--format json --input data.ndjson -e …`): the same options
/// argument-parser would read (`SignalboxCommand.options`), read without it, and without
/// making a `SignalboxCommand` (its sixteen property wrappers cost 120 000 instructions).
///
/// argument-parser's first parse costs more than everything else `signalbox -e 'just 1'`
/// does: it reflects over the command's properties and casts each wrapper to its protocols,
/// and each first cast scans every protocol-conformance record in the binary. This reader
/// knows the options and accepts only words whose meaning is plain: each option spelled out
/// on its own (`--format json`, not `--format=json` nor `-qr`), a value that does not start
/// with `-`, each option and flag at most once (`--input` and files may repeat), no `--`.
/// Anything else — `--help`, `--version`, completion requests, a misspelt or repeated
/// option, a value argument-parser would refuse, a command line `validate()` refuses —
/// returns nil, and argument-parser parses the line as before, with its own messages.
/// QuickArgumentsTests holds this reader to argument-parser's result, property by property.
extension SignalboxCommand {
  static func quickParse(_ words: [String]) -> CommandOptions? {
    // The declared defaults.
    var command = CommandOptions()

    var seen: Set<String> = []
    var k = 0
    while k < words.count {
      let word = words[k]
      k += 1
      guard word.hasPrefix("-") else {
        command.files.append(word)
        continue
      }
      // `--input` repeats; any other option or flag given twice goes to argument-parser.
      if word != "--input" {
        guard seen.insert(word).inserted else { return nil }
      }
      if let flag = JQFlagOptions.property(word) {
        // Two spellings of one flag (`-s`, `--slurp`): both given is a repeat.
        guard !command.jq[keyPath: flag] else { return nil }
        command.jq[keyPath: flag] = true
        continue
      }
      switch word {
      case "--virtual": command.virtual = true
      case "-q": command.q = true
      case "-r", "--raw-output":
        // The two spellings of one flag: both given is a repeat.
        guard seen.insert("-r/--raw-output").inserted else { return nil }
        command.raw = true
      case "--pretty": command.pretty = true
      case "--check": command.check = true
      case "--no-color": command.noColor = true
      case "--trace": command.trace = true
      case "--marbles": command.marbles = true
      default:
        guard k < words.count, !words[k].hasPrefix("-") else { return nil }
        let value = words[k]
        k += 1
        switch word {
        case "-e": command.program = value
        case "--format": command.format = FormatArgument(argument: value)
        case "--horizon":
          guard let horizon = Double(argument: value) else { return nil }
          command.horizon = horizon
        case "--indent":
          guard let indent = Int(argument: value) else { return nil }
          command.indent = indent
        case "--input": command.inputs.append(value)
        case "--report": command.report = value
        case "--compare": command.compare = value
        case "--explain": command.explain = value
        case "-f", "--from-file":
          guard seen.insert("-f/--from-file").inserted else { return nil }
          command.jq.fromFile = value
        case "--marbles-format":
          guard let format = MarbleFormat(argument: value) else { return nil }
          command.marblesFormat = format
        default: return nil
        }
      }
    }
    do {
      try command.validate()
    } catch {
      return nil
    }
    return command
  }
}
