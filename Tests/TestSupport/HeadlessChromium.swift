import Foundation
import XCTest

/// Headless Chromium, for the tests that open the pages the tool writes in a real browser.
///
/// `CHROMIUM` names the executable; otherwise `chromium`, `chromium-browser` and
/// `google-chrome` are looked for on the `PATH`. Without one the browser tests are skipped
/// with a message saying how to install it — unless `MAP_BROWSER_REQUIRED=1` (set by CI), which
/// makes them fail instead of passing quietly.
public struct HeadlessChromium {
  /// The browser's executable.
  public let executable: URL

  /// The browser; skips the calling test when there is none (fails when one is required).
  public static func require(file: StaticString = #filePath, line: UInt = #line) throws -> Self {
    let environment = ProcessInfo.processInfo.environment
    var candidates = ["chromium", "chromium-browser", "google-chrome"].flatMap { name in
      (environment["PATH"] ?? "/usr/bin").split(separator: ":").map { "\($0)/\(name)" }
    }
    if let named = environment["CHROMIUM"], !named.isEmpty { candidates.insert(named, at: 0) }
    if let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) {
      return HeadlessChromium(executable: URL(fileURLWithPath: found))
    }
    let message =
      "Chromium is not installed, so the map's browser tests did not run: install it "
      + "(apt-get install -y chromium) or set CHROMIUM to its executable."
    if environment["MAP_BROWSER_REQUIRED"] == "1" {
      XCTFail(message, file: file, line: line)
      throw CocoaError(.fileNoSuchFile)
    }
    throw XCTSkip(message, file: file, line: line)
  }

  private func arguments(_ extra: [String]) -> [String] {
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
      "--no-first-run", "--window-size=1400,1800", "--virtual-time-budget=4000",
    ] + extra
  }

  /// The page's DOM once loaded and its scripts have run.
  public func dumpDOM(of page: URL) throws -> String {
    let run = try runProcess(executable, arguments(["--dump-dom", page.absoluteString]))
    guard run.status == 0 else {
      throw CocoaError(
        .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "chromium: \(run.errors)"])
    }
    return run.output
  }

  /// A screenshot of the page's first 1400 × 1800 pixels.
  public func screenshot(of page: URL) throws -> PNGImage {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("screenshot-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try runProcess(
      executable, arguments(["--screenshot=\(file.path)", page.absoluteString]))
    guard run.status == 0, let data = FileManager.default.contents(atPath: file.path) else {
      throw CocoaError(
        .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "chromium: \(run.errors)"])
    }
    return try PNGImage(data: Array(data))
  }
}
