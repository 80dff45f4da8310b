import Foundation
import Storyboards
import TestSupport
import XCTest

/// A rotation or a size-class change tells the controllers before it happens: the root first,
/// its default forwarding the call to the children and the presented controller.
final class TransitionCallbackTests: XCTestCase {
  final class Gallery: ViewController {
    var log: [String] = []

    override func viewWillTransition(
      to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      coordinator.animate(
        alongsideTransition: { _ in self.log.append("alongside \(Int(size.width))") },
        completion: { _ in self.log.append("completed") })
    }

    override func willTransition(
      to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
    ) {
      super.willTransition(to: newCollection, with: coordinator)
      log.append("will become \(newCollection.horizontalSizeClass)")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      log.append("was \(previousTraitCollection.map { "\($0.horizontalSizeClass)" } ?? "-")")
    }
  }

  func testARotationReachesTheChildrenAndThePresentedController() {
    let gallery = Gallery()
    let navigation = NavigationController(rootViewController: gallery)
    let window = visibleWindow(root: navigation)
    let sheet = Gallery()
    gallery.present(sheet, animated: false)
    window.transition(toSize: CGSize(width: 844, height: 390))
    XCTAssertEqual(gallery.log, ["alongside 844", "completed"])
    XCTAssertEqual(sheet.log, ["alongside 844", "completed"], "presented controllers hear it")
    XCTAssertEqual(window.frame.size, CGSize(width: 844, height: 390))
    window.transition(toSize: CGSize(width: 844, height: 390))
    XCTAssertEqual(gallery.log.count, 2, "the same size is no transition")
  }

  func testASizeClassChangeIsAnnouncedBeforeTheTraitsChange() {
    let gallery = Gallery()
    let navigation = NavigationController(rootViewController: gallery)
    let window = visibleWindow(root: navigation)
    window.horizontalSizeClass = .regular
    XCTAssertEqual(gallery.log, ["will become regular", "was compact"])
  }
}
