import BuildStepLibrary
import UIKit

/// Makes a controller from its metatype, as a coordinator library makes its root controller.
func makeController<Controller: UIViewController>(_ type: Controller.Type) -> Controller {
  type.init()
}

/// A controller with its own designated `init()`: its metatype makes it with that.
final class GreetingViewController: UIViewController {
  let greeting: String

  init() {
    greeting = "Hello"
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A controller with a convenience `init()` and UIKit's initializers inherited.
final class ConvenienceViewController: UIViewController {
  var origin = "storyboard"

  convenience init() {
    self.init(nibName: nil, bundle: nil)
    origin = "code"
  }
}

/// A navigation controller overriding some of UIKit's initializers: `init()` reaches its
/// `init(nibName:bundle:)`, as UIKit's `init()` does.
final class FlowNavigationController: UINavigationController {
  private(set) var madeWithNib = false

  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
  }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    madeWithNib = true
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A controller made only with its account: `init()` from its metatype traps, as on iOS.
final class AccountViewController: UIViewController {
  let account: String

  init(account: String) {
    self.account = account
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The app's subclass of the library's model screen, with an initializer of its own.
final class AccountScreen: ModelScreen {
  init(account: String) { super.init(model: account) }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
