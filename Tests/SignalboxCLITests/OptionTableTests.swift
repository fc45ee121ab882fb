import Foundation
import XCTest

@testable import SignalboxCLI
@testable import SignalboxLanguage

/// The option table (`CommandLineOption.all`) against everything that lists options:
/// `--help`, the man page as `man` renders it, and the bash, zsh and fish completion
/// scripts.
final class OptionTableTests: XCTestCase {
  /// `--help` is written from the table: each shown entry that takes at most one value has
  /// its row (names, placeholder and help, the words of its value, its default), in its
  /// group; the two-value ones are listed after the examples.
  func testHelpHasARowForEachEntry() throws {
    let help = try BinaryRunner.run(["--help"]).out
    let jq = try XCTUnwrap(help.range(of: "\nJQ'S FLAGS:\n"))
    let main = try XCTUnwrap(help.range(of: "\nOPTIONS:\n"))
    let flat = { (text: Substring) in
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    for option in CommandLineOption.shown {
      if option.takesTwo {
        XCTAssertTrue(help.contains("  \(option.name) "), option.name)
        continue
      }
      let row = option.helpLabel + " " + option.helpWithDetails
      let place =
        option.group == .jq ? help[jq.upperBound..<main.lowerBound] : help[main.upperBound...]
      XCTAssertTrue(flat(place).contains(flat(Substring(row))), "no row: \(row)\n\(help)")
    }
    XCTAssertTrue(flat(help[...]).contains("(values: text, json, values; default: text)"), help)
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
