import SignalboxJSON
import SignalboxSession

/// `signalbox test`'s report: one line per expectation in file order (`ok FILE:LINE[ NAME]`,
/// `FAIL FILE:LINE[ NAME]` and the failure), or TAP version 13 (`--tap`); a JUnit XML file
/// besides (`--junit FILE`); the summary `N passed, M failed`; `--update` first rewrites
/// the failing right-hand sides.
extension TestCommand {
  /// One reported case: an expectation, or a file that did not run.
  struct Case {
    var file: String
    var name: String
    var passed: Bool
    var updated = false
    var report: String
  }

  /// Prints the report and returns the exit status.
  static func report(_ runs: [FileRun], options: TestCommandOptions) -> Int32 {
    var cases: [Case] = []
    for run in runs {
      if let problem = run.problem {
        cases.append(
          Case(file: run.path, name: run.path + " (did not run)", passed: false, report: problem))
        continue
      }
      var results = run.results
      if let filter = options.filter {
        results = results.filter { result in
          "\(result.file):\(result.line)".contains(filter)
            || (result.label?.contains(filter) ?? false)
        }
      }
      let updated = options.update ? update(run, results) : []
      for (k, result) in results.enumerated() {
        let name = "\(result.file):\(result.line)" + (result.label.map { " " + $0 } ?? "")
        cases.append(
          Case(
            file: run.path, name: name, passed: result.passed, updated: updated.contains(k),
            report: result.report))
      }
    }
    var out = options.tap ? tap(cases) : text(cases)
    let failed = cases.filter { !$0.passed && !$0.updated }.count
    let updated = cases.filter(\.updated).count
    var summary = "\(cases.count - failed - updated) passed, \(failed) failed"
    if options.update { summary += ", \(updated) updated" }
    out += (options.tap ? "# " : "") + summary + "\n"
    var bytes = Array(out.utf8)
    _ = write(1, &bytes, bytes.count)
    if let path = options.junit, let problem = MarbleFile.write(junit(cases), to: path) {
      usageError(Message.cannotWriteOutput("\(path): \(problem)").commandLineText)
    }
    return failed == 0 ? ExitStatus.success.rawValue : ExitStatus.pipelineFailed.rawValue
  }

  private static func text(_ cases: [Case]) -> String {
    var out = ""
    for c in cases {
      out += (c.passed ? "ok " : c.updated ? "updated " : "FAIL ") + c.name + "\n"
      if !c.passed {
        out += c.report.hasSuffix("\n") || c.report.isEmpty ? c.report : c.report + "\n"
      }
    }
    return out
  }

  /// TAP version 13: the plan, `ok N - NAME` / `not ok N - NAME` with the failure as a YAML
  /// block, the summary as a comment.
  private static func tap(_ cases: [Case]) -> String {
    var out = "TAP version 13\n1..\(cases.count)\n"
    for (k, c) in cases.enumerated() {
      let ok = c.passed || c.updated
      out += (ok ? "ok" : "not ok") + " \(k + 1) - \(c.name)" + (c.updated ? " # updated" : "")
      out += "\n"
      if !c.passed {
        out += "  ---\n  message: |\n"
        for line in c.report.split(separator: "\n", omittingEmptySubsequences: false)
        where !line.isEmpty {
          out += "    \(line)\n"
        }
        out += "  ...\n"
      }
    }
    return out
  }

  /// JUnit XML: a `testsuite` per file, a `testcase` per expectation, a `failure` holding
  /// the report.
  static func junit(_ cases: [Case]) -> String {
    let failures = cases.filter { !$0.passed && !$0.updated }.count
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<testsuites name=\"signalbox test\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
    var files: [String] = []
    for c in cases where !files.contains(c.file) { files.append(c.file) }
    for file in files {
      let mine = cases.filter { $0.file == file }
      let failed = mine.filter { !$0.passed && !$0.updated }.count
      out += "  <testsuite name=\"\(xml(file))\" tests=\"\(mine.count)\" failures=\"\(failed)\">\n"
      for c in mine {
        out += "    <testcase classname=\"\(xml(file))\" name=\"\(xml(c.name))\""
        if c.passed || c.updated {
          out += "/>\n"
        } else {
          out += ">\n      <failure message=\"expectation failed\">\(xml(c.report))</failure>\n"
          out += "    </testcase>\n"
        }
      }
      out += "  </testsuite>\n"
    }
    return out + "</testsuites>\n"
  }

  /// `--update`: the file with each failing expectation's right-hand side replaced by the
  /// actual timeline (the rest byte for byte), written back; the indexes (in `results`) of
  /// those replaced.
  static func update(_ run: FileRun, _ results: [ExpectationResult]) -> Set<Int> {
    var edits: [(range: Range<Int>, text: String, index: Int)] = []
    for (k, result) in results.enumerated() where !result.passed {
      guard let range = result.rightHandSide, let text = result.replacement else { continue }
      edits.append((range, text, k))
    }
    guard !edits.isEmpty else { return [] }
    var scalars = Array(run.text.unicodeScalars)
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
    where edit.range.upperBound <= scalars.count {
      scalars.replaceSubrange(edit.range, with: Array(edit.text.unicodeScalars))
    }
    let text = String(String.UnicodeScalarView(scalars))
    if let problem = MarbleFile.write(text, to: run.path) {
      usageError(Message.cannotWriteOutput("\(run.path): \(problem)").commandLineText)
    }
    return Set(edits.map(\.index))
  }
}
