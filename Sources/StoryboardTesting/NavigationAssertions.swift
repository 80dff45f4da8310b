// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import StoryboardRuntime

  /// Asserts that the navigation stack holds controllers of exactly these classes, root first:
  /// `assertNavigationStack(navigation, [InboxViewController.self, MessageViewController.self])`.
  public func assertNavigationStack(
    _ navigationController: NavigationController, _ expected: [ViewController.Type],
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = navigationController.viewControllers.map { type(of: $0) }
    guard actual.map(ObjectIdentifier.init) != expected.map(ObjectIdentifier.init) else { return }
    TestFailures.fail(
      "The navigation stack differs (root first; - expected, + actual):\n"
        + lineDiff(expected: expected.map { "\($0)" }, actual: actual.map { "\($0)" }),
      at: CallSite(fileID: fileID, file: file, line: line, column: column))
  }

  /// Asserts that the navigation stack holds controllers of these class names, root first — the
  /// form for stand-ins, whose class is the name a storyboard declares:
  /// `assertNavigationStack(navigation, ["InboxViewController"])`.
  public func assertNavigationStack(
    _ navigationController: NavigationController, _ expected: [String],
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = navigationController.viewControllers.map(\.className)
    guard actual != expected else { return }
    TestFailures.fail(
      "The navigation stack differs (root first; - expected, + actual):\n"
        + lineDiff(expected: expected, actual: actual),
      at: CallSite(fileID: fileID, file: file, line: line, column: column))
  }

  /// Asserts that the controller the user sees in `window` is a `Controller`, and returns it.
  @discardableResult
  public func assertVisibleViewController<Controller: ViewController>(
    in window: Window, is type: Controller.Type, fileID: String = #fileID,
    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Controller? {
    let visible = window.visibleViewController
    if let match = visible as? Controller { return match }
    TestFailures.fail(
      "The visible controller is not a \(Controller.self).\nexpected: \(Controller.self)\nactual:   "
        + (visible?.className ?? "nothing"),
      at: CallSite(fileID: fileID, file: file, line: line, column: column))
    return nil
  }

  /// Asserts the chain of presented controllers above `presenter`, bottom first, by class name
  /// (empty: nothing presented).
  public func assertPresentationChain(
    from presenter: ViewController, _ expected: [String], fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    var actual: [String] = []
    var next = presenter.presentedViewController
    while let presented = next {
      actual.append(presented.className)
      next = presented.presentedViewController
    }
    guard actual != expected else { return }
    TestFailures.fail(
      "The presentation chain differs (bottom first; - expected, + actual):\n"
        + lineDiff(expected: expected, actual: actual),
      at: CallSite(fileID: fileID, file: file, line: line, column: column))
  }

  /// Asserts the selected tab of a tab bar controller.
  public func assertSelectedTab(
    _ tabBarController: TabBarController, _ expected: Int, fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let actual = tabBarController.selectedIndex
    guard actual != expected else { return }
    TestFailures.fail(
      "The selected tab differs.\nexpected: \(expected)\nactual:   \(actual) (\(tabBarController.selectedViewController?.className ?? "none"))",
      at: CallSite(fileID: fileID, file: file, line: line, column: column))
  }

  /// Asserts that the objects `objects` returns are deallocated once `action` has run: the
  /// controllers a pop, a dismissal or a replacement should release.
  public func assertDeallocated(
    _ objects: () -> [AnyObject], after action: () throws -> Void, fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) rethrows {
    let references = objects().map { WeakReference($0) }
    try action()
    let alive = references.compactMap(\.object)
    guard !alive.isEmpty else { return }
    TestFailures.fail(
      "\(alive.count) object(s) still alive after the action: "
        + alive.map { ($0 as? UIViewController)?.diagnosticName ?? "\($0)" }.joined(separator: ", ")
        + ". Something still holds them.",
      at: CallSite(fileID: fileID, file: file, line: line, column: column))
  }

  private final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }
#endif
