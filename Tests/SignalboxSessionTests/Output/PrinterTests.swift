import Signalbox
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// The printers of the three output formats (SPEC §3, §9), driven directly: each event
/// kind, errors, warnings, `log` and `trace` lines, marble diagrams, colour on and off.
@Suite struct PrinterTests {
  /// Records every call a printer makes on its output, in order.
  final class Recorder: SessionOutput, @unchecked Sendable {
    var calls: [String] = []
    let colours: ColourChoice
    init(colours: ColourChoice = .none) { self.colours = colours }
    func out(_ line: String) { calls.append("out " + line) }
    func err(_ text: String) { calls.append("err " + text) }
    func flush() { calls.append("flush") }
    func outValue(prefix: String, _ value: JSON) { calls.append("value " + prefix + "…") }
  }

  static let esc = "\u{1B}["
  let start = Stamp(time: 0, job: nil)
  let job = Stamp(time: 1.5, job: 3)

  func printer(_ format: OutputFormat, colours: ColourChoice = .none) -> (any Printer, Recorder) {
    let recorder = Recorder(colours: colours)
    return (format.printer(OutputChannel(recorder)), recorder)
  }

  @Test func eachFormatHasItsOwnPrinter() {
    #expect(printer(.text).0 is TextPrinter)
    #expect(printer(.json).0 is JSONPrinter)
    #expect(printer(.values).0 is ValuesPrinter)
  }

  // MARK: text

  @Test func textPrintsEveryEventAsATimedLine() {
    let (text, out) = printer(.text)
    text.event(.next(.object(["a": .array([1, "b"])])), start)
    text.event(.next(.number(0.1)), job)
    text.event(.error(RuntimeError("map: \"bad\"")), job)
    text.event(.completed, start)
    #expect(
      out.calls == [
        "out 0.000 next {\"a\":[1,\"b\"]}", "out [3] 1.500 next 0.1",
        "out [3] 1.500 error \"map: \\\"bad\\\"\"", "out 0.000 completed",
      ])
  }

  @Test func textPrintsLogTraceDisposedAndMarblesOnStandardOutput() {
    let (text, out) = printer(.text)
    text.log([1, "a"], job)
    text.log([], start)
    text.trace("2:map", "next", .number(4), start)
    text.trace("map", "error", .string("boom"), start)
    text.trace("take", "disposed", nil, job)
    text.disposed(Stamp(time: 12.25, job: nil))
    text.marbles(["time  0.000", "1:from  1,|"])
    #expect(
      out.calls == [
        "out [3] 1.500 log 1 \"a\"", "out 0.000 log", "out 0.000 trace 2:map next 4",
        "out 0.000 trace map error \"boom\"", "out [3] 1.500 trace take disposed",
        "out 12.250 disposed",
        "out time  0.000", "out 1:from  1,|",
      ])
  }

  @Test func textHandsABigStringToTheOutputToWriteInPieces() {
    let (text, out) = printer(.text)
    text.event(.next(.string(String(repeating: "x", count: 1 << 20))), job)
    #expect(out.calls == ["value [3] 1.500 next …"])
  }

  @Test func textPaintsEventLinesWhenStandardOutputIsColoured() {
    let (text, out) = printer(.text, colours: ColourChoice(stdout: true, stderr: false))
    let e = PrinterTests.esc
    text.event(.next(1), job)
    text.event(.completed, start)
    text.event(.error(RuntimeError("E")), start)
    text.log([2], start)
    text.trace("map", "next", 3, start)
    text.disposed(start)
    text.marbles(["time  0.000"])
    #expect(
      out.calls == [
        "out \(e)2m[3] 1.500\(e)0m next\(e)36m 1\(e)0m",
        "out \(e)2m0.000\(e)0m \(e)32mcompleted\(e)0m",
        "out \(e)2m0.000\(e)0m \(e)31m\(e)1merror\(e)0m\(e)31m \"E\"\(e)0m",
        "out \(e)2m0.000\(e)0m \(e)35mlog\(e)0m 2",
        "out \(e)2m0.000\(e)0m \(e)2mtrace map next 3\(e)0m",
        "out \(e)2m0.000\(e)0m \(e)33mdisposed\(e)0m",
        "out time  0.000",  // not an event line: never painted
      ])
  }

  @Test func aColouredBigStringIsPrintedWholeSoItCanBePainted() {
    let (text, out) = printer(.text, colours: ColourChoice(stdout: true, stderr: false))
    text.event(.next(.string(String(repeating: "x", count: 1 << 20))), start)
    #expect(out.calls.count == 1)
    #expect(out.calls.first?.hasPrefix("out \(PrinterTests.esc)2m0.000") == true)
    #expect(out.calls.first?.hasSuffix("x\"\(PrinterTests.esc)0m") == true)
  }

  // MARK: json

  @Test func jsonPrintsOneObjectPerEventWithTheJobFirst() {
    let (json, out) = printer(.json)
    json.event(.next(.array([.null, true, "é\n"])), job)
    json.event(.next(0.5), Stamp(time: 1.2345, job: nil))
    json.event(.error(RuntimeError("say \"no\"")), Stamp(time: 0.0004, job: nil))
    json.event(.completed, job)
    #expect(
      out.calls == [
        #"out {"job":3,"t":1.5,"kind":"next","value":[null,true,"é\n"]}"#,
        #"out {"t":1.235,"kind":"next","value":0.5}"#,
        #"out {"t":0,"kind":"error","message":"say \"no\""}"#,
        #"out {"job":3,"t":1.5,"kind":"completed"}"#,
      ])
  }

  @Test func jsonPrintsLogAndTraceObjectsAndMarblesOnStandardError() {
    let (json, out) = printer(.json)
    json.log([1, "a"], job)
    json.trace("m\"x", "next", 4, start)
    json.trace("map", "error", "boom", start)
    json.trace("map", "subscribed", nil, start)
    json.marbles(["time  0.000", "1:from  1"])
    #expect(
      out.calls == [
        #"out {"job":3,"t":1.5,"kind":"log","values":[1,"a"]}"#,
        #"out {"t":0,"kind":"trace","label":"m\"x","event":"next","value":4}"#,
        #"out {"t":0,"kind":"trace","label":"map","event":"error","message":"boom"}"#,
        #"out {"t":0,"kind":"trace","label":"map","event":"subscribed"}"#,
        "flush", "err time  0.000\n1:from  1\n",
      ])
  }

  @Test func jsonIsNeverPaintedButDisposedIsTheTextLine() {
    let (json, out) = printer(.json, colours: ColourChoice(stdout: true, stderr: true))
    json.event(.next(1), start)
    json.disposed(job)
    let e = PrinterTests.esc
    #expect(
      out.calls == [
        #"out {"t":0,"kind":"next","value":1}"#, "out \(e)2m[3] 1.500\(e)0m \(e)33mdisposed\(e)0m",
      ])
  }

  // MARK: values

  @Test func valuesPrintsOnlyTheValuesOfNextEvents() {
    let (values, out) = printer(.values)
    values.event(.next("a"), job)
    values.event(.next(.object(["b": 2])), start)
    values.event(.completed, start)
    values.event(.error(RuntimeError("boom")), start)
    values.event(.next(.string(String(repeating: "x", count: 1 << 20))), job)
    #expect(out.calls == [#"out "a""#, #"out {"b":2}"#, "flush", "err error: boom\n", "value …"])
  }

  @Test func valuesSendsLogTraceAndMarblesToStandardError() {
    let (values, out) = printer(.values)
    values.log([1, "a"], job)
    values.log([], start)
    values.trace("map", "pulled", 1, start)
    values.marbles(["time  0.000"])
    #expect(
      out.calls == [
        "flush", "err [3] 1.500 log 1 \"a\"\n", "flush", "err 0.000 log \n",
        "flush", "err 0.000 trace map pulled 1\n", "flush", "err time  0.000\n",
      ])
  }

  // MARK: the channel: warnings, diagnostics, colour on standard error

  @Test func warningsAndDiagnosticsArePaintedOnlyWhenStandardErrorIsColoured() {
    let e = PrinterTests.esc
    let coloured = Recorder(colours: ColourChoice(stdout: false, stderr: true))
    OutputChannel(coloured).warning("job [1] disposed")
    OutputChannel(coloured).err("t.sbx:1:2: error: bad\n    just\n     ^\n")
    #expect(
      coloured.calls == [
        "flush", "err \(e)33m\(e)1mwarning:\(e)0m job [1] disposed\n",
        "err \(e)1mt.sbx:1:2\(e)0m\(e)31m\(e)1m: error: \(e)0m\(e)1mbad\(e)0m\n"
          + "    just\n     \(e)32m\(e)1m^\(e)0m\n",
      ])
    let plain = Recorder()
    OutputChannel(plain).warning("job [1] disposed")
    #expect(plain.calls == ["flush", "err warning: job [1] disposed\n"])
  }

  @Test func valuesErrorsOnAColouredStandardErrorArePaintedAsDiagnostics() {
    let (values, out) = printer(.values, colours: ColourChoice(stdout: true, stderr: true))
    values.event(.error(RuntimeError("boom")), start)
    let e = PrinterTests.esc
    #expect(out.calls == ["flush", "err \(e)31m\(e)1merror:\(e)0m boom\n"])
  }

  // MARK: the JSON writer's objects, and the session's use of the printers

  @Test func objectWriterWritesMembersInOrder() {
    var bytes: [UInt8] = []
    var object = JSONWriter.ObjectWriter()
    object.end(into: &bytes)
    object.member("k\"", .array([1, .null]), into: &bytes)
    object.member("t", .number(1e21), into: &bytes)
    object.end(into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == #"{}{"k\"":[1,null],"t":1e+21}"#)
  }

  @Test func formatChangesThePrinterForTheRestOfTheScript() {
    let run = runSession(
      "just 1\n:format json\njust 2 | map log(x)\n:format values\njust 3 | trace\n")
    #expect(
      run.out == [
        "0.000 next 1", "0.000 completed", #"{"t":0,"kind":"log","values":[2]}"#,
        #"{"t":0,"kind":"next","value":2}"#, #"{"t":0,"kind":"completed"}"#, "3",
      ])
    #expect(run.err.hasPrefix("0.000 trace just subscribed\n0.000 trace just next 3\n"))
  }
}
