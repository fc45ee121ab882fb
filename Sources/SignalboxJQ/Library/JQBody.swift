import SignalboxJSON

/// A builtin's body: its arguments' values.
package typealias JQBody = @Sendable ([JSON]) throws -> JSON
/// A builtin with a filter: the other arguments' values (the filter's place left out), and
/// the filter (nil when the call has only the first argument).
package typealias JQFilterBody = @Sendable ([JSON], Filter?) throws -> JSON
