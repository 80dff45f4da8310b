import Foundation
import StoryboardCodegen
import StoryboardLoader
import StoryboardMap
import Storyboards

/// `map-corpus`: the navigation map of the whole corpus (`graph --format html`: read, lay out,
/// write the page), in milliseconds, against reading the same storyboards alone; then, when
/// headless Chromium is installed, the time it takes to open the page, against opening an
/// empty page.
enum MapCorpus {
  static func run() throws -> [Result] {
    let files = try StoryboardLoader.storyboardFiles(atPath: corpusPath)
    let reading = nanosecondsPerIteration(iterations: 1) {
      _ = StoryboardLoader.loadFolder(atPath: corpusPath)
    }
    var page = ""
    let mapping = nanosecondsPerIteration(iterations: 1) {
      let folder = StoryboardLoader.loadFolder(atPath: corpusPath)
      page = NavigationMap(bundle: StoryboardBundle(storyboards: folder.storyboards)).html()
    }
    precondition(page.contains("class=\"scene"), "the map has scenes")
    var results = [
      Result(name: "map-corpus", unit: "ms", value: mapping / 1e6, baseline: reading / 1e6)
    ]
    FileHandle.standardError.write(
      Data("map-corpus: \(files.count) storyboards, \(page.utf8.count / 1024) KiB page\n".utf8))
    guard let chromium = chromium() else {
      FileHandle.standardError.write(
        Data("map-corpus-open: skipped, Chromium is not installed\n".utf8))
      return results
    }
    let folder = NSTemporaryDirectory() + "map-benchmark-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try page.write(toFile: folder + "/map.html", atomically: true, encoding: .utf8)
    try "<!DOCTYPE html><title>empty</title>".write(
      toFile: folder + "/empty.html", atomically: true, encoding: .utf8)
    let empty = try bestOpening(folder + "/empty.html", with: chromium)
    let map = try bestOpening(folder + "/map.html", with: chromium)
    results.append(Result(name: "map-corpus-open", unit: "ms", value: map, baseline: empty))
    return results
  }

  private static func chromium() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    return ["chromium", "chromium-browser", "google-chrome"].lazy.flatMap { name in
      path.split(separator: ":").map { "\($0)/\(name)" }
    }.first(where: FileManager.default.isExecutableFile(atPath:))
  }

  /// The best of three wall-clock times for headless Chromium to load `file` and print its
  /// DOM, in milliseconds.
  private static func bestOpening(_ file: String, with chromium: String) throws -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: chromium)
      process.arguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + file,
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let start = ContinuousClock.now
      try process.run()
      process.waitUntilExit()
      let elapsed = ContinuousClock.now - start
      best = min(
        best,
        Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return best
  }
}
