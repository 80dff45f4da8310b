import UIKit

// Helpers as "iOS Unit Testing by Example" writes them (Jon Reid), which many teams copy.

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
