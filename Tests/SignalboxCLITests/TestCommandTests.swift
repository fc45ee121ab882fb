import Foundation
import Testing

/// `signalbox test` (docs/testing.md) through the binary: the suite of examples/tests (one
/// file fails on purpose; the whole report is checked), the formats, `--filter`, usage
/// errors and `--update`.
@Suite struct TestCommandTests {
  private func run(_ arguments: [String], directory: String = "examples") throws
    -> BinaryRunner.Result
  {
    try BinaryRunner.run(["test"] + arguments, directory: directory)
  }

  private func golden(_ name: String) throws -> String {
    try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("examples/tests/" + name),
      encoding: .utf8)
  }

  @Test func theExampleSuiteReportsEveryExpectationAndItsFailures() throws {
    let result = try run(["tests"])
    #expect(result.out == (try golden("run.out")))
    #expect("\(result.status)\n" == (try golden("run.exit")))
    #expect(result.err == "")
  }

  @Test func passingFilesExitZero() throws {
    let result = try run([
      "tests/rxjs-specs.sbx", "tests/testscheduler.sbx", "tests/subscriptions.sbx",
    ])
    #expect(result.status == 0)
    #expect(result.out.hasSuffix("\n132 passed, 0 failed\n"), "\(result.out.suffix(200))")
    #expect(!result.out.contains("FAIL"))
  }

  @Test func theFilterPicksByLabelOrFileAndLine() throws {
    let byLabel = try run(["--filter", "scan:", "tests/failing.sbx"])
    #expect(byLabel.out.hasPrefix("FAIL tests/failing.sbx:4 scan: one value changed\n"))
    #expect(byLabel.out.hasSuffix("0 passed, 1 failed\n"))
    #expect(byLabel.status == 1)
    let byLine = try run(["--filter", "failing.sbx:5", "tests/failing.sbx"])
    #expect(byLine.out == "ok tests/failing.sbx:5 endWith: unchanged\n1 passed, 0 failed\n")
    #expect(byLine.status == 0)
  }

  @Test func tapVersion13() throws {
    let result = try run(["--tap", "tests/failing.sbx"])
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(3)) == [
        "TAP version 13", "1..3", "not ok 1 - tests/failing.sbx:3 startWith: one marble moved",
      ])
    #expect(lines.contains("ok 3 - tests/failing.sbx:5 endWith: unchanged"))
    #expect(lines.contains("        at 0.500: expected next 7, got next 6"))
    #expect(lines.last == "# 1 passed, 2 failed")
    #expect(result.status == 1)
  }

  @Test func junitValidatesAsXML() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "signalbox-junit-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let report = dir.appendingPathComponent("report.xml").path
    let result = try run(["--junit", report, "tests/failing.sbx", "tests/subscriptions.sbx"])
    #expect(result.status == 1)
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    check.arguments = [
      "python3", "-c",
      "import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); "
        + "print(r.tag, r.get('tests'), r.get('failures'), len(r.findall('testsuite')), "
        + "len(r.findall('.//testcase')), len(r.findall('.//failure')))",
      report,
    ]
    let pipe = Pipe()
    check.standardOutput = pipe
    try check.run()
    check.waitUntilExit()
    let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(check.terminationStatus == 0)
    #expect(printed == "testsuites 11 2 2 11 2\n")
  }

  @Test func usageErrorsExitTwo() throws {
    let missing = try run(["no-such-folder"])
    #expect(missing.status == 2)
    #expect(missing.err.contains("[U030]"))
    let option = try run(["--bogus", "tests"])
    #expect(option.status == 2)
    #expect(option.err.contains("[U019]"))
  }

  @Test func updateRewritesOnlyTheFailingRightHandSides() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "signalbox-update-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let original = """
      # a suite gone stale
      let s = cold "-a-b-c|"
      expect s | take 2 == "-a-b|"   # a comment after it stays
      expect "mapped": s | map x + "!" == "-a-b-c|", {a: "a!", b: "b!"}
      expect s | map x + "!" == "-a-b-c|", {a: "a!", b: "b!", c: "c!"}
      expect interval 1 | take 2 == [{t: 1, kind: "next", value: 0}]
      expect s | take 1 == "-(a|)", 0.1
      expect s subscriptions == "^-----!"
      expect marbles "-a-#", {}, "boom" == "-a-|"

      """
    let path = dir.appendingPathComponent("stale.sbx").path
    try original.write(toFile: path, atomically: true, encoding: .utf8)
    let first = try run(["--update", path], directory: ".")
    #expect(first.status == 0, "\(first.out)")
    #expect(first.out.hasSuffix("2 passed, 0 failed, 5 updated\n"), "\(first.out)")
    let updated = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      updated == """
        # a suite gone stale
        let s = cold "-a-b-c|"
        expect s | take 2 == "-a-(b|)"   # a comment after it stays
        expect "mapped": s | map x + "!" == "-a-b-c|", {"a":"a!","b":"b!","c":"c!"}
        expect s | map x + "!" == "-a-b-c|", {a: "a!", b: "b!", c: "c!"}
        expect interval 1 | take 2 == [{t: 1, kind: "next", value: 0}, \
        {t: 2, kind: "next", value: 1}, {t: 2, kind: "completed"}]
        expect s | take 1 == "-(a|)", 0.1
        expect s subscriptions == "^!"
        expect marbles "-a-#", {}, "boom" == "-a-#", {}, "boom"

        """)
    let second = try run([path], directory: ".")
    #expect(second.status == 0)
    #expect(second.out.hasSuffix("7 passed, 0 failed\n"), "\(second.out)")
  }

  @Test func theOptionTableWritesHelpManPageAndCompletions() throws {
    let help = try run(["--help"]).out
    let man = try BinaryRunner.run(["--generate-manual"]).out
    let bash = try BinaryRunner.run(["--generate-completion-script", "bash"]).out
    let fish = try BinaryRunner.run(["--generate-completion-script", "fish"]).out
    for name in ["--filter", "--tap", "--junit", "--update"] {
      #expect(help.contains(name), "test --help lacks \(name)")
      #expect(man.contains("Fl " + name.dropFirst().replacingOccurrences(of: "-", with: "\\-")))
      #expect(bash.contains(name), "bash lacks \(name)")
      #expect(fish.contains("-l '\(name.dropFirst(2))'"), "fish lacks \(name)")
    }
    #expect(man.contains(".Ss signalbox test"))
  }
}
