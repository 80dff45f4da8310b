import UIKit

/// A screen apps subclass: its outlet, action and lifecycle are `open` to them.
open class Screen: UIViewController {
  /// The screen's title.
  @IBOutlet public weak var titleLabel: UILabel!
  /// How many times it closed.
  public private(set) var closeCount = 0

  /// Loads the screen.
  open override func viewDidLoad() {
    super.viewDidLoad()
  }

  /// Closes the screen.
  @IBAction open func close(_ sender: Any) { closeCount += 1 }

  #if DEBUG
    /// Shows the debug menu (debug builds).
    @IBAction public func showDebugMenu(_ sender: Any) {}
  #elseif BUILD_STEP_LOGS
    /// Shows the logs (builds with logs).
    @IBAction public func showLogs(_ sender: Any) {}
  #else
    /// Reports a problem (other builds).
    @objc public func reportProblem() {}
  #endif
}

/// A screen with a generic model, constrained by a `where` clause.
open class ListScreen<Items: Collection>: UIViewController where Items.Element == Int {
  /// What it lists.
  public var items: Items?
  /// Reloads the list.
  @objc open func reload() {}
}

/// A navigation controller with an empty body.
public final class EmptyNavigationController: UINavigationController {}
/// A screen whose body is on one line.
public final class OneLineScreen: UIViewController { var value = 1 }

/// A namespace of screens.
public enum Screens {
  /// A screen nested in a namespace.
  public final class Nested: UIViewController {
    /// Goes on.
    @objc public func go() {}
  }
}

#if os(iOS) || os(Linux)
  /// A view declared under a condition, with its table under the same one.
  public final class BadgeView: UIView {
    /// The number on the badge.
    @IBInspectable public var count: Int = 0
  }
#endif

/// A screen made with its model, which apps subclass: the build step writes its `init()`,
/// trapping as iOS does for a class that does not implement `init(nibName:bundle:)`.
open class ModelScreen: UIViewController {
  /// The screen's model.
  public let model: String

  /// A screen showing `model`.
  public init(model: String) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made by storyboards.
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
