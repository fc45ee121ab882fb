import Foundation

/// The package's root directory (the one holding `Package.swift`), found from the calling
/// test file's path, so a test may sit at any depth of its target's folders.
package func packageRoot(_ filePath: String = #filePath) -> URL {
  var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while dir.path != "/" {
    if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
      return dir
    }
    dir = dir.deletingLastPathComponent()
  }
  return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}

/// JSONTestSuite's `test_parsing` files, next to the repository (nil when absent: the tests
/// that read them do not run).
package var jsonTestSuiteParsingDirectory: URL? {
  let dir = packageRoot().appendingPathComponent("../shared/jsontestsuite/test_parsing")
    .standardized
  return FileManager.default.fileExists(atPath: dir.path) ? dir : nil
}
