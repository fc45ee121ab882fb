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
      // Help, version, pairs (taken out before) and unknown words go to argument-parser.
      guard let option = CommandLineOption.named(word), let set = option.set else { return nil }
      // A repeat (of either spelling: `-s`, `--slurp`) goes to argument-parser, except of
      // the options that repeat (`--input`).
      if !option.repeatable {
        guard seen.insert(option.name).inserted else { return nil }
      }
      var value = ""
      if case .value = option.arity {
        guard k < words.count, !words[k].hasPrefix("-") else { return nil }
        value = words[k]
        k += 1
      }
      guard set(&command, value) else { return nil }
    }
    do {
      try command.validate()
    } catch {
      return nil
    }
    return command
  }
}
