import SignalboxJSON
import SignalboxLanguage

/// The session's part of the catalogue, and the whole catalogue: the entries of every
/// module below the command (`json`, `language`, `session`), which `--explain ID`,
/// `signalbox help ID` and `:help ID` look an ID up in (the command adds its own,
/// `SessionOptions.moreEntries`).
extension DiagnosticCatalogue {
  /// The entries of this module: meta commands (`M…`) and running statements (`S…`).
  package static let sessionEntries: [DiagnosticEntry] = session

  /// Every entry, in the order of the modules.
  package static let all: [DiagnosticEntry] = json + language + sessionEntries

  private static let byID: [DiagnosticMessage.ID: DiagnosticEntry] = Dictionary(
    all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

  /// The entry of `id`, if the catalogue has one.
  package static func entry(_ id: DiagnosticMessage.ID) -> DiagnosticEntry? { byID[id] }

  /// The entry named `word` (`C001`, `c001`) in the catalogue or in `more` (the entries of a
  /// module above the session: the command line's `U…`, `SessionOptions.moreEntries`).
  package static func entry(named word: String, among more: [DiagnosticEntry] = [])
    -> DiagnosticEntry?
  {
    let id = DiagnosticMessage.ID(rawValue: word.uppercased())
    return byID[id] ?? more.first { $0.id == id }
  }
}

extension DiagnosticMessage {
  /// For the command line's `--explain` of a word that names no entry.
  package static func unknownID(_ word: String) -> DiagnosticMessage { Message.unknownID(word) }
}

extension DiagnosticMessage.ID {
  /// Every ID of the catalogue (`DiagnosticCatalogue.all`).
  package static var allCases: [Self] { DiagnosticCatalogue.all.map(\.id) }

  /// The entry named `word` (`C001`, `c001`), or nil.
  package init?(named word: String) {
    let id = Self(rawValue: word.uppercased())
    guard DiagnosticCatalogue.entry(id) != nil else { return nil }
    self = id
  }

  /// The entry's explanation (empty for an ID the catalogue does not have).
  package var explanation: DiagnosticExplanation {
    DiagnosticCatalogue.entry(self)?.explanation
      ?? DiagnosticExplanation("", wrong: "", right: "")
  }

  /// What `--explain` prints: the ID and its meaning, then both examples.
  package var explained: String {
    (DiagnosticCatalogue.entry(self)
      ?? DiagnosticEntry(self, severity: .error, text: "", explanation)).explained
  }
}
