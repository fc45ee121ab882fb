import Signalbox
import SignalboxJSON

/// What `--marbles`, `:marbles` and `--report` record a foreground pipeline's stages into
/// (the session's `MarbleRecorder`): the compiler's marbled stages call it.
package protocol StageRecorder: AnyObject, Sendable {
  /// The row of the stage labelled `label` (made on first use), under its parent's.
  func row(_ label: String, under parent: String?, depth: Int) -> Int
  /// A subscription to the stage of `row` starts at `time`: its number.
  func subscribed(_ row: Int, at time: Double) -> Int
  /// An event of `row`'s subscription `subscription` at `time`.
  func record(_ row: Int, _ subscription: Int, at time: Double, _ event: Event<JSON>)
  /// `row`'s subscription `subscription` is disposed of at `time`.
  func disposed(_ row: Int, _ subscription: Int, at time: Double)
}
