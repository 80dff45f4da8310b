// storyboard-benchmarks: prints one JSON object per line,
// {"name", "unit", "value", "baseline", "ratio"}, each baseline measured in the same run.
import Foundation
import Storyboards

@main
enum StoryboardBenchmarks {
  /// Runs every benchmark, or the one named by the first argument; a benchmark that cannot
  /// run (the corpus is missing) says why on standard error and the run exits 1.
  static func main() {
    let filter = CommandLine.arguments.dropFirst().first
    var failed = false
    for benchmark in all where filter == nil || benchmark.name == filter {
      do {
        for result in try benchmark.run() { print(result.json) }
      } catch {
        FileHandle.standardError.write(Data("\(benchmark.name): \(error)\n".utf8))
        failed = true
      }
    }
    if failed { exit(1) }
  }

  static let all: [Benchmark] = [
    Benchmark(name: "navigation-step", run: { [try NavigationStep.run()] }),
    Benchmark(name: "navigation-memory", run: { [try NavigationMemory.run()] }),
    Benchmark(name: "load-corpus", run: LoadCorpus.run),
    Benchmark(name: "load-large", run: LoadLarge.run),
    Benchmark(name: "load-corpus-views", run: LoadCorpusViews.run),
    Benchmark(name: "instantiate-300", run: Instantiate300.run),
    Benchmark(name: "instantiate-nib-300", run: InstantiateNib300.run),
    Benchmark(name: "map-corpus", run: MapCorpus.run),
    Benchmark(name: "split-200", run: Split200.run),
    Benchmark(name: "read-project-20000", run: ReadProject20000.run),
  ]
}

struct Benchmark: Sendable {
  let name: String
  let run: @Sendable () throws -> [Result]
}

/// One measurement against its baseline. `ratio` is always how many times worse than the
/// baseline the value is: `value / baseline` for times and sizes, `baseline / value` for
/// throughputs.
struct Result {
  let name: String
  let unit: String
  let value: Double
  let baseline: Double
  var higherIsBetter = false

  var ratio: Double { higherIsBetter ? baseline / value : value / baseline }

  var json: String {
    "{\"name\": \"\(name)\", \"unit\": \"\(unit)\", \"value\": \(rounded(value)), "
      + "\"baseline\": \(rounded(baseline)), \"ratio\": \(rounded(ratio))}"
  }

  private func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// The best time per iteration, in nanoseconds, over several rounds of `iterations`.
func nanosecondsPerIteration(iterations: Int, rounds: Int = 5, _ body: () throws -> Void) rethrows
  -> Double
{
  var best = Double.infinity
  let clock = ContinuousClock()
  for _ in 0..<rounds {
    let elapsed = try clock.measure {
      for _ in 0..<iterations { try body() }
    }
    let nanoseconds =
      Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    best = min(best, nanoseconds / Double(iterations))
  }
  return best
}

/// The resident set size of this process, in KiB (Linux: `/proc/self/statm`; elsewhere the
/// peak resident size from `getrusage`).
func residentKiB() -> Double {
  if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) {
    let fields = statm.split(separator: " ")
    if fields.count > 1, let pages = Double(fields[1]) {
      return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
  }
  #if canImport(Darwin)
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1024
  #else
    return 0
  #endif
}
