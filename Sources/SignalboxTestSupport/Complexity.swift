#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much more work `run` does at 4n than at n: the CPU time of the calling thread (not
/// the wall clock: time the thread waits, on a loaded machine, is not counted), the best of
/// `tries` runs at each size. Linear work gives about 4, quadratic about 16, so a complexity
/// test asserts a ratio well between (`linearBound`). Instruction counts, which would be
/// exact, need perf events that many VMs lack; `scripts/complexity-smoke.sh` measures the
/// release binary's with callgrind.
package func growth(from n: Int, tries: Int = 3, _ run: (Int) -> Void) -> Double {
  func best(_ size: Int) -> Double {
    var best = Double.infinity
    for _ in 0..<tries {
      let start = threadCPUTime()
      run(size)
      best = min(best, threadCPUTime() - start)
    }
    return best
  }
  run(n)  // warm-up: first-use costs (metadata, caches) are not the idiom's
  let small = best(n)
  let large = best(4 * n)
  return large / max(small, 1e-6)
}

/// The bound a complexity test puts on `growth`: above linear's 4 with room for noise,
/// far below quadratic's 16.
package let linearBound = 8.0

private func threadCPUTime() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
