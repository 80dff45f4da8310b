import Foundation
import StoryboardLoader
import StoryboardTesting
import Storyboards
import XCTest

/// The SplittingLegacyApp example's navigation, checked against snapshots recorded in
/// `__Snapshots__` beside this file: no class is registered, so every controller is a stand-in
/// that keeps its storyboard class name.
final class SplittingLegacyAppSnapshotTests: XCTestCase {
  /// Read once for every test of the process.
  private static let folder = StoryboardLoader.loadFolder(
    atPath: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/SplittingLegacyApp/Storyboards").path)

  private func launch() throws -> StoryboardSimulator {
    let bundle = try Self.folder.makeBundle()
    bundle.installPlaceholderSubstitution()
    return try StoryboardSimulator(bundle: bundle, storyboard: "Main")
  }

  func testLaunch() throws {
    assertHierarchy(of: try launch().window, named: "launch")
  }

  func testAnObjectFromMyFINNGoesThroughTheReferenceIntoMain() throws {
    let simulator = try launch()
    try assertHierarchy(of: simulator.window, named: "object") {
      try simulator.run(.tapTab(1))
      try simulator.run(.perform("showObject"))
    }
  }
}
