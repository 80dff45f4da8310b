// iOS: real UIKit's side (type-checked against UIKit; the simulation's side is elsewhere).
#if canImport(UIKit)
  import ObjectiveC
  import UIKit
  import XCTest

  /// How a capturing verifier takes the transitions on iOS, as ViewControllerPresentationSpy
  /// does: while it lives, `present(_:animated:completion:)` and `dismiss(animated:completion:)`
  /// run this file's replacements (their implementations exchanged) and every new
  /// `UIAlertAction` keeps its handler, so that `executeAction(forButton:)` can run it.
  final class TransitionCapture {
    /// The capture installed, if any (one verifier captures at a time).
    nonisolated(unsafe) static var current: TransitionCapture?
    /// The verifier the capture works for.
    private(set) weak var verifier: ModalTransitionVerifier?

    /// Installs the capture for `verifier` until ``uninstall()``.
    init(verifier: ModalTransitionVerifier) {
      self.verifier = verifier
      if Self.current == nil { Self.exchangeImplementations() }
      Self.current = self
    }

    /// Ends the capture, restoring UIKit's implementations.
    func uninstall() {
      guard Self.current === self else { return }
      Self.current = nil
      Self.exchangeImplementations()
    }

    /// Exchanges UIKit's methods with the replacements (a second call restores them).
    private static func exchangeImplementations() {
      exchange(
        instanceOf: UIViewController.self,
        #selector(UIViewController.present(_:animated:completion:)),
        #selector(UIViewController.storyboardTesting_present(_:animated:completion:)))
      exchange(
        instanceOf: UIViewController.self,
        #selector(UIViewController.dismiss(animated:completion:)),
        #selector(UIViewController.storyboardTesting_dismiss(animated:completion:)))
      if let original = class_getClassMethod(
        UIAlertAction.self, NSSelectorFromString("actionWithTitle:style:handler:")),
        let replacement = class_getClassMethod(
          UIAlertAction.self,
          #selector(UIAlertAction.storyboardTesting_action(withTitle:style:handler:)))
      {
        method_exchangeImplementations(original, replacement)
      }
    }

    private static func exchange(instanceOf type: AnyClass, _ original: Selector, _ new: Selector) {
      guard let original = class_getInstanceMethod(type, original),
        let new = class_getInstanceMethod(type, new)
      else { return }
      method_exchangeImplementations(original, new)
    }

    /// Reports that a verifier cannot capture.
    static func reportConflict(_ message: String) { XCTFail(message) }

    /// Runs `action`'s handler, as a tap on its button would: the one kept while a verifier
    /// lives, else the one UIAlertAction keeps (its `handler` key).
    static func runHandler(of action: UIAlertAction) {
      if let kept = objc_getAssociatedObject(action, &handlerKey) as? HandlerBox {
        kept.handler(action)
      } else if let block = action.value(forKey: "handler") as AnyObject? {
        // UIAlertAction's own store, as UIKit test helpers read it.
        typealias Handler = @convention(block) (UIAlertAction) -> Void
        unsafeBitCast(block, to: Handler.self)(action)
      }
    }

    /// The key of a kept handler.
    nonisolated(unsafe) static var handlerKey: UInt8 = 0

    /// A handler, kept on its action.
    final class HandlerBox {
      let handler: (UIAlertAction) -> Void
      init(_ handler: @escaping (UIAlertAction) -> Void) { self.handler = handler }
    }
  }

  extension UIViewController {
    /// `present(_:animated:completion:)` while a verifier captures (implementations exchanged:
    /// calling this name runs UIKit's).
    @objc dynamic func storyboardTesting_present(
      _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
      if let verifier = TransitionCapture.current?.verifier,
        verifier.capturePresentation(
          of: presented, by: self, animated: animated, completion: completion)
      {
        return
      }
      storyboardTesting_present(presented, animated: animated, completion: completion)
    }

    /// `dismiss(animated:completion:)` while a verifier captures.
    @objc dynamic func storyboardTesting_dismiss(animated: Bool, completion: (() -> Void)?) {
      if let verifier = TransitionCapture.current?.verifier,
        verifier.captureDismissal(of: self, animated: animated, completion: completion)
      {
        return
      }
      storyboardTesting_dismiss(animated: animated, completion: completion)
    }
  }

  extension UIAlertAction {
    /// `UIAlertAction(title:style:handler:)` while a verifier captures: keeps the handler.
    @objc dynamic class func storyboardTesting_action(
      withTitle title: String?, style: UIAlertAction.Style,
      handler: ((UIAlertAction) -> Void)?
    ) -> UIAlertAction {
      let action = storyboardTesting_action(withTitle: title, style: style, handler: handler)
      if let handler {
        objc_setAssociatedObject(
          action, &TransitionCapture.handlerKey, TransitionCapture.HandlerBox(handler),
          .OBJC_ASSOCIATION_RETAIN)
      }
      return action
    }
  }
#endif
