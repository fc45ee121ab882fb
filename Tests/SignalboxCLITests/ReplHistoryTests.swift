import Testing

@testable import SignalboxCLI

/// Where the REPL's history file is (ReplHistory.swift), and how its text reads back.
@Suite struct ReplHistoryTests {
  private func history(_ variables: [String: String]) -> ReplHistory {
    ReplHistory(environment: { variables[$0] })
  }

  @Test func theFileIsUnderTheStateDirectory() {
    let home = history(["HOME": "/home/ada"])
    #expect(home.path == "/home/ada/.local/state/signalbox/history")
    #expect(
      home.directories == [
        "/home/ada/.local", "/home/ada/.local/state", "/home/ada/.local/state/signalbox",
      ])
    let state = history(["HOME": "/home/ada", "XDG_STATE_HOME": "/var/state/"])
    #expect(state.path == "/var/state/signalbox/history")
    #expect(state.directories == ["/var/state/signalbox"])
    let named = history(["HOME": "/home/ada", "SIGNALBOX_HISTORY": "/tmp/h"])
    #expect(named.path == "/tmp/h")
    #expect(named.directories == [])
  }

  /// Neither an unset nor an empty nor a relative home is a place: no file at all (not one
  /// in the current directory, nor in `/`).
  @Test(arguments: [
    [:], ["HOME": ""], ["HOME": "relative"], ["HOME": "", "XDG_STATE_HOME": "state"],
    ["SIGNALBOX_HISTORY": ""],
  ])
  func noHomeMeansNoFile(variables: [String: String]) {
    #expect(history(variables).path == nil)
  }

  @Test func entriesReadBackWholeAndOldFilesALineAnEntry() {
    let entries = ReplHistory.parse("#1700000000\nfrom [1,\n2] | map x\n#1700000001\njust 1\n")
    #expect(entries.map(\.text) == ["from [1,\n2] | map x", "just 1"])
    #expect(entries.map(\.stamp) == ["1700000000", "1700000001"])
    #expect(ReplHistory.parse("just 7\njust 8\n").map(\.text) == ["just 7", "just 8"])
    #expect(ReplHistory.parse("").isEmpty)
  }
}
