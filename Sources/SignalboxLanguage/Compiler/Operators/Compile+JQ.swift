import Signalbox
import SignalboxJQ
import SignalboxJSON

/// The `jq '…'` stage (docs/jq.md): each value runs jq 1.7.1's filter, each output is a
/// value out (in order, as `flattenMap` sends an inner stream's), and a jq error is an error
/// event with jq's message at the stage (R070), after the outputs before it. The filter is
/// compiled with the program (C050 when it is not raw text, C051 when jq refuses it).
///
/// A filter that reads `input`/`inputs` reads the stage's following values: it runs as jq
/// runs over a file, when the upstream completes — each value that no `input` took is the
/// next input, and `input` after the last value is jq 1.7.1's error "break".
extension Compile {
  static func jq(_ site: Compiler.Site) throws -> StageFunction {
    guard case .expr(.literal(.string(let text), let at)) = site.arguments[0] else {
      throw site.fail(Message.jqFilterNotText(), at: site.arguments[0].offset)
    }
    let program: JQProgram
    do {
      // `$ARGS` as jq 1.7.1 binds it with no arguments, so a filter that reads it runs in
      // a stage as under `signalbox jq`.
      let args: JSON = .object(["positional": .array([]), "named": .object([:])])
      program = try JQProgram(text, options: JQOptions(variables: [("ARGS", args)]))
    } catch let error as JQError {
      // Every error jq reports, each a C051 where it stands in the filter.
      let file = site.compiler.file
      let all = [error] + error.following
      for e in all.dropLast() {
        _ = site.fail(Message.jqStageCompile(e.message), at: offset(of: e, at: at, in: file))
      }
      let last = all[all.count - 1]
      throw site.fail(Message.jqStageCompile(last.message), at: offset(of: last, at: at, in: file))
    }
    let location = site.compiler.file.map { (file: $0, offset: site.stage.offset) }
    let failure: @Sendable (any Error) -> RuntimeError = { error in
      let message = (error as? JQError)?.message ?? "\(error)"
      return RuntimeError(Message.jqStageError(message), location: location)
    }
    let tooMany: @Sendable () -> any Error = {
      RuntimeError(Message.arrayTooLong("jq", Limits.arrayLength), location: location)
    }
    if readsInputs(text) {
      return { upstream, env in
        let host = env.context.host
        return upstream.collect(
          atMost: Limits.arrayLength, weight: collectWeight, budget: Limits.collectBytes,
          tooMany, tooBig: { RuntimeError(Message.collectTooBig("jq"), location: location) }
        ).flattenMap { values in
          Signal<JSON> { subscriber in
            var next = 0
            let context = JQContext(nextInput: {
              guard next < values.count else { return nil }
              defer { next += 1 }
              return values[next]
            })
            // A long run inside one value stops when the run is interrupted (Ctrl-C, the
            // preview's budget), as `range` does: quietly, the pipeline is going.
            context.isInterrupted = { host.isInterrupted }
            do {
              while next < values.count {
                let value = values[next]
                next += 1
                try program.run(value, context: context) { subscriber.sendNext($0) }
              }
              subscriber.sendCompleted()
            } catch is JQInterrupted {
            } catch {
              subscriber.sendError(failure(error))
            }
            return nil
          }
        }
      }
    }
    return { upstream, env in
      let host = env.context.host
      let isInterrupted: @Sendable () -> Bool = { host.isInterrupted }
      return upstream.flattenMap { value in
        Signal<JSON> { subscriber in
          let context = JQContext()
          context.isInterrupted = isInterrupted
          do {
            try program.run(value, context: context) { subscriber.sendNext($0) }
            subscriber.sendCompleted()
          } catch is JQInterrupted {
          } catch {
            subscriber.sendError(failure(error))
          }
          return nil
        }
      }
    }
  }

  /// Where a compile error of the filter written at `at` stands in the program: its place
  /// inside the raw text `'…'` (where `''` is one `'`); the text's start when the error has
  /// no place in it (or is in an imported module's file), or the text is not raw.
  static func offset(of error: JQError, at: Int, in file: SourceFile?) -> Int {
    guard let k = error.position, error.module == nil, let scalars = file?.scalars,
      at < scalars.count, scalars[at] == "'"
    else { return at }
    var i = at + 1
    var n = 0
    while n < k, i < scalars.count {
      i += scalars[i] == "'" ? 2 : 1
      n += 1
    }
    return i
  }

  /// Whether the filter names `input` or `inputs` (a word of its own: not `$input`,
  /// `.inputs` nor `input_filename`).
  static func readsInputs(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    var k = 0
    while k < scalars.count {
      guard scalars[k].properties.isAlphabetic || scalars[k] == "_" else {
        k += 1
        continue
      }
      let start = k
      while k < scalars.count,
        scalars[k].properties.isAlphabetic || scalars[k] == "_"
          || ("0"..."9").contains(scalars[k])
      { k += 1 }
      let word = String(String.UnicodeScalarView(scalars[start..<k]))
      let before = start > 0 ? scalars[start - 1] : " "
      if (word == "input" || word == "inputs") && before != "." && before != "$" { return true }
    }
    return false
  }
}
