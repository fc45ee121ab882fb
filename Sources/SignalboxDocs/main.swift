// `make docs`: writes docs/operators.md and docs/functions.md from the operator table, each
// example's output from a run on the virtual clock (a target of its own, so that the
// signalbox binary carries no hidden option for it). Run from the package root, or with
// the root as the one argument.
import Foundation
import SignalboxSession

let root = URL(
  fileURLWithPath: CommandLine.arguments.dropFirst().first
    ?? FileManager.default.currentDirectoryPath)
do {
  let pages = Session.referenceDocs { path in
    // A page not written yet starts empty.
    (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }
  for page in pages {
    try page.text.write(
      to: root.appendingPathComponent(page.path), atomically: true, encoding: .utf8)
    print("wrote \(page.path)")
  }
} catch {
  FileHandle.standardError.write(Data("signalbox-docs: \(error)\n".utf8))
  exit(1)
}
