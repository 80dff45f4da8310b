/// The file the build step adds to a test target that depends on FailKit: overloads of the
/// verifiers' `verify` methods taking FailKit's `Failing`, as ViewControllerPresentationSpy's
/// do, so that a test passing FailKit's `FailSpy` (or `Fail()`) as `failure:` compiles and its
/// spy receives the verifiers' failures. The verifiers' own `failure:` takes StoryboardTesting's
/// `FailureReporting` (the package depends on nothing); these overloads have no default for
/// `failure:`, so a call without it keeps choosing the verifiers' own method.
package enum FailKitAdapter {
  /// The adapter's source text.
  package static let source = """
    // Written by the UIKitSources build step because this target depends on FailKit.
    import FailKit
    import StoryboardTesting

    /// FailKit's `Failing`, given the verifiers' failures.
    private struct FailKitFailureReporter: FailureReporting {
      let failing: any FailKit.Failing

      func fail(message: String, location: FailureLocation) {
        failing.fail(
          message: message,
          location: FailKit.SourceLocation(
            fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column))
      }
    }

    extension PresentationVerifier {
      @discardableResult
      func verify<VC: UIViewController>(
        animated: Bool, presentingViewController: UIViewController? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, failure: any FailKit.Failing
      ) -> VC? {
        verify(
          animated: animated, presentingViewController: presentingViewController, fileID: fileID,
          filePath: filePath, line: line, column: column,
          failure: FailKitFailureReporter(failing: failure) as any FailureReporting)
      }
    }

    extension DismissalVerifier {
      func verify(
        animated: Bool, dismissedViewController: UIViewController? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, failure: any FailKit.Failing
      ) {
        verify(
          animated: animated, dismissedViewController: dismissedViewController, fileID: fileID,
          filePath: filePath, line: line, column: column,
          failure: FailKitFailureReporter(failing: failure) as any FailureReporting)
      }
    }

    extension AlertVerifier {
      func verify(
        title: String?, message: String?, animated: Bool, actions: [Action],
        preferredStyle: UIAlertController.Style = .alert,
        presentingViewController: UIViewController? = nil, fileID: String = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        failure: any FailKit.Failing
      ) {
        verify(
          title: title, message: message, animated: animated, actions: actions,
          preferredStyle: preferredStyle, presentingViewController: presentingViewController,
          fileID: fileID, filePath: filePath, line: line, column: column,
          failure: FailKitFailureReporter(failing: failure) as any FailureReporting)
      }
    }

    """
}
