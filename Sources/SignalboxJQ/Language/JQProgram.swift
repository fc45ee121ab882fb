import SignalboxJSON

/// A compiled jq filter (jq 1.7.1's language): compiled once, run on any number of inputs.
public struct JQProgram: Sendable {
  let compiled: JQCompiled

  /// Compiles a jq filter; throws `JQError` (kind `.compile`) with jq's message and the
  /// position.
  public init(_ text: String, options: JQOptions = JQOptions()) throws {
    compiled = try JQCompiler.compile(text, options: options)
  }

  /// Runs the filter on one input; each output goes to `emit`, in order. An uncaught jq
  /// error throws `JQError` (kind `.runtime`, `value` the error's value) after the outputs
  /// before it.
  public func run(_ input: JSON, context: JQContext, emit: (JSON) throws -> Void) throws {
    try JQRun(context: context, program: compiled).run(input, emit)
  }
}

/// How a program is compiled: where modules are looked for (`-L`) and the `$name`
/// variables the caller binds (`--arg`, `--argjson`, `$ENV`, `$ARGS` …).
public struct JQOptions: Sendable {
  /// The folders `import` and `include` look in (`-L`), in order.
  public var libraryPaths: [String]
  /// The `$name` variables the program sees, without the `$`.
  public var variables: [(name: String, value: JSON)]

  /// Options with these library folders and variables (none by default).
  public init(libraryPaths: [String] = [], variables: [(name: String, value: JSON)] = []) {
    self.libraryPaths = libraryPaths
    self.variables = variables
  }
}

/// What a run sees of the world: the following inputs (`input`, `inputs`), the input's
/// file name (`input_filename`) and where `debug`/`stderr` write.
public final class JQContext {
  /// The next input for `input`/`inputs`; nil when there is no more.
  public var nextInput: () throws -> JSON?
  /// What `input_filename` gives.
  public var inputFilename: JSON
  /// Receives `debug`'s and `stderr`'s text, already formatted as jq writes it.
  public var stderr: (String) -> Void
  /// What `input_filename`'s neighbour `input_line_number` gives: the lines of the current
  /// file read so far (jq reads a line at a time); 0 where there is no file.
  public var inputLineNumber: () -> Int = { 0 }
  /// Asked every 4096 calls and loop turns: true ends the run with `JQInterrupted` (the
  /// REPL's Ctrl-C, its preview's budget), which no `try` in the filter catches.
  public var isInterrupted: () -> Bool = { false }

  /// A context: no further input, `input_filename` null and `debug`/`stderr` text
  /// dropped unless given.
  public init(
    nextInput: @escaping () throws -> JSON? = { nil }, inputFilename: JSON = .null,
    stderr: @escaping (String) -> Void = { _ in }
  ) {
    self.nextInput = nextInput
    self.inputFilename = inputFilename
    self.stderr = stderr
  }
}

/// A run ended because its context said it was interrupted (`JQContext.isInterrupted`):
/// not an error of the filter (no `try` catches it); whoever interrupted it knows why.
public struct JQInterrupted: Error, Sendable {
  /// The interruption, thrown by the evaluator when `JQContext.isInterrupted` answers true.
  public init() {}
}

/// A jq error: a compile error, an uncaught runtime error (`error(v)` or a builtin's), or
/// `halt`/`halt_error`.
public struct JQError: Error, Sendable {
  /// Which of the three the error is.
  public enum Kind: Sendable, Equatable {
    /// The filter does not compile (jq's exit status 3).
    case compile
    /// An error no `try` caught (jq's exit status 5).
    case runtime
    /// `halt` or `halt_error`, with the status the program asked for.
    case halt(status: Int32)
  }

  /// Compile error, runtime error or halt.
  public let kind: Kind
  /// jq's text: `Cannot index number with "a"`, or a compile error's text.
  public let message: String
  /// The error's value (a string or any other value); for `halt_error` the value to print.
  public let value: JSON
  /// The offset in the filter text (in characters) where known.
  public let position: Int?
  /// The catalogue ID of the message where the language raised it; nil for a program's
  /// own `error(v)` and for `halt`.
  public let id: DiagnosticMessage.ID?
  /// The compile errors jq reports after this one, in order: bison's after it recovers from
  /// a syntax error (`[1,,2] | .[` has two). Empty for any other error.
  public internal(set) var following: [JQError] = []
  /// The imported module the error is in (a syntax error of its text, a name its
  /// definition calls that is not defined); nil when it is in the filter itself.
  public internal(set) var module: JQModuleSource? = nil
  /// The count jq 1.7.1 prints after these errors when it is not their number: a module it
  /// cannot find, met after other modules' errors, is counted alone. Nil: their number.
  public internal(set) var count: Int? = nil

  /// An error of `kind` with jq's `message`, the error's `value`, and where known its
  /// position and catalogue ID.
  public init(
    kind: Kind, message: String, value: JSON, position: Int? = nil,
    id: DiagnosticMessage.ID? = nil
  ) {
    self.kind = kind
    self.message = message
    self.value = value
    self.position = position
    self.id = id
  }
}

/// An imported module's file, where jq places a compile error in it: `jq: error: … at
/// PATH, line N:` and that line of the text.
public struct JQModuleSource: Sendable {
  /// The file's path as jq 1.7.1 prints it (resolved by `realpath`).
  public let path: String
  /// The file's text.
  public let text: String
}
