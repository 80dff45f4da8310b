import Storyboards

/// Asserts that the window's hierarchy is `expected`, in the format `storyboard-tool simulate`
/// prints (`hierarchyDescription`); a failure shows both and a line diff.
public func assertHierarchy(
  _ window: Window, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
  let actual = window.hierarchyDescription
  guard actual != expected else { return }
  TestFailures.fail(
    "The window's hierarchy differs.\nexpected:\n\(expected)\nactual:\n\(actual)\ndiff (- expected, + actual):\n"
      + lineDiff(expected: expected, actual: actual), file: file, line: line)
}

/// Asserts that the navigation stack holds controllers of these classes, root first.
public func assertNavigationStack(
  _ navigationController: NavigationController, _ expected: [String],
  file: StaticString = #filePath, line: UInt = #line
) {
  let actual = navigationController.viewControllers.map(\.className)
  guard actual != expected else { return }
  TestFailures.fail(
    "The navigation stack differs.\nexpected: \(expected)\nactual:   \(actual)", file: file,
    line: line)
}

/// Asserts that the controller the user sees in `window` is a `Controller`, and returns it.
@discardableResult
public func assertVisibleViewController<Controller: ViewController>(
  in window: Window, is type: Controller.Type, file: StaticString = #filePath, line: UInt = #line
) -> Controller? {
  let visible = window.visibleViewController
  if let match = visible as? Controller { return match }
  TestFailures.fail(
    "The visible controller is not a \(Controller.self).\nexpected: \(Controller.self)\nactual:   "
      + (visible?.className ?? "nothing"), file: file, line: line)
  return nil
}

/// Asserts the chain of presented controllers above `presenter`, bottom first, by class name
/// (empty: nothing presented).
public func assertPresentationChain(
  from presenter: ViewController, _ expected: [String], file: StaticString = #filePath,
  line: UInt = #line
) {
  var actual: [String] = []
  var next = presenter.presentedViewController
  while let presented = next {
    actual.append(presented.className)
    next = presented.presentedViewController
  }
  guard actual != expected else { return }
  TestFailures.fail(
    "The presentation chain differs.\nexpected: \(expected)\nactual:   \(actual)", file: file,
    line: line)
}

/// Asserts the selected tab of a tab bar controller.
public func assertSelectedTab(
  _ tabBarController: TabBarController, _ expected: Int, file: StaticString = #filePath,
  line: UInt = #line
) {
  let actual = tabBarController.selectedIndex
  guard actual != expected else { return }
  TestFailures.fail(
    "The selected tab differs.\nexpected: \(expected)\nactual:   \(actual) (\(tabBarController.selectedViewController?.className ?? "none"))",
    file: file, line: line)
}

/// Asserts that the objects `objects` returns are deallocated once `action` has run: the
/// controllers a pop, a dismissal or a replacement should release.
public func assertDeallocated(
  _ objects: () -> [AnyObject], after action: () throws -> Void, file: StaticString = #filePath,
  line: UInt = #line
) rethrows {
  let references = objects().map { WeakReference($0) }
  try action()
  let alive = references.compactMap(\.object)
  guard !alive.isEmpty else { return }
  TestFailures.fail(
    "\(alive.count) object(s) still alive after the action: "
      + alive.map { "\($0)" }.joined(separator: ", ") + ". Something still holds them.",
    file: file, line: line)
}

private final class WeakReference {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
