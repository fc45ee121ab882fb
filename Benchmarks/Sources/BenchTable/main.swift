import Workloads

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `make bench`: each row's median time per element over several runs, for Signalbox,
/// OpenCombine and the hand-written floor, measured in one process and in turn within each
/// run so the ratios compare like with like on a noisy machine.
func now() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) * 1e9 + Double(t.tv_nsec)
}

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  return s[s.count / 2]
}

nonisolated(unsafe) var sink = 0

func measure(_ body: (Int) -> Int, elements: Int, runs: Int) -> Double {
  sink &+= body(elements / 10)  // warm up
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = now()
    sink &+= body(elements)
    samples.append((now() - start) / Double(elements))
  }
  return median(samples)
}

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 7
func cell(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
func format(_ x: Double) -> String {
  let scaled = (x * 100).rounded() / 100
  return String(scaled)
}

print(
  ["row", "signalbox_ns", "opencombine_ns", "floor_ns", "ratio"].enumerated().map {
    cell($1, $0 == 0 ? 10 : 15)
  }.joined())
let only = CommandLine.arguments.dropFirst(2).first
if let engine = CommandLine.arguments.dropFirst(3).first,
  let row = (Workloads.rows + Workloads.extraRows).first(where: { $0.name == only })
{
  // Profiling aid: one engine on one row, many times.
  let body =
    engine == "signalbox" ? row.signalbox : engine == "opencombine" ? row.opencombine : row.floor
  print(row.name, engine, format(measure(body, elements: row.elements, runs: runs)), "ns")
  exit(0)
}
/// The three engines measured in turn within each run, so a slow spell of the machine
/// (they come and go over seconds here) falls on all of them rather than on one.
func measureInterleaved(_ row: Row, runs: Int) -> (
  signalbox: Double, opencombine: Double, floor: Double
) {
  let bodies = [row.signalbox, row.opencombine, row.floor]
  for body in bodies { sink &+= body(row.elements / 10) }  // warm up
  var samples: [[Double]] = [[], [], []]
  for _ in 0..<runs {
    for (k, body) in bodies.enumerated() {
      let start = now()
      sink &+= body(row.elements)
      samples[k].append((now() - start) / Double(row.elements))
    }
  }
  return (median(samples[0]), median(samples[1]), median(samples[2]))
}

for row in Workloads.rows where only == nil || row.name == only {
  let (s, o, f) = measureInterleaved(row, runs: runs)
  print(
    cell(row.name, 10) + cell(format(s), 15) + cell(format(o), 15) + cell(format(f), 15)
      + cell(format(o / s) + "x", 15))
}
if sink == 42 { print("") }
