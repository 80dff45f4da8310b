import Foundation
import StoryboardLoader
import StoryboardTesting
import Storyboards
import TestSupport
import XCTest

final class ValidationTests: XCTestCase {
  func testValidateReportsWhatRanAndWhatFailedWithFileAndLine() throws {
    var builder = StoryboardBuilder("App")
    builder.navigationController("nav", root: "home", isInitial: true)
    builder.viewController("home", title: "Home")
    builder.viewController("detail", title: "Detail")
    builder.reference("gone", storyboardName: "Gone")
    builder.segue(.show, from: "home", to: "detail", identifier: "showDetail")
    builder.segue(.show, from: "home", to: "gone", identifier: "showGone")
    let report = StoryboardBundle(storyboards: [builder.definition]).validate()
    XCTAssertEqual(report.scenesInstantiated, 3)
    XCTAssertEqual(report.seguesPerformed, 1)
    XCTAssertEqual(report.problems.map(\.rule), [.instantiationFailed, .segueFailed])
    XCTAssertEqual(
      report.problems.map(\.description),
      [
        "App:1:1: error: App#gone: Could not find a storyboard named 'Gone' in bundle "
          + "StoryboardBundle <main> (loaded). Add a storyboard with that name to the bundle, or "
          + "fix the name. [instantiation-failed]",
        "App:1:1: error: App#segue showGone: Could not find a storyboard named 'Gone' in bundle "
          + "StoryboardBundle <main> (loaded). Add a storyboard with that name to the bundle, or "
          + "fix the name. [segue-failed]",
      ])
    let failures = TestFailures.capture {
      assertValid(StoryboardBundle(storyboards: [builder.definition]))
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures[0].message.hasPrefix("The storyboards have 2 problem(s):\nApp:1:1: error: App#gone:")
    )
  }

  func testStrictValidationReportsUnregisteredClasses() throws {
    var builder = StoryboardBuilder("App")
    builder.viewController("home", customClass: "HomeViewController", isInitial: true)
    let report = StoryboardBundle(storyboards: [builder.definition], isStrict: true).validate()
    XCTAssertEqual(report.problems.count, 1)
    XCTAssertTrue(
      report.problems[0].message.hasPrefix(
        "App#home: Unknown class HomeViewController in Interface Builder file."))
  }

  /// `validate` over the corpus, one bundle per project folder; prints the totals.
  func testValidateTheCorpusByProject() throws {
    let corpus = try SharedCorpus.require()
    let projects = try FileManager.default.contentsOfDirectory(atPath: corpus).sorted().filter {
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: corpus + "/" + $0, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    var total = ValidationReport()
    var loadErrors = 0
    for project in projects {
      // Corpus files flatten their original paths (`App__Base.lproj__Main.storyboard`): name
      // each after its last path segment, as the app's bundle does.
      let folder = StoryboardLoader.loadFolder(atPath: corpus + "/" + project) { path in
        StoryboardLoader.storyboardName(ofFile: path.components(separatedBy: "__").last ?? path)
      }
      loadErrors += folder.errors.count
      total.merge(StoryboardBundle(storyboards: folder.storyboards).validate())
    }
    let kinds = Dictionary(grouping: total.problems) { String($0.message.prefix(40)) }.mapValues(
      \.count)
    for (kind, count) in kinds.sorted(by: { $0.value > $1.value }) {
      print("  \(count) × \(kind)…")
    }
    print(
      "Corpus validation by project (\(projects.count) bundles): \(total.scenesInstantiated) scenes, "
        + "\(total.referencesResolved) references, \(total.seguesPerformed) segues, \(total.problems.count) problems, "
        + "\(loadErrors) load errors")
    XCTAssertEqual(projects.count, 13)
    XCTAssertGreaterThan(total.scenesInstantiated, 300)
    XCTAssertGreaterThan(total.referencesResolved, 20)
    XCTAssertGreaterThan(total.seguesPerformed, 100)
  }
}
