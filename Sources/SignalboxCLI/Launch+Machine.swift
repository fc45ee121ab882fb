import SignalboxSession

/// What `Launch` reads of the machine: how many CPUs this process may use (for
/// `--threads`' default) and the terminal's width.
#if os(Linux)
  /// glibc's `sched_getaffinity` (declared by sched.h only under `_GNU_SOURCE`).
  @_silgen_name("sched_getaffinity")
  private func schedGetAffinity(_ pid: Int32, _ size: Int, _ mask: UnsafeMutableRawPointer)
    -> Int32
#endif

extension Launch {
  /// `--threads`' default: 2 when this process may run on more than one CPU (its affinity
  /// mask: `taskset -c 0` means one), else 1.
  static func defaultThreads() -> Int {
    #if os(Linux)
      // 1 024 CPUs' bits, as glibc's `cpu_set_t`.
      // (No array: its storage's generic metadata would cost start-up 15 000 instructions.)
      var set = (
        UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0),
        UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0),
        UInt64(0)
      )
      let cpus = withUnsafeMutableBytes(of: &set) { bytes -> Int in
        guard schedGetAffinity(0, bytes.count, bytes.baseAddress!) == 0 else { return 0 }
        var count = 0
        for byte in bytes { count += byte.nonzeroBitCount }
        return count
      }
      if cpus > 0 { return cpus > 1 ? 2 : 1 }
    #endif
    return sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1 ? 2 : 1
  }

  /// The width of marble diagrams: `$COLUMNS` when it is a number, else the terminal's
  /// (standard output's), else 80.
  static func terminalWidth() -> Int {
    terminalWidth(columns: getenv("COLUMNS").map { String(cString: $0) })
  }

  /// The same with `columns` as the value of `$COLUMNS` (the REPL keeps the one it started
  /// with: readline sets the variable itself).
  static func terminalWidth(columns text: String?) -> Int {
    if let text, let columns = Int(text), columns > 0 {
      return min(columns, 10_000)
    }
    var size = winsize()
    if isatty(1) != 0, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return 80
  }
}
