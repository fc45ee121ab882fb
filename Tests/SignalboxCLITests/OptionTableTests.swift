import Foundation
import XCTest

@testable import SignalboxCLI
@testable import SignalboxLanguage

/// The option table (`CommandLineOption.all`) against everything that lists options:
/// argument-parser's declarations (its dumped help), `--help`, the man page as `man` renders
/// it, and the bash, zsh and fish completion scripts.
final class OptionTableTests: XCTestCase {
  /// argument-parser's declarations, from `--experimental-dump-help`: names (`-e`,
  /// `--format`), kind (flag or option), placeholder, help text and whether shown.
  private struct Declared: Equatable, CustomStringConvertible {
    var names: [String]
    var takesValue: Bool
    var valueName: String?
    var help: String
    var shown: Bool
    var description: String {
      "\(names) value=\(takesValue) \(valueName ?? "-") shown=\(shown) \(help.debugDescription)"
    }
  }

  private func declared() throws -> [Declared] {
    let dump = try BinaryRunner.run(["--experimental-dump-help"])
    XCTAssertEqual(dump.status, 0, dump.err)
    let root = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(dump.out.utf8)) as? [String: Any])
    let command = try XCTUnwrap(root["command"] as? [String: Any])
    let arguments = try XCTUnwrap(command["arguments"] as? [[String: Any]])
    return arguments.compactMap { argument in
      guard let kind = argument["kind"] as? String, kind != "positional" else { return nil }
      let names = (argument["names"] as? [[String: Any]] ?? []).map { name in
        ((name["kind"] as? String) == "long" ? "--" : "-") + (name["name"] as? String ?? "")
      }
      let shown = argument["shouldDisplay"] as? Bool ?? true
      return Declared(
        names: names, takesValue: kind == "option",
        valueName: kind == "option" && shown ? argument["valueName"] as? String : nil,
        help: shown ? argument["abstract"] as? String ?? "" : "", shown: shown)
    }
  }

  /// Each table entry argument-parser parses is declared as the table says, and every
  /// declaration is an entry (pairs such as `--arg NAME TEXT` are read before it).
  func testArgumentParsersDeclarationsAreTheTable() throws {
    let expected = CommandLineOption.all.compactMap { option -> Declared? in
      if case .pair = option.arity { return nil }
      var valueName: String? = nil
      if case .value(let name) = option.arity, !option.hidden { valueName = name }
      return Declared(
        names: option.names, takesValue: valueName != nil || option.hidden, valueName: valueName,
        help: option.hidden ? "" : option.help, shown: !option.hidden)
    }
    let declared = try declared()
    XCTAssertEqual(declared.count, expected.count, "\(declared)")
    for option in expected {
      XCTAssertTrue(declared.contains(option), "not declared so: \(option)\n\(declared)")
    }
    for declaration in declared {
      XCTAssertTrue(expected.contains(declaration), "not in the table: \(declaration)")
    }
  }

  /// `extractArguments` and `quickParse` see the table: a value that looks like an option
  /// stays a value, `--no-hints` (a new entry) parses, `--arg` takes two words.
  func testTheReadersFollowTheTable() throws {
    let (rest, bound) = try SignalboxCommand.extractArguments([
      "--input", "--arg", "--arg", "a", "b", "--no-hints", "-e", "stdin",
    ])
    XCTAssertEqual(rest, ["--input", "--arg", "--no-hints", "-e", "stdin"])
    XCTAssertEqual(bound.map(\.name), ["a"])
    let quick = try XCTUnwrap(SignalboxCommand.quickParse(["--no-hints", "-e", "just 1"]))
    XCTAssertTrue(quick.noHints)
    XCTAssertEqual(quick.program, "just 1")
    XCTAssertNil(SignalboxCommand.quickParse(["--no-hints", "--no-hints", "-e", "just 1"]))
  }

  /// Every shown option in `--help`, the rendered man page and the three completion
  /// scripts; every environment variable in `--help` and the man page's ENVIRONMENT.
  func testEveryOptionIsInHelpManAndCompletions() throws {
    let help = try BinaryRunner.run(["--help"]).out
    let man = try renderedManPage()
    var scripts: [String: String] = [:]
    for shell in ["bash", "zsh", "fish"] {
      let result = try BinaryRunner.run(["--generate-completion-script", shell])
      XCTAssertEqual(result.status, 0, result.err)
      scripts[shell] = result.out
    }
    for option in CommandLineOption.shown {
      for name in option.names {
        XCTAssertTrue(help.contains(name), "--help lacks \(name)")
        XCTAssertTrue(man.contains(name), "the man page lacks \(name)")
        let long = name.hasPrefix("--")
        let fish = long ? "-l '\(name.dropFirst(2))'" : "-s '\(name.dropFirst())'"
        XCTAssertTrue(scripts["fish"]!.contains(fish), "fish lacks \(name)")
        XCTAssertTrue(scripts["zsh"]!.contains(name), "zsh lacks \(name)")
        XCTAssertTrue(
          scripts["bash"]!.split(separator: "'").contains {
            $0.split(separator: " ").contains { $0 == name }
          },
          "bash lacks \(name)")
      }
      if case .words(let words) = option.completion {
        for (shell, script) in scripts {
          // fish offers `--marbles=svg` whole.
          let listed =
            shell == "fish" && option.arity != .flag && option.valueName != nil
              && option.arity == .optionalValue(option.valueName!)
            ? words.map { "\(option.name)=\($0)" } : words
          XCTAssertTrue(
            script.contains(listed.joined(separator: " ")), "\(shell): \(option.name)")
        }
      }
    }
    let environment = try XCTUnwrap(section("ENVIRONMENT", of: man))
    for variable in EnvironmentVariable.all {
      XCTAssertTrue(help.contains("  \(variable.name) "), "--help lacks \(variable.name)")
      XCTAssertTrue(environment.contains(variable.name), "man ENVIRONMENT lacks \(variable.name)")
    }
    XCTAssertTrue(help.contains("SIGNALBOX_HISTORY"))
  }

  /// Every variable the sources read (`getenv("NAME")`, the REPL's `environment("NAME")`) is
  /// an entry of `EnvironmentVariable.all`, so `--help` and the man page list it.
  func testEveryVariableTheProgramReadsIsListed() throws {
    let sources = BinaryRunner.packageRoot.appendingPathComponent("Sources")
    var read: Set<String> = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: /(?:getenv|environment)\("([A-Z_][A-Z0-9_]*)"\)/) {
        read.insert(String(match.1))
      }
    }
    XCTAssertTrue(read.contains("SIGNALBOX_HISTORY"), "\(read)")
    XCTAssertEqual(read, Set(EnvironmentVariable.all.map(\.name)))
  }

  /// `man -l` renders the page: the sections, a synopsis of the real forms (no
  /// subcommand), every exit status of the table on a line of its own, each example whole.
  func testTheManPageRendersItsSections() throws {
    let man = try renderedManPage()
    for title in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "ENVIRONMENT", "EXIT STATUS"] {
      XCTAssertNotNil(section(title, of: man), "no \(title):\n\(man)")
    }
    XCTAssertNotNil(section("EXAMPLES", of: man))
    XCTAssertFalse(man.contains("subcommand"), man)
    let synopsis = try XCTUnwrap(section("SYNOPSIS", of: man))
    XCTAssertTrue(synopsis.contains("signalbox [OPTIONS] -e PROGRAM [DATA...]"), synopsis)
    XCTAssertTrue(synopsis.contains("signalbox help [TOPIC|NAME]"), synopsis)
    let lines = man.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let statuses = try XCTUnwrap(section("EXIT STATUS", of: man))
    for status in CommandLineOption.exitStatuses {
      XCTAssertTrue(
        statuses.split(separator: "\n").contains {
          $0.trimmingCharacters(in: .whitespaces).hasPrefix(status.status)
        }, "exit status \(status.status):\n\(statuses)")
    }
    for example in CommandLineOption.examples {
      XCTAssertTrue(lines.contains(example.command), "example merged or broken: \(example)")
    }
    XCTAssertFalse(man.contains("\u{2010}"), "a hyphenated word:\n\(man)")
  }

  /// bash completes through the script as a user's shell would: option names, `--format`'s
  /// words, nothing after `--arg` (a name), files after `--rawfile NAME`.
  func testBashCompletesFromTheTable() throws {
    let script = try BinaryRunner.run(["--generate-completion-script", "bash"]).out
    func complete(_ words: [String]) throws -> [String] {
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      let program =
        script + "\nCOMP_WORDS=(signalbox \(quoted)); COMP_CWORD=\(words.count); _signalbox; "
        + "printf '%s\\n' \"${COMPREPLY[@]}\""
      let result = try BinaryRunner.run(["/bin/bash", "-c", program], shell: true)
      XCTAssertEqual(result.status, 0, result.err)
      return result.out.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
    XCTAssertEqual(try complete(["--ar"]).sorted(), ["--arg", "--args", "--argjson"].sorted())
    XCTAssertEqual(try complete(["--format", ""]), ["text", "json", "values"])
    XCTAssertEqual(try complete(["--arg", ""]), [])
    XCTAssertEqual(try complete(["--arg", "who", ""]), [])
    XCTAssertEqual(
      try complete(["--rawfile", "name", "01-map"]), ["01-map-filter.out", "01-map-filter.sbx"])
    XCTAssertEqual(try complete(["--marbles", "=", "s"]), ["svg", "source"])
    XCTAssertEqual(try complete(["--no-h"]), ["--no-hints"])
  }

  /// zsh and fish read their scripts (each checked when that shell is installed; the
  /// machines of `make test` have bash only, unless someone installs them), and fish
  /// completes from the table as bash does.
  func testZshAndFishReadTheirScripts() throws {
    var checked = 0
    for (shell, path) in [("zsh", "/usr/bin/zsh"), ("fish", "/usr/bin/fish")]
    where FileManager.default.isExecutableFile(atPath: path) {
      let script = try BinaryRunner.run(["--generate-completion-script", shell]).out
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "signalbox-\(getpid()).\(shell)")
      try Data(script.utf8).write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }
      let syntax = try BinaryRunner.run([path, "-n", file.path], shell: true)
      XCTAssertEqual(syntax.status, 0, "\(shell): \(syntax.err)")
      checked += 1
      guard shell == "fish" else { continue }
      func complete(_ line: String) throws -> [String] {
        let result = try BinaryRunner.run(
          [path, "-c", "source '\(file.path)'; complete -C'\(line)'"], shell: true)
        return result.out.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
      }
      XCTAssertEqual(try complete("signalbox --format "), ["json", "text", "values"])
      XCTAssertEqual(try complete("signalbox --marbles=s"), ["--marbles=source", "--marbles=svg"])
      XCTAssertEqual(try complete("signalbox --no-h"), ["--no-hints"])
    }
    if checked == 0 { throw XCTSkip("neither zsh nor fish is installed") }
  }

  /// The man page's reference sections list every heading of the table, each form as
  /// written, and every meta command.
  func testTheManPageListsEveryEntryOfTheTable() throws {
    let man = try renderedManPage()
    let operators = try XCTUnwrap(section("OPERATORS", of: man))
    let functions = try XCTUnwrap(section("FUNCTIONS", of: man))
    let meta = try XCTUnwrap(section("META COMMANDS", of: man))
    XCTAssertGreaterThan(Catalogue.all.count, 200)
    for entry in Catalogue.all {
      let place = entry.group == OperatorSpec.Group.functions.rawValue ? functions : operators
      for form in entry.forms {
        // A tag shorter than the list's indent has its text on the same line.
        let tagged = ["\n", " "].contains { place.contains("\n     \(form)\($0)") }
        XCTAssertTrue(tagged, "\(entry.group): \(form)")
      }
    }
    for command in Catalogue.metaCommands {
      XCTAssertTrue(meta.contains("     :\(command.name)"), command.name)
    }
  }

  private func renderedManPage() throws -> String {
    let page = try BinaryRunner.run(["--generate-manual"])
    XCTAssertEqual(page.status, 0, page.err)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "signalbox-\(getpid()).1")
    try Data(page.out.utf8).write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let man = try BinaryRunner.run(
      ["/bin/sh", "-c", "MANWIDTH=80 man -l '\(path.path)' | col -b"], shell: true)
    XCTAssertEqual(man.status, 0, man.err)
    return man.out
  }

  /// The text of a rendered section: from its title line to the next title.
  private func section(_ title: String, of man: String) -> String? {
    let lines = man.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == title }) else { return nil }
    let rest = lines[(start + 1)...]
    let end =
      rest.firstIndex { $0.first?.isWhitespace == false && $0.uppercased() == $0 }
      ?? lines.endIndex
    return rest[..<end].joined(separator: "\n")
  }
}
