import Foundation

/// The jq installed on this machine, for the tests that compare with it (nil when there is
/// none: those comparisons do not run).
package let systemJQ: String? = ["/usr/bin/jq", "/usr/local/bin/jq"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// Runs the jq at `path` with `arguments` (in `directory`, when given), `stdin` written to
/// it: what it printed on standard output and its exit status. Its standard error is the
/// test's.
package func runJQ(
  _ path: String, _ arguments: [String], stdin: String, in directory: URL? = nil
) throws -> (out: String, status: Int32) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  try process.run()
  input.fileHandleForWriting.write(Data(stdin.utf8))
  try input.fileHandleForWriting.close()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (String(decoding: data, as: UTF8.self), process.terminationStatus)
}
