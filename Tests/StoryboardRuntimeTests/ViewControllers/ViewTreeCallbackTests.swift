import Storyboards
import TestSupport
import XCTest

/// The window callbacks reach every view of a moved tree in UIKit's depth-first order, however
/// deep the tree (past the recursion's 64 levels, the walk keeps its own stack).
final class ViewTreeCallbackTests: XCTestCase {
  final class Counting: View {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      super.init()
    }
    required init?(coder: NSCoder) { nil }
    override func didMoveToWindow() { log.names.append(name) }
  }
  final class Log { var names: [String] = [] }

  func testADeepTreeIsToldInPreOrder() {
    let log = Log()
    let root = Counting("root", log: log)
    var parent: View = root
    for level in 0..<300 {
      let child = Counting("d\(level)", log: log)
      parent.addSubview(child)
      parent = child
    }
    root.addSubview(Counting("sibling", log: log))
    log.names = []
    let window = visibleWindow(root: ViewController())
    window.addSubview(root)
    XCTAssertEqual(log.names.count, 302)
    XCTAssertEqual(log.names.first, "root")
    XCTAssertEqual(log.names[1], "d0")
    XCTAssertEqual(log.names[300], "d299")
    XCTAssertEqual(log.names.last, "sibling", "the deep branch first, then its sibling")
    log.names = []
    root.removeFromSuperview()
    XCTAssertEqual(log.names.count, 302)
  }
}
