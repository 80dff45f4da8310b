import Foundation
import StoryboardLoader

/// The corpus of real storyboards beside the repository.
let corpusPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("shared/corpus/storyboards").path

/// The floor: read each file in 64 KiB chunks and count `<` with `memchr`.
func scanFloor(_ files: [String]) -> Int {
  var count = 0
  var buffer = [UInt8](repeating: 0, count: 65_536)
  for file in files {
    guard let handle = fopen(file, "rb") else { continue }
    defer { fclose(handle) }
    while true {
      let read = fread(&buffer, 1, buffer.count, handle)
      if read == 0 { break }
      buffer.withUnsafeBytes { raw in
        var cursor = raw.baseAddress!
        var remaining = read
        while remaining > 0, let hit = memchr(cursor, 0x3C, remaining) {
          count += 1
          let next = UnsafeRawPointer(hit) + 1
          remaining -= next - cursor
          cursor = next
        }
      }
    }
  }
  return count
}

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

/// `load-corpus`: every storyboard of the corpus, MB/s against the byte-scan floor, and the
/// peak resident memory while loading against the memory before it.
enum LoadCorpus {
  static func run() throws -> [Result] {
    let files = try StoryboardLoader.storyboardFiles(atPath: corpusPath)
    let floor = megabytesPerSecond(files, rounds: 5) { _ = scanFloor($0) }
    let before = residentKiB() / 1024
    resetPeakResident()
    let speed = try megabytesPerSecond(files, rounds: 5) { files in
      for file in files { _ = try StoryboardLoader.loadStoryboard(atPath: file) }
    }
    let peak = peakResidentMegabytes()
    return [
      Result(
        name: "load-corpus", unit: "MB/s", value: speed, baseline: floor, higherIsBetter: true),
      Result(name: "load-corpus-peak-memory", unit: "MB", value: peak, baseline: before),
    ]
  }
}

/// `load-large`: a synthetic 100 MB storyboard in Interface Builder's format.
enum LoadLarge {
  static func run() throws -> [Result] {
    let path = NSTemporaryDirectory() + "storyboard-benchmark-large.storyboard"
    try SyntheticStoryboard.write(toPath: path, megabytes: 100)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let floor = megabytesPerSecond([path], rounds: 3) { _ = scanFloor($0) }
    let before = residentKiB() / 1024
    resetPeakResident()
    var scenes = 0
    let speed = try megabytesPerSecond([path], rounds: 1) { files in
      scenes = try StoryboardLoader.loadStoryboard(atPath: files[0]).scenes.count
    }
    let peak = peakResidentMegabytes()
    precondition(scenes > 0, "the synthetic storyboard has scenes")
    return [
      Result(name: "load-large", unit: "MB/s", value: speed, baseline: floor, higherIsBetter: true),
      Result(name: "load-large-peak-memory", unit: "MB", value: peak, baseline: before),
    ]
  }
}
