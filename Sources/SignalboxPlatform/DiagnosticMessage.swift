/// One message of the diagnostics catalogue (`Message`): its stable ID and its text. Every
/// error and warning the language reports — lexer, parser, compiler, meta commands, and the
/// error events its operators, expressions and functions raise — is made by a function of
/// `Message`; `DiagnosticRenderer` prints the ones with a position. Declared in the package's
/// shared internal module, which each module's `Imports.swift` re-exports, so that every
/// module from the engine up (its `SignalError`) carries the value itself.
public struct DiagnosticMessage: Sendable, Equatable, CustomStringConvertible {
  /// A stable identity, by phase: `L` lexer, `P` parser, `C` compiler, `R` error events of
  /// operators, `J` input data, `E` evaluation errors of expressions and functions, `M` meta
  /// commands, `S` warnings about running statements, `H` hints (notes) for other tools'
  /// spellings and where RAC and RxJS differ, `B` size limits, `U` the command line (its
  /// options and files). An ID never changes meaning; a retired one is not reused.
  ///
  /// An open set: each module declares the IDs it raises as `static let`s of this type, each
  /// with its entry (`DiagnosticEntries*.swift` in its `Diagnostics/` folder), and lists
  /// the entries in its part of `DiagnosticCatalogue`; `DiagnosticCatalogueTests` checks
  /// that the IDs of all modules are unique.
  public struct ID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    package init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
  }

  /// How bad a message is: the word the renderer prints before its text (`error:`,
  /// `warning:`, `note:`). Each entry declares its message's (`DiagnosticEntry.severity`).
  public enum Severity: String, Sendable {
    case error
    case warning
    /// A hint under or after another diagnostic (`H…`).
    case note
  }

  public let id: ID
  public let text: String
  /// Its entry's severity.
  public let severity: Severity

  package init(_ id: ID, _ text: String, severity: Severity = .error) {
    self.id = id
    self.text = text
    self.severity = severity
  }

  public var description: String { text }
}
