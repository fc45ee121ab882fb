import Signalbox
import SignalboxTestSupport
import Testing

@testable import Thermostat

/// The thermostat on virtual timelines (SignalboxTestSupport): each source is a marble
/// diagram, one frame a second; the subscription starts at 200 and ends at 1000.
@Suite struct ThermostatTests {
  /// Feeds a marble source's values (read as degrees) into a thermostat on the timeline's
  /// clock and returns `what` of it.
  func feeding<V: Sendable>(
    _ source: Signal<Int>, _ t: TestTimeline, _ what: @escaping @Sendable (Thermostat) -> Signal<V>
  ) -> Signal<V> {
    Signal { subscriber in
      let thermostat = Thermostat(scheduler: t.scheduler)
      let output = what(thermostat).subscribe(forwardingTo: subscriber)
      let input = source.subscribe(
        next: { thermostat.readings.sendNext(Double($0)) },
        completed: { thermostat.readings.sendCompleted() })
      return CompoundDisposable([output, input])
    }
  }

  @Test func theDisplayDropsRepeatsAndWaitsForReadingsToSettle() {
    let events = timeline("-1-1-23-----4|") { source, t in
      self.feeding(source, t) { $0.display }
    }
    // 1 shown 1.5 s after it came; the second 1 is a repeat; 2 is replaced by 3 before it
    // settled; completion shows the held 4 at once.
    #expect(events == [.next(202.5, 1), .next(207.5, 3), .next(213, 4), .completed(213)])
  }

  @Test func theMeanLeavesOutFaultyReadings() {
    let events = timeline("2-4-6|") { source, t in
      self.feeding(source.map { $0 == 6 ? 99 : $0 }, t) { $0.mean }
    }
    #expect(events == [.next(200, 2), .next(202, 3), .completed(205)])
  }

  @Test func calibrationAnswersTheOffsetAfterTheNextReading() {
    let t = TestTimeline()
    let thermostat = Thermostat(scheduler: t.scheduler, calibrationTime: 2)
    let executing = t.record(from: 0, to: 1000) { thermostat.calibrate.executing }
    let offset = t.record(from: 200, to: 1000) { thermostat.calibrate.execute(21) }
    _ = t.scheduler.schedule(at: 203) { thermostat.readings.sendNext(20.5) }
    t.scheduler.advance(to: 1000)
    #expect(offset.events == [.next(205, 0.5), .completed(205)])
    #expect(executing.events.map(\.kind) == [.next(false), .next(true), .next(false)])
    #expect(executing.events.last?.time == 205)
  }

  @Test func forAwaitEndsWhenTheSignalCompletes() async throws {
    let clock = VirtualTimeScheduler()
    let thermostat = Thermostat(scheduler: clock)
    var means = thermostat.mean.take(2).values.makeAsyncIterator()
    clock.perform {
      thermostat.readings.sendNext(20)
      thermostat.readings.sendNext(22)
    }
    #expect(try await means.next() == 20)
    #expect(try await means.next() == 21)
    #expect(try await means.next() == nil)
  }
}
