import SignalboxJSON
import Testing

@testable import SignalboxLanguage
@testable import SignalboxSession

/// `:help` wraps its text at words to the terminal's width (`marbleWidth`: `$COLUMNS`, the
/// terminal's, 80 when not a terminal), never inside a word.
@Suite struct HelpWrapTests {
  private func help(_ topic: String, width: Int) -> [String] {
    let output = CollectedOutput()
    var options = SessionOptions()
    options.virtualTime = true
    options.marbleWidth = width
    let session = Session(options: options, output: output)
    session.runProgram([SourceFile(name: "t", text: ":help \(topic)")])
    return output.stdout
  }

  @Test(arguments: [30, 50, 80])
  func anOperatorsSummaryWrapsAtWords(width: Int) throws {
    let lines = help("throttle", width: width)
    let entry = try #require(Catalogue.entries(named: "throttle").first)
    let summary = entry.summary.replacing("**", with: "").replacing("`", with: "")
    // The summary's lines: after the forms line, up to the RAC rule.
    let end = try #require(lines.firstIndex { $0.hasPrefix("  RAC:") })
    let wrapped = lines[1..<end]
    #expect(wrapped.count > 1)
    for line in wrapped {
      #expect(line.count <= width, "\(line)")
      #expect(line.hasPrefix("  "))
    }
    // The words, in order, none cut: the lines joined again are the summary.
    let joined = wrapped.map { $0.dropFirst(2) }.joined(separator: " ")
    #expect(joined == summary)
  }

  @Test func theMetaCommandListWrapsUnderItsColumn() {
    let lines = help("", width: 60)
    let meta = lines.drop { $0 != "Meta commands:" }.dropFirst().prefix { !$0.isEmpty }
    #expect(!meta.isEmpty)
    for line in meta {
      #expect(line.count <= 60, "\(line)")
      #expect(line.hasPrefix("  :") || line.hasPrefix(String(repeating: " ", count: 26)))
    }
  }
}
