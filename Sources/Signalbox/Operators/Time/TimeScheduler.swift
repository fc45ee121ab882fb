extension Signal {
  /// The scheduler a time operator uses when none is given: the current one, else a
  /// private background scheduler (RAC's `currentScheduler ?: [RACScheduler scheduler]`).
  static func timeScheduler(_ given: (any Scheduler)?) -> any Scheduler {
    given ?? CurrentScheduler.current ?? QueueScheduler(label: "signalbox.time")
  }
}
