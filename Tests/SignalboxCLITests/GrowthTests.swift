import Foundation
import Testing

/// Nothing quadratic (issue 25, Q1/Q2): every accumulating operator and every reader path
/// costs about four times as much for 4N values as for N. Cost is counted, not timed: the
/// binary runs with an allocation counter preloaded (Fixtures/alloccount.c, built here with
/// the system's C compiler), which counts the heap allocations and the bytes they asked
/// for; a copy of the accumulator per value makes the bytes grow with N². The cost of the
/// same program on no input is taken off both, and the bytes for 4N must stay within 5×
/// those for N (a quadratic cost gives 16×).
@Suite struct GrowthTests {
  /// The preloadable counter, or nil when there is no C compiler (the tests then fail).
  static let counter: String? = {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("signalbox-growth-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let library = directory.appendingPathComponent("alloccount.so").path
    let source = BinaryRunner.packageRoot
      .appendingPathComponent("Tests/SignalboxCLITests/Fixtures/alloccount.c").path
    guard
      let result = try? BinaryRunner.run(
        ["/bin/sh", "-c", "cc -shared -fPIC -O2 -o '\(library)' '\(source)'"], shell: true),
      result.status == 0
    else { return nil }
    return library
  }()

  /// Bytes allocated by one run of the binary with `arguments` and `input`.
  static func bytes(_ arguments: [String], input: Data) throws -> Double {
    let library = try #require(counter, "no C compiler to build the allocation counter")
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("signalbox-growth-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = try BinaryRunner.run(
      arguments, input: input, timeout: 120,
      environment: ["LD_PRELOAD": library, "SIGNALBOX_ALLOC_OUT": out])
    #expect(!result.signaled, "killed: \(arguments)")
    let text = try String(contentsOfFile: out, encoding: .utf8)
    let fields = text.split(separator: " ").compactMap {
      Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return try #require(fields.last)
  }

  /// The growth check for a program made by `make(n)`: (args, stdin).
  static func expectLinear(
    _ what: String, n: Int, sourceLocation: SourceLocation = #_sourceLocation,
    _ make: (Int) -> ([String], Data)
  ) throws {
    let (a0, i0) = make(0)
    let (a1, i1) = make(n)
    let (a4, i4) = make(4 * n)
    let base = try bytes(a0, input: i0)
    let small = try bytes(a1, input: i1) - base
    let big = try bytes(a4, input: i4) - base
    #expect(small > 0, "\(what): nothing counted for \(n)", sourceLocation: sourceLocation)
    #expect(
      big <= 5 * small,
      """
      \(what): \(Int(small)) bytes allocated for \(n), \(Int(big)) for \(4 * n) \
      (\(Int(10 * big / max(small, 1))) tenths)
      """,
      sourceLocation: sourceLocation)
  }

  /// `range 1, N` into `stage`, on the virtual clock.
  static func stage(_ what: String, _ stage: String, n: Int = 3000) throws {
    try expectLinear(what, n: n) { k in
      (["--virtual", "-q", "-e", "range 1, \(k + 1) | \(stage) | ignoreValues"], Data())
    }
  }

  @Test func collectIsLinear() throws { try Self.stage("collect", "collect") }
  @Test func toArrayIsLinear() throws { try Self.stage("toArray", "toArray") }
  @Test func sequenceIsLinear() throws { try Self.stage("sequence", "sequence | array") }
  @Test func scanWithAnArrayIsLinear() throws {
    try Self.stage("scan []", "scan [], acc + [x]")
  }
  @Test func aggregateOfAnArrayIsLinear() throws {
    try Self.stage("aggregate []", "aggregate [], acc + [x]")
  }
  @Test func aggregateOfAStringIsLinear() throws {
    try Self.stage("aggregate \"\"", "aggregate \"\", acc + \"ab\"")
  }
  @Test func bufferWithTimeIsLinear() throws {
    try Self.stage("bufferWithTime", "bufferWithTime 1")
  }
  @Test func materializeIsLinear() throws { try Self.stage("materialize", "materialize") }
  @Test func takeLastIsLinear() throws { try Self.stage("takeLast", "takeLast 1000000") }
  @Test func replayIsLinear() throws {
    try Self.expectLinear("replay", n: 3000) { k in
      (["--virtual", "-q", "-e", "let r = range 1, \(k + 1) | replay\nr | ignoreValues"], Data())
    }
  }
  @Test func joinAddSortByAreLinear() throws {
    try Self.stage("join", "collect | map join(x, \",\")")
    try Self.stage("add", "map [x] | collect | map add(x)")
    try Self.stage("sort_by", "map {a: -x} | collect | map sort_by(x, \"a\")")
  }

  /// Whitespace between stdin values is skipped without being kept: the bytes allocated
  /// do not grow with it at all (the buffer stays at its size), for spaces and newlines.
  @Test(arguments: [" ", "\n"]) func whitespaceBetweenStdinValuesIsNotKept(_ space: String)
    throws
  {
    func input(_ k: Int) -> Data { Data(("1" + String(repeating: space, count: k) + "2\n").utf8) }
    let small = try Self.bytes(["--threads", "1", "-q", "-e", "stdin"], input: input(1 << 20))
    let big = try Self.bytes(["--threads", "1", "-q", "-e", "stdin"], input: input(1 << 22))
    #expect(
      big - small < Double(1 << 18), "\(Int(small)) bytes allocated for 1 MiB, \(Int(big)) for 4")
    // Reading ahead (`--threads 2`) the batches' buffers are used again, but how many are
    // made depends on how the two threads meet, not only on the input: not held to a bound
    // here (ReadAheadTests holds the queue's).
  }

  /// Past the 64 KiB read buffer and output buffer for N, so that both sizes grow them. On
  /// one thread: reading ahead, how many batches are made depends on how the two threads
  /// meet (`stdin lines` allocated from 0.9 to 4.4 MB for the same 80 000 lines), not only on
  /// the input (ReadAheadTests holds the queue's bound).
  @Test func stdinValuesLinesAndItemsAreLinear() throws {
    func lines(_ k: Int) -> Data { Data((0..<k).map { "{\"a\": \($0)}\n" }.joined().utf8) }
    let one = ["--threads", "1", "-q", "-e"]
    try Self.expectLinear("stdin", n: 20_000) { k in (one + ["stdin"], lines(k)) }
    try Self.expectLinear("stdin lines", n: 20_000) { k in (one + ["stdin lines"], lines(k)) }
    try Self.expectLinear("stdin items", n: 20_000) { k in
      let array = "[" + (0..<k).map { "{\"a\": \($0)}" }.joined(separator: ",") + "]"
      return (one + ["stdin items"], Data(array.utf8))
    }
  }
}
