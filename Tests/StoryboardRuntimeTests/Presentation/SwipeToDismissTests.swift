import Storyboards
import TestSupport
import XCTest

final class SwipeToDismissTests: XCTestCase {
  private final class Editor: ViewController, AdaptivePresentationControllerDelegate {
    var calls: [String] = []
    var hasChanges = false
    func presentationControllerShouldDismiss(_ presentationController: PresentationController)
      -> Bool
    {
      calls.append("shouldDismiss")
      return !hasChanges
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
      calls.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
      calls.append(
        "didDismiss \(presentationController.presentedViewController.presentingViewController == nil)"
      )
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    {
      calls.append("didAttemptToDismiss")
    }
  }

  private func presentEditor() throws -> (Window, ViewController, Editor) {
    let root = controller("Root")
    let window = visibleWindow(root: root)
    let editor = Editor()
    editor.title = "Editor"
    editor.presentationController?.delegate = editor
    root.present(editor, animated: true)
    return (window, root, editor)
  }

  func testPRES10_swipeDownDismissesASheetAndTellsTheDelegate() throws {
    let (window, root, editor) = try presentEditor()
    let log = events { XCTAssertTrue(editor.swipeToDismiss()) }
    XCTAssertEqual(editor.calls, ["shouldDismiss", "willDismiss", "didDismiss true"])
    XCTAssertEqual(
      log, ["Editor.viewWillDisappear", "Editor.viewDidDisappear", "Editor.dismissed(from: Root)"])
    XCTAssertNil(root.presentedViewController)
    assertConsistent(window)
  }

  func testPRES10_theDelegateOrIsModalInPresentationCanRefuse() throws {
    let (window, root, editor) = try presentEditor()
    editor.hasChanges = true
    XCTAssertFalse(editor.swipeToDismiss())
    XCTAssertEqual(editor.calls, ["shouldDismiss", "didAttemptToDismiss"])
    editor.hasChanges = false
    editor.isModalInPresentation = true
    XCTAssertFalse(editor.swipeToDismiss())
    XCTAssertEqual(editor.calls.suffix(1), ["didAttemptToDismiss"], "not even asked")
    XCTAssertIdentical(root.presentedViewController, editor)
    assertConsistent(window)
  }

  func testPRES10_delegateIsNotCalledForProgrammaticDismissalNorFullScreen() throws {
    let (window, root, editor) = try presentEditor()
    root.dismiss(animated: true)
    XCTAssertEqual(editor.calls, [])
    let cover = controller("Cover")
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: true)
    XCTAssertFalse(
      cover.swipeToDismiss(), "a full-screen presentation cannot be swiped away")
    XCTAssertIdentical(root.presentedViewController, cover)
    assertConsistent(window)
  }
}
