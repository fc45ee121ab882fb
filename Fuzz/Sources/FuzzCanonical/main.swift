import CFuzzer
@_spi(Fuzzing) import SignalboxJSON

#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer entry point: the input as one JSON value for the one-pass canonical writer
/// (`CanonicalWriter`), held to the tree path (`JSONParser.parse`, then `JSONWriter`), and as
/// a number for the exact decimal reading and shortest digits, held to `strtod` and
/// `description`. A difference traps (a finding); a refused input is not one.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCanonical(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  if let problem = CanonicalCheck.disagreement(UnsafeBufferPointer(start: data, count: size)) {
    fatalError(problem)
  }
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzCanonical(data, size) })
