import Signalbox
import Thermostat

// Top-level code runs on the main thread: each `subscribe` below runs at once.
let clock = VirtualTimeScheduler()
let thermostat = Thermostat(scheduler: clock)

thermostat.display.subscribe(next: { print("display \($0)° at \(clock.now)") })
thermostat.calibrate.execute(21).subscribe(next: {
  print("offset \(($0 * 10).rounded() / 10) at \(clock.now)")
})

// Readings at 0, 0.5, 1.5 and 3 seconds on the virtual clock; 99 is a sensor fault.
for (time, reading) in [(0.0, 20.6), (0.5, 20.9), (1.5, 99), (3, 22.2)] {
  clock.advance(to: time)
  thermostat.readings.sendNext(reading)
}
clock.advance(by: 5)

// `for await` over a signal: the first three ticks of an interval, on the virtual clock.
// `values` subscribes at once: the ticks wait in its buffer until the loop reads them.
func printTicks() async throws {
  var ticks = Signal.interval(1, on: clock).take(3).values.makeAsyncIterator()
  clock.advance(by: 3)
  while let tick = try await ticks.next() { print("tick \(tick)") }
}
try await printTicks()

// A `for try await` loop ends when the signal completes.
for try await sum in Signal.from([20.0, 22.0, 24.0]).scan(0.0, +).values {
  print("sum \(sum)")
}
print("done")
