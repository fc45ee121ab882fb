/// Runs a body on a fresh thread with a stack of a given size (reserved, committed only as
/// it is used) while the calling thread waits in `pthread_join`, so one of the two runs at a
/// time. The engine continues deep recursions this way (`DeepRecursion`); the command line
/// runs its whole session this way, so the language's limits hold whatever `ulimit -s` is.
/// When no such thread can be made the body runs on the calling thread.
package enum FreshStack {
  /// Runs `body` on a thread with a `stackSize`-byte stack and returns what it returns or throws.
  package static func run<T>(stackSize: Int, _ body: () throws -> T) throws -> T {
    try withoutActuallyEscaping(body) { escapable -> T in
      var result: Result<T, any Error>?
      guard OSThread.runJoined(stackSize: stackSize, { result = Result { try escapable() } })
      else {
        return try escapable()  // no thread to be had: carry on here
      }
      return try result!.get()
    }
  }

  /// `run` for a body that cannot throw.
  package static func run<T>(stackSize: Int, _ body: () -> T) -> T {
    // The throwing overload only rethrows what the body throws, and this body throws nothing.
    (try? run(stackSize: stackSize, { () throws -> T in body() })) ?? body()
  }
}
