import SignalboxJQ
import SignalboxJSON

/// Every limit the language puts on program text, values and time, in one place
/// (docs/language.md, "Limits and failures"). Each keeps a recursion within the stack a
/// debug build has on an 8 MiB thread (the main thread's default; the `signalbox` binary
/// runs its session on a thread of `sessionStackSize`, so a lower `ulimit -s` changes
/// nothing), and they are the same in debug and release builds.
package enum Limits {
  /// How deeply brackets, blocks, unary operators and conditionals may nest in an
  /// expression (the parser recurses about ten calls per level).
  package static let nesting = 256
  /// How deep an expression's tree may be, counting every operator of a chain (`1 + 1 +
  /// … + 1` is as deep as it has terms): compiling and evaluating recurse once per level.
  package static let expressionDepth = 1000
  /// How many stages one pipeline may have, and how many a subscription may pass through
  /// in all, counting the stages of let-bound pipelines it uses and of its blocks:
  /// subscribing nests a few calls per stage.
  package static let stages = 1000
  /// How many levels a synchronous `expand` may go (each value's stream sending while the
  /// one it came from is subscribed), and how many values it may hold waiting on its work
  /// stack: past a few levels the engine keeps them on a stack of its own, not the call
  /// stack, so this bounds an endless expansion (`expand {just x + 1}`), not the stack.
  package static let expandDepth = 1 << 17
  /// How deeply a value built by an expression (`[acc]`, `{a: x}`) may nest arrays and
  /// objects. Releasing a value recurses once per level.
  package static let valueDepth = JQLimits.valueDepth
  /// The shortest period of `interval`: the resolution of printed time. A shorter one
  /// (`interval 1e-300`) would tick practically forever before the virtual clock reached
  /// the horizon.
  package static let shortestPeriod = 0.001
  /// The longest line `stdin lines` and `file … lines` read: a line that has no newline
  /// after this many bytes is an error (`file "/dev/zero" lines` would otherwise hold all
  /// of memory). A JSON value has the same limit (`longestValue`).
  package static let longestLine = JSONLimits.longestLine
  /// The longest JSON value `stdin`, `stdin lenient` and `file` read.
  package static let longestValue = JSONLimits.longestValue
  /// Unreadable input in a row that `lenient` gives up on.
  package static let unreadableInput = JSONLimits.unreadableInput
  /// The longest program text (`-e`, a script, or a program piped on stdin).
  package static let longestProgram = JSONLimits.longestProgram
  /// The most elements an array built by the program may have (`range(0, N)`, `collect`,
  /// `toArray`, `sequence`, `+` of two arrays): past it, an error event rather than the
  /// memory.
  package static let arrayLength = JQLimits.arrayLength
  /// How many bytes the values a collecting stage holds (`collect`/`toArray`, `sequence`, a
  /// `jq` filter that reads `inputs`, a buffer that overlaps no other) may take in all,
  /// estimated from above (`JSON.footprint`), checked before each value is kept: past it,
  /// an error event rather than the allocator's abort, however few elements each value has.
  package static let collectBytes = 1 << 30
  /// The longest string built by an expression (`+` of two strings).
  package static let stringLength = 1 << 30
  /// The stack of the thread the `signalbox` binary runs its session on (reserved, not
  /// committed until used).
  package static let sessionStackSize = 256 * 1024 * 1024
}
