import CFuzzer
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer entry point: the input is a program. It is parsed, compiled and run on the
/// virtual clock with an event budget (FuzzSession), standard input empty. A crash, a Swift
/// trap, a sanitizer report or a hang (libFuzzer's -timeout) is a finding; a diagnostic or
/// an error event is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProgram(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  // Device and kernel files never end (`file "/dev/zero"`): reading them is no finding.
  if text.contains("/dev/") || text.contains("/proc/") || text.contains("/sys/") { return 0 }
  FuzzSession.redirectStdin(to: "/dev/null")
  FuzzSession.run(text)
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzProgram(data, size) })
