import Foundation
import XCTest

/// The history file's place, modes and refusal of a symbolic link (ReplHistory.swift).
extension ReplTests {
  private func runOneEntry(_ environment: [String: String]) throws {
    let t = try PseudoTerminal(environment: environment)
    XCTAssertTrue(t.wait(for: "sbx> "), t.transcript)
    t.type("just 41\r", shows: "0.000 next 41")
    t.type(":quit\r")
    XCTAssertEqual(t.exitStatus(), 0, t.transcript)
  }

  private func scratchDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sbx-home-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try XCTUnwrap(attributes[.posixPermissions] as? Int)
  }

  func testTheHistoryIsKeptUnderHomesStateDirectory() throws {
    let home = try scratchDirectory()
    try runOneEntry(["HOME": home, "XDG_STATE_HOME": "", "SIGNALBOX_HISTORY": ""])
    let file = home + "/.local/state/signalbox/history"
    XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains("\njust 41\n"))
    XCTAssertEqual(try mode(file), 0o600)
    for directory in [".local", ".local/state", ".local/state/signalbox"] {
      XCTAssertEqual(try mode(home + "/" + directory), 0o700, directory)
    }
  }

  func testXDGStateHomeComesFirst() throws {
    let home = try scratchDirectory()
    let state = try scratchDirectory()
    try runOneEntry(["HOME": home, "XDG_STATE_HOME": state, "SIGNALBOX_HISTORY": ""])
    let file = state + "/signalbox/history"
    XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains("\njust 41\n"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: home + "/.local"))
  }

  /// No home: the REPL runs and writes no history (before, it wrote one in the current
  /// directory).
  func testWithoutAHomeNoHistoryIsWritten() throws {
    let here = FileManager.default.currentDirectoryPath
    let before = try FileManager.default.contentsOfDirectory(atPath: here)
    try runOneEntry(["HOME": "", "XDG_STATE_HOME": "", "SIGNALBOX_HISTORY": ""])
    let after = try FileManager.default.contentsOfDirectory(atPath: here)
    XCTAssertEqual(Set(after).subtracting(before), [])
    XCTAssertFalse(after.contains(".signalbox_history"))
  }

  /// A symbolic link where the file should be is neither written through nor replaced.
  func testASymbolicLinkInPlaceOfTheFileIsNotFollowed() throws {
    let directory = try scratchDirectory()
    let target = directory + "/target"
    try "precious\n".write(toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: history, withDestinationPath: target)
    try runOneEntry(["SIGNALBOX_HISTORY": history])
    XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "precious\n")
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: history), target)
  }
}
