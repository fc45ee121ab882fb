import Foundation
import SignalboxTestSupport
import Testing
import XCTest

/// `--threads`: with a second thread reading ahead, every program prints the same bytes on
/// both streams, with the same status, as with `--threads 1`; `take` ends the read at once.
@Suite struct ThreadsCLITests {
  /// Generated NDJSON with one kind of trouble or none: a bad line (early, in the middle,
  /// past several batches), blank lines, CRLF, values over several lines, long lines.
  static func input(_ r: inout SplitMix, lines: Int, bad: Int?) -> String {
    var text = ""
    for k in 0..<lines {
      if k == bad {
        text += ["{\"v\": @}", "nope", "{\"v\":1,}"][r.below(3)] + "\n"
        continue
      }
      switch r.below(12) {
      case 0: text += "\n"
      case 1: text += "{\"v\":\(r.below(100)),\"name\":\"n\(k)\"}\r\n"
      case 2: text += "{\n  \"v\": \(r.below(100)),\n  \"name\": \"p\(k)\"\n}\n"
      case 3:
        text += "{\"v\":\(r.below(100)),\"name\":\"caf\\u00e9 \\/\",\"x\":{\"a\":{\"b\":2.50}}}\n"
      case 4: text += "{\"v\":7,\"name\":\"" + String(repeating: "z", count: 70_000) + "\"}\n"
      case 5: text += "[\(k)] \"s\" 3\n"
      default: text += "{\"v\":\(r.below(100)),\"name\":\"n\(k)\",\"x\":{\"a\":{\"b\":\(k)}}}\n"
      }
    }
    return text
  }

  static let programs: [[String]] = [
    ["-q", "-e", "stdin"],
    ["-q", "-e", "stdin | filter x.v > 50 | map x.name"],
    ["-q", "-e", "stdin | map x.x.a.b"],
    ["-q", "-e", "stdin lenient"],
    ["-q", "-e", "stdin lines | map len(x)"],
    ["-q", "-e", "stdin items"],
    ["-q", "-e", "stdin | take 5"],
    ["--virtual", "-e", "stdin | filter x.v > 50 | map x.name"],
    ["--virtual", "-e", "stdin lenient | count"],
  ]

  @Test func outputsAreByteIdenticalWithOneAndTwoThreads() throws {
    var r = SplitMix(seed: 305)
    for round in 0..<6 {
      let lines = [3, 200, 3000][round % 3]
      let bad: Int? = round < 3 ? nil : r.below(lines)
      let text = ThreadsCLITests.input(&r, lines: lines, bad: bad)
      for program in ThreadsCLITests.programs {
        let one = try BinaryRunner.run(["--threads", "1"] + program, stdin: text)
        let two = try BinaryRunner.run(["--threads", "2"] + program, stdin: text)
        #expect(two.out == one.out, "round \(round): \(program)")
        #expect(two.err == one.err, "round \(round): \(program)")
        #expect(two.status == one.status, "round \(round): \(program)")
      }
    }
  }

  @Test func takeThreeEndsAnEndlessInputAtOnce() throws {
    // `yes '{"a":1}' | signalbox -e 'stdin | take 3'`: the input never ends.
    let child = try ItemsCLITests.Child(["--threads", "2", "-q", "-e", "stdin | take 3"])
    let writer = child.input.fileHandleForWriting
    DispatchQueue.global().async {
      let block = Data(String(repeating: "{\"a\":1}\n", count: 8192).utf8)
      while (try? writer.write(contentsOf: block)) != nil {}
    }
    #expect(child.finish(), "killed: take 3 did not end the program")
    var data = Data()
    #expect(child.readLines(3, after: &data) == ["{\"a\":1}", "{\"a\":1}", "{\"a\":1}"])
  }

  @Test func aSlowInputPrintsItsFirstValueAndEnds() throws {
    // `(echo 1; sleep 5; echo 2) | signalbox -e 'stdin | take 1'`: stdin stays open after
    // the first line; the program must print 1 and end without waiting for more.
    for clock in [[], ["--virtual"]] {
      let child = try ItemsCLITests.Child(clock + ["--threads", "2", "-q", "-e", "stdin | take 1"])
      child.write("1\n")
      #expect(child.finish(), "killed: waited for more input (\(clock))")
      var data = Data()
      #expect(child.readLines(1, after: &data) == ["1"])
      try? child.input.fileHandleForWriting.close()
    }
  }

  @Test func threadsMustBeOneOrMore() throws {
    let result = try BinaryRunner.run(["--threads", "0", "-e", "just 1"])
    #expect(result.status == 2)
    #expect(result.err.contains("--threads takes 1 or more threads, got 0 [U024]"))
    let many = try BinaryRunner.run(["--threads", "8", "-q", "-e", "stdin"], stdin: "{\"a\":1}")
    #expect(many.out == "{\"a\":1}\n")
  }
}

/// Ctrl-C while the second thread reads ahead: the program ends with 130 (an XCTest: the
/// child must not inherit Swift Testing's blocked SIGINT).
final class ThreadsInterruptTests: XCTestCase {
  func testCtrlCEndsAProgramReadingAhead() throws {
    for clock in [[], ["--virtual"]] {
      let child = try ItemsCLITests.Child(clock + ["--threads", "2", "-q", "-e", "stdin | count"])
      child.write(String(repeating: "{\"a\":1}\n", count: 10_000))
      child.process.interrupt()
      XCTAssertTrue(child.finish(), "killed: Ctrl-C did not stop it (\(clock))")
      XCTAssertEqual(child.process.terminationStatus, 130, "\(clock)")
      try? child.input.fileHandleForWriting.close()
    }
  }
}
