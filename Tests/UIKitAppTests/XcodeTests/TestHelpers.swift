import UIKit

// Helpers as teams copy them into their tests: `tap(_:)` of a button and `executeRunLoop()` as
// YamamotoDesu/Navigation's NavigationTests/TestHelpers.swift writes them (its README: "iOS Unit
// Testing by Example - Chapter 10"), and a bar button item tapped through its target and
// action, as test helpers commonly write it.

func tap(_ button: UIButton) {
  button.sendActions(for: .touchUpInside)
}

func tap(_ button: UIBarButtonItem) {
  _ = button.target?.perform(button.action, with: nil)
}

func executeRunLoop() {
  RunLoop.current.run(until: Date())
}

func putInWindow(_ vc: UIViewController) {
  let window = UIWindow()
  window.rootViewController = vc
  window.isHidden = false
}
