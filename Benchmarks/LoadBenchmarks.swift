import Foundation
import StoryboardLoader

/// The corpus of real storyboards beside the repository.
let corpusPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("shared/corpus/storyboards").path

/// Megabytes per second to read `files` with `body`, best of `rounds`.
func megabytesPerSecond(_ files: [String], rounds: Int, _ body: ([String]) throws -> Void) rethrows
  -> Double
{
  let bytes = files.reduce(0) { total, file in
    total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
  }
  let nanoseconds = try nanosecondsPerIteration(iterations: 1, rounds: rounds) { try body(files) }
  return Double(bytes) / 1_000_000 / (nanoseconds / 1e9)
}

/// The peak resident memory since the last reset, in MB (Linux `VmHWM`).
func peakResidentMegabytes() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
  else { return residentKiB() / 1024 }
  return kilobytes / 1024
}

/// Resets the peak resident memory to the current one (Linux `clear_refs`).
func resetPeakResident() {
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// The speed and the peak resident memory of the process while reading `files` with the
/// package, each against a libxml2 SAX pass over the same files in the same run.
private func measureLoading(_ files: [String], named name: String, rounds: Int) throws -> [Result] {
  guard LibXML2Floor.isAvailable else {
    throw BenchmarkError("\(name): libxml2 (libxml2.so.2) cannot be loaded for the floor")
  }
  resetPeakResident()
  let floor = megabytesPerSecond(files, rounds: rounds) { _ = LibXML2Floor.read($0) }
  let floorPeak = peakResidentMegabytes()
  resetPeakResident()
  let speed = try megabytesPerSecond(files, rounds: rounds) { files in
    for file in files { _ = try StoryboardLoader.loadStoryboard(atPath: file) }
  }
  let peak = peakResidentMegabytes()
  return [
    Result(name: name, unit: "MB/s", value: speed, baseline: floor, higherIsBetter: true),
    Result(name: name + "-peak-memory", unit: "MB", value: peak, baseline: floorPeak),
  ]
}

/// `load-corpus`: every storyboard of the corpus, MB/s and the peak memory the reading adds,
/// against libxml2's SAX parser over the same files.
enum LoadCorpus {
  static func run() throws -> [Result] {
    try measureLoading(
      try StoryboardLoader.storyboardFiles(atPath: corpusPath), named: "load-corpus", rounds: 5)
  }
}

/// `load-large`: a synthetic 100 MB storyboard in Interface Builder's format, against libxml2's
/// SAX parser over the same file.
enum LoadLarge {
  static func run() throws -> [Result] {
    let path = NSTemporaryDirectory() + "storyboard-benchmark-large.storyboard"
    try SyntheticStoryboard.write(toPath: path, megabytes: 100)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let scenes = try StoryboardLoader.loadStoryboard(atPath: path).scenes.count
    precondition(scenes > 0, "the synthetic storyboard has scenes")
    return try measureLoading([path], named: "load-large", rounds: 3)
  }
}

/// A benchmark that cannot run, and why.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
