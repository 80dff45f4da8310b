// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import StoryboardRuntime
  import Testing

  /// Asserts that `body` raises (or throws) an error whose description contains `message`, where
  /// UIKit would raise an Objective-C exception, and returns it for further checks.
  ///
  /// The runtime's UIKit-shaped calls do not throw: misuse leaves the hierarchy as it was and
  /// raises the typed error (`catching(_:)`). This is the assertion for it:
  ///
  /// ```swift
  /// let error = assertRaises("pushing the same view controller instance") {
  ///   navigationController.pushViewController(top, animated: true)
  /// }
  /// XCTAssertEqual(error as? NavigationError, .pushingSameInstance(…))
  /// ```
  ///
  /// Fails the test when nothing is raised or thrown, or when the description does not contain
  /// `message`.
  /// - Parameters:
  ///   - message: Text the error's description must contain; `nil` accepts any error.
  ///   - fileID: The file of the assertion, for Swift Testing.
  ///   - file: The file of the assertion, for XCTest.
  ///   - line: The line of the assertion.
  ///   - column: The column of the assertion.
  ///   - body: The code that should raise.
  /// - Returns: The first raised or thrown error, or `nil` when there was none.
  @discardableResult
  public func assertRaises<Result>(
    _ message: String? = nil, fileID: String = #fileID, file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, _ body: () throws -> Result
  ) -> (any Error)? {
    let site = CallSite(fileID: fileID, file: file, line: line, column: column)
    do {
      _ = try catching(body)
    } catch {
      if let message, !"\(error)".contains(message) {
        TestFailures.fail(
          "The raised error does not say \"\(message)\":\n  \(error)", at: site)
      }
      return error
    }
    TestFailures.fail(
      "Nothing was raised"
        + (message.map { ": expected an error saying \"\($0)\"." } ?? "."), at: site)
    return nil
  }
#endif
