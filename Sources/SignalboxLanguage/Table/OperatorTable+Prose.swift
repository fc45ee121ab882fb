/// The table's words, out of the Swift rows: one prose file per concern
/// (`Operators/<concern>.txt`), compiled into the module by SwiftPM (`embedInCode`, as byte
/// arrays in `PackageResources`) and parsed the first time an entry's words are read (`:help`,
/// `:explain`, `:pending`, completion, `make docs`), never to run a program.
///
/// The format (docs/architecture.md): a record per entry, blank lines between records;
/// `== NAME` starts one (`== NAME (ROLE)` where two entries of a concern share a name), then
/// `key: value` lines: `form:` (one per form, in order), `summary:`, `rule:`, `example:` (one
/// per line of the example), `state:`, `time:`, `pending:`, `nearest:`, and `under: NAME` for
/// an entry documented under another's heading. A line starting with two spaces continues the
/// value before it (joined with one space); a line starting with `#` is a comment.
extension OperatorTable {
  /// A concern's records by name, and what in its file could not be read.
  struct ProseFile: Sendable {
    var records: [String: [ProseRecord]] = [:]
    /// `file:line: what`, for `OperatorProseTests` (a run never reads them).
    var problems: [String] = []
  }

  /// One record: its header, the role it names (nil when the header is the name alone),
  /// and the words.
  struct ProseRecord: Sendable {
    let header: String
    let role: OperatorSpec.Role?
    let prose: OperatorSpec.Prose
  }

  /// Every concern's prose file, parsed once, on first use.
  static let proseFiles: [Group: ProseFile] = {
    var files: [Group: ProseFile] = [:]
    for group in Group.allCases {
      guard let bytes = proseBytes(group) else { continue }
      files[group] = parseProse(
        String(decoding: bytes, as: UTF8.self), file: group.rawValue.lowercased() + ".txt")
    }
    return files
  }()

  /// The record of `spec` in its concern's file: the one naming its role, else the one
  /// with its name alone; nil when there is none. One lookup by name: `Catalogue` reads
  /// every entry's words many times over.
  static func proseRecord(of spec: OperatorSpec) -> ProseRecord? {
    guard let records = proseFiles[spec.group]?.records[spec.name] else { return nil }
    return records.first { $0.role == spec.role } ?? records.first { $0.role == nil }
  }

  /// The words of `spec` from its concern's file; empty when it has no record.
  static func prose(of spec: OperatorSpec) -> OperatorSpec.Prose {
    proseRecord(of: spec)?.prose ?? OperatorSpec.Prose()
  }

  /// The embedded file of a concern (nil for the functions, which bring their words).
  private static func proseBytes(_ group: Group) -> [UInt8]? {
    switch group {
    case .sources: PackageResources.sources_txt
    case .transforming: PackageResources.transforming_txt
    case .filtering: PackageResources.filtering_txt
    case .flattening: PackageResources.flattening_txt
    case .combining: PackageResources.combining_txt
    case .time: PackageResources.time_txt
    case .windowing: PackageResources.windowing_txt
    case .aggregating: PackageResources.aggregating_txt
    case .errors: PackageResources.errors_txt
    case .lifecycle: PackageResources.lifecycle_txt
    case .multicasting: PackageResources.multicasting_txt
    case .commands: PackageResources.commands_txt
    case .sequences: PackageResources.sequences_txt
    case .statements: PackageResources.statements_txt
    case .functions: nil
    }
  }
}
