// MARK: - The user's tap on Back and swipe back (NAV-10)

extension NavigationController {
  /// Simulates the user's tap on the navigation bar's Back button: the bar's delegate is asked
  /// ``NavigationBarDelegate/navigationBar(_:shouldPop:)`` for the top item first, as UIKit
  /// asks it; then the top controller is popped as ``popViewController(animated:)`` pops it.
  /// With only the root, or a top item that hides its back button, there is no Back to tap.
  /// - Returns: The popped controller, or `nil` when nothing was popped.
  @discardableResult
  public func tapBackButton() -> ViewController? {
    guard viewControllers.count > 1, let top = topViewController,
      !top.navigationItem.hidesBackButton
    else { return nil }
    return Exceptions.raising(nil) {
      if let delegate = navigationBar.delegate,
        try !Exceptions.callingOut({
          delegate.navigationBar(navigationBar, shouldPop: top.navigationItem)
        })
      {
        return nil
      }
      let popped = popViewController(animated: true)
      if let popped, let delegate = navigationBar.delegate {
        Exceptions.callingBack {
          delegate.navigationBar(navigationBar, didPop: popped.navigationItem)
        }
      }
      return popped
    }
  }

  /// Simulates the user's swipe back (the interactive pop gesture), completed or cancelled
  /// (NAV-10).
  ///
  /// Completed, it pops as ``popViewController(animated:)`` does. Cancelled, the top controller
  /// stays and the callbacks are UIKit's unbalanced ones: the top's `viewWillDisappear`, the one
  /// below's `viewWillAppear`, `viewWillDisappear` and `viewDidDisappear`, then the top's
  /// `viewWillAppear` and `viewDidAppear`. Off screen, with only the root, or with the gesture
  /// disabled, nothing happens.
  /// - Returns: The popped controller, or `nil` when cancelled or when nothing could be popped.
  @discardableResult
  public func swipeToPop(completing: Bool) -> ViewController? {
    guard let recognizer = interactivePopGestureRecognizer, recognizer.isEnabled else {
      return nil
    }
    // The recognizer's delegate may keep the gesture from beginning, as apps do to turn the
    // swipe back off (`interactivePopGestureRecognizer?.delegate = self`).
    if let delegate = recognizer.delegate,
      !Exceptions.raising(
        false, { try Exceptions.callingOut { delegate.gestureRecognizerShouldBegin(recognizer) } })
    {
      return nil
    }
    let stack = viewControllers
    guard stack.count > 1, let top = stack.last else { return nil }
    if completing { return popViewController(animated: true) }
    let below = stack[stack.count - 2]
    guard isOnScreen else { return nil }
    below.loadViewIfNeeded()
    top.isMovingFromParent = true
    top.beginAppearance(false, animated: true)
    below.beginAppearance(true, animated: true)
    below.beginAppearance(false, animated: true)
    below.endAppearance()
    top.isMovingFromParent = false
    top.beginAppearance(true, animated: true)
    top.endAppearance()
    return nil
  }
}
