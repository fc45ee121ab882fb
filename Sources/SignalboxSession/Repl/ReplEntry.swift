/// The entry being typed at the prompt, line by line: it is run when it is finished
/// (`ReplQuestions.open`), goes on under a prompt that says what is open, and is abandoned
/// by two empty lines in a row. No UI: the REPL feeds it the lines readline gives.
package struct ReplEntry: Sendable {
  /// The lines so far, joined by newlines (empty between entries).
  package private(set) var text = ""
  /// Empty lines typed in a row inside an unfinished entry.
  private var emptyLines = 0

  /// What a line made of the entry.
  package enum Outcome: Equatable, Sendable {
    /// The entry is finished: run it (one history entry, newlines and all).
    case finished(String)
    /// It goes on: the next line's prompt.
    case continues(prompt: String)
    /// Two empty lines in a row: it is dropped, with this note.
    case abandoned(note: String)
    /// An empty line at the start of an entry: nothing to run.
    case nothing
  }

  package init() {}

  /// The prompt for the next line (`sbx> `, or what is open: `...[ `).
  package var prompt: String {
    text.isEmpty ? ReplQuestions.prompt(for: nil) : ReplQuestions.prompt(for: open)
  }

  /// What keeps the entry unfinished (nil between entries).
  package var open: ReplQuestions.Open? { text.isEmpty ? nil : ReplQuestions.open(text) }

  /// Adds a typed line.
  package mutating func add(_ line: String) -> Outcome {
    let blank = line.allSatisfy { $0 == " " || $0 == "\t" }
    if text.isEmpty {
      if blank { return .nothing }
      text = line
    } else if blank {
      emptyLines += 1
      if emptyLines >= 2 {
        let note = ReplQuestions.abandonedNote(open)
        clear()
        return .abandoned(note: note)
      }
      text += "\n" + line
    } else {
      emptyLines = 0
      text += "\n" + line
    }
    guard ReplQuestions.needsContinuation(text) else {
      let entry = text
      clear()
      let blankEntry = entry.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" }
      return blankEntry ? .nothing : .finished(entry)
    }
    return .continues(prompt: prompt)
  }

  /// Drops the entry (Ctrl-C, Ctrl-D, two empty lines).
  package mutating func clear() {
    text = ""
    emptyLines = 0
  }
}
