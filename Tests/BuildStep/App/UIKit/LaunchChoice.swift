import Foundation

/// The check an app's `main.swift` makes to keep launch work out of unit tests: XCTest's class
/// is there only when a test runner loaded it.
func isRunningUnitTests() -> Bool {
  NSClassFromString("XCTestCase") != nil
}
