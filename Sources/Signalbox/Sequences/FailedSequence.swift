/// A cell whose computation failed: reading its head or tail rethrows the failure. Ends an
/// eager sequence whose evaluation failed part-way, after the values computed before it.
final class FailedSequence<Element: Sendable>: StreamSequence<Element>, @unchecked Sendable {
  let error: any Error

  init(_ error: any Error) { self.error = error }

  override var head: Element? { get throws { throw error } }
  override var tail: StreamSequence<Element>? { get throws { throw error } }
  override var resolution: Resolution { Resolution(head: .failed(error), tail: .failed(error)) }
}
