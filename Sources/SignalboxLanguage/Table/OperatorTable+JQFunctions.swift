import SignalboxJQ
import SignalboxJSON

/// jq's builtins (docs/functions.md): the rows of jq's library (`JQLibrary`, SignalboxJQ),
/// handed to the table as they are; a function is added there, as one row.
extension OperatorTable {
  static let jqFunctions: [OperatorSpec] = JQLibrary.core.map { OperatorSpec(library: $0) }
  static let jqMoreFunctions: [OperatorSpec] = JQLibrary.more.map { OperatorSpec(library: $0) }
  static let jqMathFunctions: [OperatorSpec] = JQLibrary.math.map { OperatorSpec(library: $0) }
}

extension OperatorSpec {
  /// A row of jq's library as an entry of the table: its call runs the library's dispatcher,
  /// which checks the count of arguments before the body. Its dialect is jq's, unless the row
  /// is one of the language's own functions written in the library's shape.
  init(library row: JQFunction, dialect: Dialect = .jq) {
    let compile: Compile =
      switch row.body {
      case .values: .function { args, _ in try row(args) }
      case .filter, .optionalFilter:
        .filterFunction { args, filter, _ in
          if let filter { return try row(args, filter: filter) }
          return try row(args)
        }
      }
    self.init(
      name: row.name, role: .function, group: .functions, compile: compile,
      givenProse: Prose(forms: [row.form], doc: Doc(row.doc)))
    self.dialect = dialect
  }
}

extension OperatorSpec.Doc {
  /// A function's documentation: functions name no RAC rule.
  init(_ doc: JQFunction.Doc) {
    switch doc {
    case .own(let summary, let example): self = .own(summary: summary, rule: "", example: example)
    case .with(let name): self = .with(name)
    }
  }
}
