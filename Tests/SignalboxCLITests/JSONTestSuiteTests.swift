import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// JSONTestSuite's `test_parsing` files (../shared/jsontestsuite, next to the repository)
/// fed to `stdin`, `stdin lenient` and `file "PATH"` of the built binary (issue 14 part 8):
/// every `y_` file is accepted and printed exactly as its canonical compact JSON, every `n_`
/// file is rejected with a positioned error (`stdin:LINE:COL: …`, a positioned warning under
/// `stdin lenient`) unless it is a legal stream of values (`streams`), and no `i_` file ends
/// in a signal or a hang. `make test` runs it on the debug binary and, through
/// `SIGNALBOX_BIN`, on the release binary.
@Suite(
  .enabled(
    if: JSONTestSuite.directory != nil,
    "../shared/jsontestsuite/test_parsing is absent: JSONTestSuite not run"))
struct JSONTestSuiteTests {
  enum Source: String, CaseIterable, Sendable {
    case stdin = "stdin"
    case lenient = "stdin lenient"
    case file = "file"
  }

  @Test(arguments: Source.allCases)
  func everyTestParsingFile(source: Source) throws {
    let directory = try #require(JSONTestSuite.directory)
    let expected = try JSONTestSuite.canonicalOutputs(of: directory)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix(".json")
    }.sorted()
    #expect(files.count > 300, "the suite has 318 files")
    let results = JSONTestSuite.runAll(files, in: directory, source: source)
    for (name, result) in zip(files, results) {
      let check = { JSONTestSuite.check(name, result, source: source, expected: expected[name]) }
      if let reason = JSONTestSuite.deepNesting[name] {
        withKnownIssue(reason, isIntermittent: true) { check() }
      } else {
        check()
      }
    }
  }
}

enum JSONTestSuite {
  static var directory: URL? {
    let dir = BinaryRunner.packageRoot.appendingPathComponent(
      "../shared/jsontestsuite/test_parsing"
    ).standardized
    return FileManager.default.fileExists(atPath: dir.path) ? dir : nil
  }

  /// `n_` files that SPEC §4 accepts, because `stdin` and `file` read a stream of zero or
  /// more values separated by whitespace (the same list as jsontestsuite/check.py's STREAMS).
  static let streams: [String: String] = [
    "n_structure_no_data.json": "no bytes: an empty stream",
    "n_single_space.json": "only whitespace: an empty stream",
    "n_structure_UTF8_BOM_no_data.json":
      "a byte order mark, skipped, then nothing: an empty stream",
    "n_structure_double_array.json": "`[][]`: two values",
    "n_structure_object_with_trailing_garbage.json": "`{\"a\": true} \"x\"`: two values",
  ]

  /// Files that overflow the stack today instead of ending in a positioned error.
  static let deepNesting: [String: Comment] = [
    "n_structure_100000_opening_arrays.json":
      Comment(
        rawValue:
          "issue 14 part 3: 100 000 nested arrays overflow the stack (SIGSEGV) instead of a "
          + "positioned error"),
    "n_structure_open_array_object.json":
      Comment(
        rawValue:
          "issue 14 part 3: 50 000 nested `[{\"\":` overflow the stack (SIGSEGV) instead of a "
          + "positioned error"),
  ]

  /// Each file through `source`, two at a time (the runs are independent processes).
  static func runAll(_ files: [String], in directory: URL, source: JSONTestSuiteTests.Source)
    -> [BinaryRunner.Result]
  {
    signal(SIGPIPE, SIG_IGN)  // a child that stops reading early must not kill the test
    let results = ResultBox(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { k in
      let path = directory.appendingPathComponent(files[k]).path
      let program = source == .file ? "file \"\(path)\"" : source.rawValue
      let input = source == .file ? Data() : (FileManager.default.contents(atPath: path) ?? Data())
      let result =
        (try? BinaryRunner.run(["-q", "-e", program], input: input, timeout: 20))
        ?? BinaryRunner.Result(
          out: "", err: "could not start \(BinaryRunner.binary.path)", status: -1)
      results.set(k, result)
    }
    return results.all
  }

  static func check(
    _ name: String, _ result: BinaryRunner.Result, source: JSONTestSuiteTests.Source,
    expected: String?
  ) {
    let what = "\(name) through `\(source.rawValue)` (\(BinaryRunner.binary.path))"
    let err = result.err.count > 400 ? String(result.err.prefix(400)) + "…" : result.err
    let out = result.out.count > 400 ? String(result.out.prefix(400)) + "…" : result.out
    let signaled = result.signaled
    let status = result.status
    #expect(!signaled, "\(what) ended by signal \(status)\(status == 9 ? " (timed out)" : "")")
    if signaled { return }
    #expect(result.status < 128, "\(what) exited \(result.status)")
    let file = NSRegularExpression.escapedPattern(for: name)
    let position = source == .file ? "\(file):[0-9]+:[0-9]+: " : "stdin:[0-9]+:[0-9]+: "
    let positioned = result.err.range(of: position, options: .regularExpression) != nil
    switch name.prefix(2) {
    case "y_":
      #expect(result.status == 0, "\(what) rejected: \(err)")
      #expect(
        result.out == expected,
        "\(what) printed \(out.debugDescription), expected \(expected.debugDescription)")
    case "n_" where streams[name] != nil:
      #expect(
        result.status == 0, "\(what) is a legal stream (\(streams[name]!)) but was rejected: \(err)"
      )
    case "n_":
      if source == .lenient {
        #expect(
          positioned && result.err.contains("warning: "),
          "\(what): no positioned warning: \(err.debugDescription)")
      } else {
        #expect(
          result.status == 1,
          "\(what) accepted (exit \(result.status)), printed \(out.debugDescription)")
        #expect(positioned, "\(what): the error has no position: \(err.debugDescription)")
      }
    default:  // i_: either verdict, never a crash; a rejection still says where
      if result.status != 0 && source != .lenient {
        #expect(positioned, "\(what): the error has no position: \(err.debugDescription)")
      }
    }
  }

  /// What `signalbox -q` must print for each `y_` file, computed independently of Signalbox by
  /// Python's json module: compact JSON as SPEC §3 prints it (numbers as JavaScript's
  /// Number.prototype.toString, `-0` kept; strings escaping only `"`, `\` and, as `jq -c`
  /// does, the controls below U+0020 and U+007F; a repeated key keeps its first place and its
  /// last value).
  static func canonicalOutputs(of directory: URL) throws -> [String: String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", canonicalizer, directory.path]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CanonicalizerFailed() }
    return try JSONDecoder().decode([String: String].self, from: data)
  }

  struct CanonicalizerFailed: Error {}

  static let canonicalizer = #"""
    import json, math, os, sys

    def number(x):
        if x == 0:
            return "-0" if math.copysign(1.0, x) < 0 else "0"
        mantissa, _, exp = repr(abs(x)).partition("e")    # shortest round-trip digits
        whole, _, frac = mantissa.partition(".")
        digits = whole + frac
        n = len(whole) + int(exp or 0)                    # the point comes after n digits
        n -= len(digits) - len(digits.lstrip("0"))
        digits = digits.strip("0")
        k = len(digits)
        if k <= n <= 21:
            s = digits + "0" * (n - k)
        elif 0 < n <= 21:
            s = digits[:n] + "." + digits[n:]
        elif -6 < n <= 0:
            s = "0." + "0" * (-n) + digits
        else:
            e = n - 1
            s = digits[0] + ("." + digits[1:] if k > 1 else "") + "e" + ("+" if e >= 0 else "-") \#
    + str(abs(e))
        return ("-" if x < 0 else "") + s

    def string(s):
        out = ['"']
        for ch in s:
            c = ord(ch)
            if ch == '"': out.append('\\"')
            elif ch == '\\': out.append('\\\\')
            elif ch == '\b': out.append('\\b')
            elif ch == '\f': out.append('\\f')
            elif ch == '\n': out.append('\\n')
            elif ch == '\r': out.append('\\r')
            elif ch == '\t': out.append('\\t')
            elif c < 0x20 or c == 0x7f: out.append('\\u%04x' % c)
            else: out.append(ch)
        out.append('"')
        return "".join(out)

    def encode(v):
        if v is None: return "null"
        if v is True: return "true"
        if v is False: return "false"
        if isinstance(v, float): return number(v)
        if isinstance(v, str): return string(v)
        if isinstance(v, list): return "[" + ",".join(encode(x) for x in v) + "]"
        return "{" + ",".join(string(k) + ":" + encode(x) for k, x in v.items()) + "}"

    def pairs(items):
        d = {}
        for k, v in items:
            d[k] = v          # a repeated key keeps its first place, takes the last value
        return d

    directory = sys.argv[1]
    out = {}
    for name in sorted(os.listdir(directory)):
        if name.startswith("y_"):
            text = open(os.path.join(directory, name), "rb").read().decode("utf-8")
            value = json.loads(text, object_pairs_hook=pairs, parse_int=float, parse_float=float)
            out[name] = encode(value) + "\n"
    sys.stdout.write(json.dumps(out))
    """#
}

/// Results filled in by concurrent runs, one slot each.
final class ResultBox: @unchecked Sendable {
  private var results: [BinaryRunner.Result]
  private let lock = NSLock()
  init(count: Int) {
    results = Array(repeating: BinaryRunner.Result(out: "", err: "", status: -1), count: count)
  }
  func set(_ k: Int, _ result: BinaryRunner.Result) { lock.withLock { results[k] = result } }
  var all: [BinaryRunner.Result] { lock.withLock { results } }
}
