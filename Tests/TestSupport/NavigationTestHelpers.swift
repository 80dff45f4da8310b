import Storyboards
import XCTest

/// A controller with a title, for readable event logs.
public func controller(_ title: String) -> ViewController {
  let controller = ViewController()
  controller.title = title
  return controller
}

/// A navigation controller titled `title` whose root is `root`.
public func navigation(_ title: String, root: ViewController) throws -> NavigationController {
  let navigation = NavigationController(rootViewController: root)
  navigation.title = title
  return navigation
}

/// A visible window whose root is `root`.
public func visibleWindow(
  root: ViewController, sizeClass: UserInterfaceSizeClass = .compact
) -> Window {
  let window = Window(horizontalSizeClass: sizeClass)
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// The compact descriptions of the events `body` causes.
public func events(_ body: () throws -> Void) rethrows -> [String] {
  let recorder = EventRecorder()
  try recorder.record(body)
  return recorder.descriptions
}

/// Records the why-flags a controller sees in each appearance callback.
public final class ProbeViewController: ViewController {
  /// Each appearance callback, with its flags.
  public var log: [String] = []

  /// A probe titled `title`.
  public convenience init(_ title: String) {
    self.init()
    self.title = title
  }

  public override func viewWillAppear(_ animated: Bool) { log.append("willAppear" + flags) }
  public override func viewDidAppear(_ animated: Bool) { log.append("didAppear" + flags) }
  public override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear" + flags) }
  public override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear" + flags) }

  private var flags: String {
    var names: [String] = []
    if isMovingToParent { names.append("movingToParent") }
    if isMovingFromParent { names.append("movingFromParent") }
    if isBeingPresented { names.append("beingPresented") }
    if isBeingDismissed { names.append("beingDismissed") }
    return names.isEmpty ? "" : " " + names.joined(separator: ",")
  }
}

extension XCTestCase {
  /// Fails with every broken link if the window's hierarchy is inconsistent.
  public func assertConsistent(_ window: Window, file: StaticString = #filePath, line: UInt = #line)
  {
    XCTAssertNoThrow(try window.checkInvariants(), file: file, line: line)
  }

  /// Asserts that `body` throws the navigation error `expected`, whose description contains
  /// `message`.
  public func assertThrows(
    _ expected: NavigationError, message: String, file: StaticString = #filePath,
    line: UInt = #line, _ body: () throws -> Void
  ) {
    verifyThrows(expected, message: message, file: file, line: line, body)
  }

  /// Asserts that `body` throws the storyboard error `expected`, whose description contains
  /// `message`.
  public func assertThrows(
    _ expected: StoryboardError, message: String, file: StaticString = #filePath,
    line: UInt = #line, _ body: () throws -> Void
  ) {
    verifyThrows(expected, message: message, file: file, line: line, body)
  }

  /// Asserts that `body` throws the simulation error `expected`, whose description contains
  /// `message`.
  public func assertThrows(
    _ expected: SimulationError, message: String, file: StaticString = #filePath,
    line: UInt = #line, _ body: () throws -> Void
  ) {
    verifyThrows(expected, message: message, file: file, line: line, body)
  }

  /// Asserts that `body` throws the routing error `expected`, whose description contains
  /// `message`.
  public func assertThrows(
    _ expected: RoutingError, message: String, file: StaticString = #filePath,
    line: UInt = #line, _ body: () throws -> Void
  ) {
    verifyThrows(expected, message: message, file: file, line: line, body)
  }

  private func verifyThrows<Expected: Error & Equatable>(
    _ expected: Expected, message: String, file: StaticString = #filePath,
    line: UInt = #line, _ body: () throws -> Void
  ) {
    XCTAssertThrowsError(try catching(body), file: file, line: line) { error in
      XCTAssertEqual(error as? Expected, expected, file: file, line: line)
      XCTAssertNotNil(
        error as? Expected, "\(type(of: error)) is not \(Expected.self)", file: file, line: line)
      XCTAssertTrue(
        "\(error)".contains(message), "\"\(error)\" does not contain \"\(message)\"", file: file,
        line: line)
    }
  }
}
