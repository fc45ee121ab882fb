import SignalboxJQ
import SignalboxJSON
import SignalboxLanguage

/// One run of `signalbox jq`: the filter compiled with its variables, each input run
/// through it, the outputs written, the exit status as jq 1.7.1's `main` decides it.
struct JQCommandRun {
  private let options: CommandOptions
  private var writer = JQOutputWriter()
  private var ret = JQCommand.noOutput
  /// -1 no result, 0 the last was false or null, 1 otherwise (jq's `last_result`).
  private var lastResult = -1

  init(_ options: CommandOptions) { self.options = options }

  /// Runs everything; the exit status.
  mutating func start() -> Int32 {
    let jqo = options.jqCommand
    var words = options.files
    var text: String
    var skipped = 0
    if !words.isEmpty {
      text = words.removeFirst()
      skipped = 1
    } else if isatty(1) == 0 || isatty(0) == 0 {
      text = "."
    } else {
      JQCommand.fail(JQCommand.shortUsage)
    }
    if jqo.fromFile {
      guard let read = FileText.contents(of: text, limit: Limits.stringLength) else {
        JQCommand.fail("jq: Could not open \(text): \(JQCommand.openError)\n")
      }
      text = read
    }
    let positional: [JSON]
    (words, positional) = JQCommandRun.split(words, from: skipped, modes: jqo.argModes)
    let named = JQCommandRun.named(jqo.named)
    // jq 1.7.1: `$ENV` is the environment even when `--arg ENV …` names a variable so (it
    // is still in `$ARGS.named`).
    var variables = named.entries.elements.filter { $0.key.string != "ENV" }
      .map { (name: $0.key.string, value: $0.value) }
    let argsValue = JSON.object(["positional": .array(positional), "named": .object(named)])
    variables.append((name: "ARGS", value: argsValue))
    let program: JQProgram
    do {
      program = try JQProgram(
        text, options: JQOptions(libraryPaths: jqo.libraryPaths, variables: variables))
    } catch let error as JQError {
      JQCommand.complain(JQCommandRun.compileErrors(error, text))
      return JQCommand.compileError
    } catch {
      JQCommand.complain(JQCommandRun.compileError("\(error)", nil, text))
      return JQCommand.compileError
    }
    configureWriter()
    let inputs = JQInputs(
      files: words, mode: inputMode, streamErrors: options.jqCommand.streamErrors,
      seq: options.jq.seq, complain: JQCommand.complain)
    let context = JQContext(
      nextInput: { inputs.nextValue() }, inputFilename: .null,
      stderr: { JQCommand.complain($0) })
    context.inputLineNumber = { inputs.lineNumber }
    // `input_filename` follows what `input` reads too (jq: `-n 'input | input_filename'`).
    context.nextInput = { [unowned context] in
      defer { (context.inputFilename, inputs.filterReads) = (inputs.filename, false) }
      inputs.filterReads = true
      if let value = inputs.nextValue() { return value }
      guard let words = inputs.takeParseError() else { return nil }
      throw JQError(kind: .runtime, message: words, value: .string(words))
    }
    if options.jq.nullInput {
      _ = process(
        program, .null, context, position: { inputs.started ? inputs.position : "<unknown>" })
    } else {
      // jq 1.7.1 reads the next value only while no file failed to open: the value read
      // past a missing file is the last one run (`jq . a missing b` runs b's first only).
      while inputs.unreadable == 0, let value = inputs.nextValue() {
        context.inputFilename = inputs.filename
        if process(program, value, context, position: { inputs.position }) { break }
      }
      if let parseError = inputs.parseError {
        // jq 1.7.1: `jq: parse error: …` and status 5 (2 only for a file it cannot open).
        JQCommand.complain(parseError + "\n")
        ret = JQCommand.unknown
      }
    }
    if inputs.unreadable > 0 { ret = JQCommand.system }
    writer.flush()
    if let errno = writer.failedWrite {
      JQCommand.complain("jq: error: writing output failed: \(String(cString: strerror(errno)))\n")
      ret = JQCommand.system
    }
    return exitStatus
  }

  /// jq's rule: `-e` turns "no output" and "false or null last" into 4 and 1.
  private var exitStatus: Int32 {
    guard options.jqCommand.exitStatus else { return max(ret, 0) }
    if ret != JQCommand.noOutput { return abs(ret) }
    switch lastResult {
    case -1: return 4
    case 0: return 1
    default: return 0
    }
  }

  private var inputMode: JQInputs.Mode {
    if options.jq.rawInput { return options.jq.slurp ? .rawText : .lines }
    if options.jqCommand.stream { return options.jq.slurp ? .streamSlurp : .stream }
    if options.jq.seq && !options.jq.slurp { return .seq }
    return options.jq.slurp ? .slurp : .json
  }

  private mutating func configureWriter() {
    let jqo = options.jqCommand
    writer.indent = jqo.indent
    writer.tab = options.jq.tab
    writer.sortKeys = options.jq.sortKeys
    writer.ascii = options.jq.ascii
    writer.raw = jqo.raw || options.jq.join || options.jq.rawOutput0
    writer.noNewline = options.jq.join || options.jq.rawOutput0
    writer.rawOutput0 = options.jq.rawOutput0
    writer.seq = options.jq.seq
    writer.unbuffered = jqo.unbuffered
    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    if jqo.color ?? (isatty(1) != 0 && !noColor) {
      let setting = getenv("JQ_COLORS").map { String(cString: $0) }
      if let colors = JQColorWriter.colors(setting) {
        writer.colors = colors
      } else {
        JQCommand.complain("Failed to set $JQ_COLORS\n")
        writer.colors = JQColorWriter.colors(nil)
      }
    }
  }

  /// Runs the filter on one input (jq's `process`); true when it halted.
  private mutating func process(
    _ program: JQProgram, _ input: JSON, _ context: JQContext, position: () -> String
  ) -> Bool {
    var result = JQCommand.noOutput
    // Taken out of `self` while the closure writes to it: a copy left behind would share
    // its byte buffer, and every value written would copy that buffer first.
    var writer = JQOutputWriter()
    swap(&writer, &self.writer)
    defer { swap(&writer, &self.writer) }
    do {
      try program.run(input, context: context) { value in
        if let refusal = writer.emit(value) {
          throw JQError(kind: .runtime, message: refusal, value: .string(refusal))
        }
        if writer.raw, case .string = value {
          result = JQCommand.ok
        } else {
          result = value.isTruthy ? JQCommand.ok : JQCommand.nullKind
        }
      }
    } catch let error as JQError {
      if case .halt(let status) = error.kind {
        writer.flush()
        JQCommandRun.halted(error.value)
        ret = status
        return true
      }
      let at = position()
      if case .string(let message) = error.value {
        // jq 1.7.1 prints the message as a C string: up to its first NUL.
        let shown = message.prefix { $0 != "\u{0}" }
        JQCommand.complain("jq: error (at \(at)): \(shown)\n")
      } else {
        JQCommand.complain(
          "jq: error (at \(at)) (not a string): \(JSONWriter.string(error.value, jq: true))\n")
      }
      result = JQCommand.unknown
    } catch {
      JQCommand.complain("jq: error (at \(position())): \(error)\n")
      result = JQCommand.unknown
    }
    ret = result
    if ret <= 0 && ret != JQCommand.noOutput { lastResult = ret == JQCommand.nullKind ? 0 : 1 }
    return false
  }

  /// jq's compile error, as jq 1.7.1's locfile prints it: the message (a syntax error's
  /// "unexpected" with its shell-quoting hint), the error's line of the filter followed by as
  /// many spaces as the error's byte column (where a caret was meant), the count.
  static func compileError(_ message: String, _ position: Int?, _ text: String) -> String {
    located(message, position, text) + "jq: 1 compile error\n"
  }

  /// The error and those jq reports after it, then their count.
  /// An error in an imported module is placed in its file (`at /path/m.jq, line 2:`).
  static func compileErrors(_ error: JQError, _ text: String) -> String {
    let all = [error] + error.following
    let n = error.count ?? all.count
    let count = n == 1 ? "1 compile error" : "\(n) compile errors"
    let shown = all.map { e in
      located(e.message, e.position, e.module?.text ?? text, file: e.module?.path)
    }
    return shown.joined() + "jq: \(count)\n"
  }

  /// One compile error as jq's locfile prints it: in the filter (`<top-level>`) or in the
  /// module `file`, where an error at no position is jq's `<unknown location>`.
  static func located(
    _ message: String, _ position: Int?, _ text: String, file: String? = nil
  ) -> String {
    var shown = message.contains("unexpected") ? message + " (Unix shell quoting issues?)" : message
    // jq 1.7.1's linker ends this message with a newline of its own: an empty line follows.
    if message.hasPrefix("module not found: ") { shown += "\n" }
    if position == nil, file != nil {
      return "jq: error: jq: error: \(shown)\n<unknown location>\n"
    }
    guard let position else { return "jq: error: \(shown)\n" }
    let scalars = Array(text.unicodeScalars)
    let at = max(0, min(position, scalars.count))
    var start = at
    while start > 0, scalars[start - 1] != "\n" { start -= 1 }
    var end = at
    while end < scalars.count, scalars[end] != "\n" { end += 1 }
    let line = 1 + scalars[..<start].lazy.filter { $0 == "\n" }.count
    let lineText = String(String.UnicodeScalarView(scalars[start..<end]))
    let column = String(String.UnicodeScalarView(scalars[start..<at])).utf8.count
    let pad = String(repeating: " ", count: column)
    return
      "jq: error: \(shown) at \(file ?? "<top-level>"), line \(line):\n\(lineText)\(pad)\n"
  }

  /// `halt_error`'s value on standard error: a string as it is, null not at all, any other
  /// value as compact JSON (numbers as jq prints them, a literal's text kept) and a newline.
  private static func halted(_ value: JSON) {
    switch value {
    case .string(let s): JQCommand.complain(s)
    case .null: break
    default: JQCommand.complain(JSONWriter.string(value, jq: true) + "\n")
    }
  }
}
