import Foundation
import XCTest

/// A folder of a test's own under the system's temporary directory, for the files it
/// gives the binary; `remove()` takes it away (in `tearDown`).
struct ScratchFolder {
  let url: URL

  init(_ name: String) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("signalbox-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Writes `text` to `name` in the folder; its path.
  func write(_ name: String, _ text: String) throws -> String {
    try Data(text.utf8).write(to: url.appendingPathComponent(name))
    return path(name)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A test case whose tests each get a `ScratchFolder` (named by `folderName`).
class ScratchFolderTestCase: XCTestCase {
  var folderName: String { "test" }
  private(set) var folder: ScratchFolder!

  override func setUpWithError() throws { folder = try ScratchFolder(folderName) }

  override func tearDown() { folder.remove() }
}
