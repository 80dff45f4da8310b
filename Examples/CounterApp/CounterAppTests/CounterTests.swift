import Testing
import UIKit

@testable import CounterApp

/// The same app tested with Swift Testing, as Xcode's template offers.
@MainActor
struct CounterTests {
  @Test func aNewCounterShowsZero() throws {
    let navigation = try #require(
      UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
        as? UINavigationController)
    let counter = try #require(navigation.topViewController as? ViewController)
    counter.loadViewIfNeeded()
    #expect(counter.countLabel.text == "0")
    #expect(counter.navigationItem.rightBarButtonItem?.title == "Reset")
  }
}
