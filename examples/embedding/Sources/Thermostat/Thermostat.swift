import Signalbox

/// A thermostat built from Signalbox's parts: readings come in through a subject, the
/// display is a signal derived from them with operators, and "calibrate" is a command.
public final class Thermostat: Sendable {
  /// Where the sensor's readings (degrees Celsius) are sent.
  public let readings = Subject<Double>()
  /// Calibrates the sensor: takes the reference temperature and answers, `calibrationTime`
  /// after the next reading, the offset between them (one calibration at a time).
  public let calibrate: Command<Double, Double>

  private let scheduler: any Scheduler
  private let settleTime: Double

  /// A thermostat whose timing runs on `scheduler` (a `VirtualTimeScheduler` in tests).
  public init(scheduler: any Scheduler, settleTime: Double = 1.5, calibrationTime: Double = 2) {
    self.scheduler = scheduler
    self.settleTime = settleTime
    let readings = self.readings
    calibrate = Command(scheduler: scheduler) { reference in
      readings.signal.take(1).map { reference - $0 }.delay(calibrationTime, on: scheduler)
    }
  }

  /// The displayed temperature: readings outside -50...60 dropped as sensor faults,
  /// rounded to whole degrees, repeated values left out, shown once the readings have
  /// settled for `settleTime` (RAC's `throttle`, Rx's `debounce`).
  public var display: Signal<Int> {
    readings.signal
      .filter { (-50...60).contains($0) }
      .map { Int($0.rounded()) }
      .distinctUntilChanged()
      .throttle(settleTime, on: scheduler)
  }

  /// The running mean of the valid readings.
  public var mean: Signal<Double> {
    readings.signal
      .filter { (-50...60).contains($0) }
      .scan((sum: 0.0, count: 0)) { running, reading in
        (running.sum + reading, running.count + 1)
      }
      .map { $0.sum / Double($0.count) }
  }
}
