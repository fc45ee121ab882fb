/// The state of a junction that pairs the values of two inputs (`combineLatestWith`,
/// `zipWith`): what a value or the completion of either side sends.
protocol PairingState<Left, Right>: Sendable {
  associatedtype Left: Sendable
  associatedtype Right: Sendable
  mutating func nextLeft(_ value: Left) -> Emission<(Left, Right)>
  mutating func nextRight(_ value: Right) -> Emission<(Left, Right)>
  mutating func completeLeft() -> Emission<(Left, Right)>
  mutating func completeRight() -> Emission<(Left, Right)>
}

/// The state of a junction over K inputs of one type that sends arrays (`combineLatest`,
/// `zip`): what a value or the completion of input i sends.
protocol ArrayJoinState<Element>: Sendable {
  associatedtype Element: Sendable
  mutating func next(_ i: Int, _ value: Element) -> Emission<[Element]>
  mutating func complete(_ i: Int) -> Emission<[Element]>
}

extension Signal {
  /// `self` and `other` subscribed in that order as the two inputs of a junction on `state`.
  func paired<U: Sendable, State: PairingState<Value, U>>(
    with other: Signal<U>, _ state: State
  ) -> Signal<(Value, U)> {
    .junction(state) { j in
      j.input(
        self, next: { value in j.turn(value) { $0.nextLeft($1) } },
        completed: { j.turn { $0.completeLeft() } })
      j.input(
        other, next: { value in j.turn(value) { $0.nextRight($1) } },
        completed: { j.turn { $0.completeRight() } })
    }
  }

  /// `signals`, subscribed in order, as the inputs of one junction on `state`; `[]`
  /// completes at once.
  static func joined<State: ArrayJoinState<Value>>(
    _ signals: [Signal], _ state: State
  ) -> Signal<[Value]> {
    guard !signals.isEmpty else { return .empty }
    return .junction(state) { j in
      for (i, signal) in signals.enumerated() {
        j.input(
          signal, next: { value in j.turn(value) { $0.next(i, $1) } },
          completed: { j.turn { $0.complete(i) } })
      }
    }
  }
}
