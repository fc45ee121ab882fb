import SignalboxJSON

/// A filter argument: the expression run with `x` bound to a value.
package struct Filter {
  package init(run: @escaping (JSON) throws -> JSON) { self.run = run }

  package let run: (JSON) throws -> JSON

  package func callAsFunction(_ value: JSON) throws -> JSON { try run(value) }
}
