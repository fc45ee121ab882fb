import CFuzzer
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer entry point: the input is standard input (and a data file) for every way of
/// reading JSON. Each source runs in its own session, so each starts a fresh reader at the
/// first byte. A crash, a Swift trap, a sanitizer report or a hang (libFuzzer's -timeout)
/// is a finding; a JSON error message is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStdin(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let path = FuzzSession.scratchFile(UnsafeRawBufferPointer(start: data, count: size))
  for source in [
    "stdin", "stdin lenient", "stdin lines", "stdin timed", "stdin items", "stdin items lenient",
    "stdin items \"a.0\" lenient",
  ] {
    FuzzSession.redirectStdin(to: path)
    FuzzSession.run(source)
  }
  FuzzSession.run(
    "file \"\(path)\"\nfile \"\(path)\" lines\nfile \"\(path)\" lenient\nfile \"\(path)\" items "
      + "\"a\""
  )
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzStdin(data, size) })
