import SignalboxLanguage

/// `make docs`: the reference pages written from the operator table, each example run on a
/// fresh virtual clock (`ReferenceDocs`).
extension Session {
  /// Each reference page (its path under the package root) as the table writes it, from
  /// the page's current text (`read` gives it; "" for a page that does not exist yet).
  package static func referenceDocs(
    reading read: (String) throws -> String
  ) rethrows -> [(path: String, text: String)] {
    try ReferenceDocs.pages(reading: read, run: HelpCommand.runExample)
  }
}
