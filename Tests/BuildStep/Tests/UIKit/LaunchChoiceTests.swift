import XCTest

@testable import BuildStepApp

/// `NSClassFromString("XCTestCase")`, compiled through the build step, answers as on iOS in a
/// test process.
final class LaunchChoiceTests: XCTestCase {
  func testTheAppSeesItRunsUnderTests() {
    XCTAssertTrue(isRunningUnitTests())
  }
}
