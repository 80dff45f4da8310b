// iOS: real UIKit's side (type-checked against UIKit; the simulation's side is elsewhere).
#if canImport(UIKit)
  import UIKit

  extension UIAlertController {
    /// Simulates the user choosing the action titled `title`: the alert is dismissed, then the
    /// action's handler runs (kept by a verifier, else read as UIAlertAction keeps it). A
    /// disabled action does nothing.
    /// - Throws: ``GestureError/notFound(_:in:)`` when the alert has no such action.
    public func tapAction(titled title: String) throws {
      guard let action = actions.first(where: { $0.title == title }) else {
        throw GestureError.notFound("action titled '\(title)'", in: "\(type(of: self))")
      }
      guard action.isEnabled else { return }
      presentingViewController?.dismiss(animated: false)
      TransitionCapture.runHandler(of: action)
    }
  }

  extension UITabBarController {
    /// Simulates the user tapping the tab bar item at `index`: asks the delegate
    /// `shouldSelect`, pops a re-tapped navigation controller to its root, selects, then tells
    /// the delegate `didSelect`. A disabled item ignores the tap.
    /// - Throws: ``GestureError/notFound(_:in:)`` when there is no such tab.
    public func tapTabBarItem(at index: Int) throws {
      guard let controllers = viewControllers, controllers.indices.contains(index) else {
        throw GestureError.notFound("tab \(index)", in: "\(type(of: self))")
      }
      let controller = controllers[index]
      guard controller.tabBarItem.isEnabled,
        delegate?.tabBarController?(self, shouldSelect: controller) ?? true
      else { return }
      if controller === selectedViewController,
        let navigation = controller as? UINavigationController
      {
        navigation.popToRootViewController(animated: false)
      }
      selectedViewController = controller
      delegate?.tabBarController?(self, didSelect: controller)
    }
  }

  extension UIBarButtonItem {
    /// Simulates the user tapping the item: a disabled item does nothing; otherwise the handler
    /// `actions` gives for its action's selector name runs, else the action is sent to the
    /// target (or up the responder chain) with the item as the sender. (UIKit offers no public
    /// way to run an item's `primaryAction`: such an item, without a selector, throws.)
    /// - Throws: ``GestureError/notFound(_:in:)`` when the item has no action.
    public func tap(actions: [String: () -> Void] = [:]) throws {
      guard isEnabled else { return }
      guard let action else {
        throw GestureError.notFound("action", in: "\(type(of: self)) \(title ?? "")")
      }
      if let handler = actions[NSStringFromSelector(action)] {
        handler()
      } else {
        UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
      }
    }
  }

  extension UIViewController {
    /// Simulates the user swiping this presented sheet down: with `isModalInPresentation`, or
    /// when the delegate's `presentationControllerShouldDismiss` answers `false`, the sheet
    /// stays and the delegate hears `presentationControllerDidAttemptToDismiss`; otherwise
    /// `presentationControllerWillDismiss`, the dismissal, then
    /// `presentationControllerDidDismiss`.
    /// - Returns: Whether the sheet was dismissed.
    @discardableResult
    public func swipeToDismiss() -> Bool {
      guard presentingViewController != nil, let controller = presentationController else {
        return false
      }
      let delegate = controller.delegate
      guard !isModalInPresentation,
        delegate?.presentationControllerShouldDismiss?(controller) ?? true
      else {
        delegate?.presentationControllerDidAttemptToDismiss?(controller)
        return false
      }
      delegate?.presentationControllerWillDismiss?(controller)
      dismiss(animated: false)
      delegate?.presentationControllerDidDismiss?(controller)
      return true
    }
  }

  extension UINavigationController {
    /// Simulates the user's swipe back from the left edge: completed, it pops as
    /// `popViewController(animated:)` does. Off screen, with only the root, with the gesture
    /// disabled, or when its delegate's `gestureRecognizerShouldBegin(_:)` answers `false`,
    /// nothing happens. A cancelled swipe changes nothing here (on iOS, UIKit's
    /// interactive transition alone makes its callbacks).
    /// - Returns: The popped controller, or `nil` when cancelled or when nothing could be popped.
    @discardableResult
    public func swipeToPop(completing: Bool) -> UIViewController? {
      guard completing, view.window != nil, viewControllers.count > 1,
        let recognizer = interactivePopGestureRecognizer, recognizer.isEnabled
      else { return nil }
      // The recognizer's delegate may keep the swipe from beginning, as in the simulation.
      if let delegate = recognizer.delegate,
        delegate.gestureRecognizerShouldBegin?(recognizer) == false
      {
        return nil
      }
      return popViewController(animated: false)
    }
  }
#endif
