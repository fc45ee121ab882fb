import SignalboxTestSupport
import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON

/// The dispatcher: a row's arity is checked before its body runs, with the catalogue's
/// messages, and the body gets the row's name.
@Suite struct JQFunctionTests {
  private static let echo = JQFunction("echo", "echo(V)", .between(1, 2), .with("echo")) {
    call in .string("\(call.name):\(call.args.count)")
  }

  private func refusal(_ row: JQFunction, _ args: [JSON]) -> (String, DiagnosticMessage.ID?) {
    do {
      _ = try row(args)
      return ("", nil)
    } catch let error as EvalError {
      return (error.message, error.id)
    } catch {
      return ("\(error)", nil)
    }
  }

  @Test func theBodyGetsTheRowsNameAndItsArguments() throws {
    #expect(try Self.echo([.number(1), .number(2)]) == .string("echo:2"))
  }

  @Test func aWrongCountIsRefusedBeforeTheBody() {
    #expect(refusal(Self.echo, []) == ("echo() takes 1 or 2 arguments, got 0", .argumentCount))
    #expect(refusal(Self.echo, [.null, .null, .null]).0 == "echo() takes 1 or 2 arguments, got 3")
  }

  @Test func theRefusalsWordsFollowTheArity() {
    let rows: [(JQFunction.Arity, String)] = [
      (1, "f() takes 1 argument, got 5"), (2, "f() takes 2 arguments, got 5"),
      (.between(1, 3), "f() takes 1 to 3 arguments, got 5"),
      (.atLeast(6), "f() takes 6 or more arguments, got 5"),
      (.one, "f() takes 1 argument"), (.takes(0...1, "two numbers"), "f() takes two numbers"),
    ]
    for (arity, message) in rows {
      let row = JQFunction("f", "f()", arity, .with("f")) { _ in .null }
      #expect(refusal(row, Array(repeating: .null, count: 5)).0 == message)
    }
  }

  @Test func aRequiredFilterLeftOutIsAWrongCount() throws {
    let row = JQFunction("g", "g(A, F)", 2, .with("g"), filter: { call, f in try f(call.args[0]) })
    #expect(refusal(row, [.null]).0 == "g() takes 2 arguments, got 1")
    #expect(try row([.number(2)], filter: Filter { $0 }) == .number(2))
  }

  @Test func everyRowOfTheLibraryHasItsOwnNameAndAFormNamingIt() {
    let names = JQLibrary.all.map(\.name)
    #expect(Set(names).count == names.count)
    for row in JQLibrary.all {
      #expect(row.form.hasPrefix(row.name + "("), "\(row.name): \(row.form)")
    }
  }

  /// These called `args[0]` unchecked and trapped (`Index out of range`).
  @Test(arguments: ["any()", "all()", "paths()"])
  func noArgumentsIsAnErrorNotATrap(_ call: String) {
    let name = call.dropLast(2)
    #expect(
      runSession("just \(call)").out
        == ["0.000 error \"just: \(name)() takes 1 or 2 arguments, got 0\""])
  }
}
