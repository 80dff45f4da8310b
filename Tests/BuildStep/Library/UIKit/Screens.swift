import UIKit

/// A screen apps subclass: its outlet, action and lifecycle are `open` to them.
open class Screen: UIViewController {
  @IBOutlet public weak var titleLabel: UILabel!
  public private(set) var closeCount = 0

  open override func viewDidLoad() {
    super.viewDidLoad()
  }

  @IBAction open func close(_ sender: Any) { closeCount += 1 }

  #if DEBUG
    @IBAction public func showDebugMenu(_ sender: Any) {}
  #elseif BUILD_STEP_LOGS
    @IBAction public func showLogs(_ sender: Any) {}
  #else
    @objc public func reportProblem() {}
  #endif
}

/// A screen with a generic model, constrained by a `where` clause.
open class ListScreen<Items: Collection>: UIViewController where Items.Element == Int {
  public var items: Items?
  @objc open func reload() {}
}

public final class EmptyNavigationController: UINavigationController {}
public final class OneLineScreen: UIViewController { public var value = 1 }

/// A namespace of screens.
public enum Screens {
  /// A screen nested in a namespace.
  public final class Nested: UIViewController {
    @objc public func go() {}
  }
}

#if os(iOS) || os(Linux)
  /// A view declared under a condition, with its table under the same one.
  public final class BadgeView: UIView {
    @IBInspectable public var count: Int = 0
  }
#endif
