import CReadline
import SignalboxLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive playground: readline line editing and history, one statement per line
/// (a line ending in `|` or with an open bracket continues), the session kept between
/// lines. The full REPL of issue 5 (completion, meta commands, job output above the
/// prompt) builds on this.
enum Repl {
  static func run(options: SessionOptions) -> Int32 {
    let output = TerminalOutput()
    let session = Session(options: options, output: output)
    let historyPath = ProcessInfoLite.environment("SIGNALBOX_HISTORY")
      ?? (ProcessInfoLite.environment("HOME").map { $0 + "/.signalbox_history" } ?? ".signalbox_history")
    _ = read_history(historyPath)
    var pending = ""
    while true {
      let prompt = pending.isEmpty ? "sbx> " : "...> "
      guard let raw = readline(prompt) else {
        if pending.isEmpty { break }
        pending = ""
        continue
      }
      let line = String(cString: raw)
      free(raw)
      pending += pending.isEmpty ? line : "\n" + line
      if needsContinuation(pending) { continue }
      let statement = pending
      pending = ""
      if statement.trimmingCharacters(in: " \t").isEmpty { continue }
      add_history(statement)
      _ = write_history(historyPath)
      if statement == ":quit" || statement == ":q" { break }
      session.runInteractive(SourceFile(name: "<repl>", text: statement))
      output.flush()
    }
    session.finish()
    output.flush()
    return session.exitStatus
  }

  /// A statement continues when it ends in `|` or `,` or leaves a bracket open.
  static func needsContinuation(_ text: String) -> Bool {
    var depth = 0
    var inString = false
    var escaped = false
    var last: Character = " "
    for ch in text {
      if inString {
        if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false }
        continue
      }
      switch ch {
      case "\"": inString = true
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "#": break
      default: break
      }
      if !ch.isWhitespace { last = ch }
    }
    return depth > 0 || last == "|" || last == ","
  }
}

enum ProcessInfoLite {
  static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }
}

extension String {
  func trimmingCharacters(in set: String) -> String {
    var s = Substring(self)
    while let f = s.first, set.contains(f) { s.removeFirst() }
    while let l = s.last, set.contains(l) { s.removeLast() }
    return String(s)
  }
}
