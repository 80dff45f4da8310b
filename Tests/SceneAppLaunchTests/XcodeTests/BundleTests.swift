import XCTest

@testable import SceneApp

/// The bundles the app's tests name, as a hosted test sees them on iOS: a test class's bundle
/// holds the fixtures the test target copies, an app class's bundle holds the app's nibs, and
/// the main bundle is the app's, not the tests'.
final class BundleTests: XCTestCase {
  func test_theTestsBundle_holdsTheirFixture() throws {
    let url = try XCTUnwrap(
      Bundle(for: BundleTests.self).url(forResource: "badge", withExtension: "json"))
    let badge = try JSONDecoder().decode([String: Int].self, from: Data(contentsOf: url))
    XCTAssertEqual(badge["count"], 3)
  }

  func test_theAppsBundle_holdsItsNib() throws {
    let owner = BadgeViewController(nibName: nil, bundle: nil)
    let nib = UINib(nibName: "BadgeView", bundle: Bundle(for: BadgeViewController.self))
    let objects = nib.instantiate(withOwner: owner, options: nil)
    let view = try XCTUnwrap(objects.first as? UIView)
    XCTAssertTrue(owner.countLabel.isDescendant(of: view))
  }

  func test_theMainBundle_isTheAppsNotTheTests() {
    XCTAssertEqual(Bundle.main.bundlePath, Bundle(for: ViewController.self).bundlePath)
    XCTAssertNotEqual(Bundle.main.bundlePath, Bundle(for: BundleTests.self).bundlePath)
    let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
    XCTAssertTrue(storyboard.instantiateInitialViewController() is ViewController)
  }
}
