import Storyboards
import TestSupport

@testable import StoryboardRuntime

/// One call of the public API on a pool of controllers, as the random tester plays it: pool
/// indices stand for controllers (`c0`…), so a sequence replays on a new pool and prints as
/// Swift code.
enum HierarchyOperation: CustomStringConvertible {
  case setRoot(Int?)
  case push(navigation: Int, Int)
  case pop(navigation: Int)
  case popToRoot(navigation: Int)
  case popTo(navigation: Int, Int)
  case setStack(navigation: Int, [Int])
  case setTabs(tabs: Int, [Int])
  case selectTab(tabs: Int, Int)
  case tapTab(tabs: Int, Int)
  case setColumns(split: Int, [Int])
  case present(Int, Int, ModalPresentationStyle)
  case dismiss(Int)
  case addChild(Int, Int)
  case removeFromParent(Int)
  case show(Int, Int)
  case showDetail(Int, Int)
  case toggleSizeClass
  case setCapacity(tabs: Int, Int)
  case selectMore(tabs: Int)
  /// The user taps a button in the first controller's view whose action (an `Action`, or a
  /// target-action sent up the responder chain) shows the second: control events driving
  /// navigation.
  case tapButton(Int, shows: Int, throughResponderChain: Bool)
  /// The controller's next callback of this kind misuses UIKit (it raises ERR-13): app code
  /// that raises inside a callback the runtime makes.
  case misbehave(Int, in: ShowingController.Callback)

  /// The call as Swift code on `window` and the pool `c`.
  var description: String {
    func list(_ indices: [Int]) -> String {
      "[" + indices.map { "c[\($0)]" }.joined(separator: ", ") + "]"
    }
    switch self {
    case .setRoot(let index?): return "window.rootViewController = c[\(index)]"
    case .setRoot(nil): return "window.rootViewController = nil"
    case .push(let navigation, let index):
      return "nav(\(navigation)).pushViewController(c[\(index)], animated: true)"
    case .pop(let navigation): return "_ = nav(\(navigation)).popViewController(animated: true)"
    case .popToRoot(let navigation):
      return "_ = nav(\(navigation)).popToRootViewController(animated: true)"
    case .popTo(let navigation, let index):
      return "_ = nav(\(navigation)).popToViewController(c[\(index)], animated: true)"
    case .setStack(let navigation, let indices):
      return "nav(\(navigation)).setViewControllers(\(list(indices)), animated: true)"
    case .setTabs(let tabs, let indices):
      return "tabs(\(tabs)).setViewControllers(\(list(indices)), animated: true)"
    case .selectTab(let tabs, let index):
      return "tabs(\(tabs)).selectedViewController = c[\(index)]"
    case .tapTab(let tabs, let item): return "try tabs(\(tabs)).tapTabBarItem(at: \(item))"
    case .setColumns(let split, let indices):
      return "split(\(split)).viewControllers = \(list(indices))"
    case .present(let presenter, let presented, let style):
      return "c[\(presented)].modalPresentationStyle = .\(style); "
        + "c[\(presenter)].present(c[\(presented)], animated: true)"
    case .dismiss(let index): return "c[\(index)].dismiss(animated: true)"
    case .addChild(let parent, let child): return "c[\(parent)].addChild(c[\(child)])"
    case .removeFromParent(let index): return "c[\(index)].removeFromParent()"
    case .show(let source, let shown): return "c[\(source)].show(c[\(shown)], sender: nil)"
    case .showDetail(let source, let shown):
      return "c[\(source)].showDetailViewController(c[\(shown)], sender: nil)"
    case .setCapacity(let tabs, let capacity):
      return "tabs(\(tabs)).tabBarCapacity = \(capacity)"
    case .selectMore(let tabs):
      return "tabs(\(tabs)).selectedViewController = tabs(\(tabs)).moreNavigationController"
    case .tapButton(let source, let shown, let chain):
      return "tap a button of c[\(source)] that shows c[\(shown)]"
        + (chain ? " (a nil-targeted action)" : "")
    case .misbehave(let index, let callback):
      return "c[\(index)]'s next \(callback) raises ERR-13"
    case .toggleSizeClass:
      return
        "window.horizontalSizeClass = window.horizontalSizeClass == .compact ? .regular : .compact"
    }
  }

  /// A random operation on a pool laid out as ``HierarchyPool`` lays it out.
  static func random(_ random: inout SplitMix, poolSize: Int) -> HierarchyOperation {
    func any() -> Int { random.next(poolSize) }
    func some() -> [Int] { (0..<random.next(4)).map { _ in any() } }
    let styles: [ModalPresentationStyle] = [
      .automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen,
      .overCurrentContext, .popover,
    ]
    switch random.next(26) {
    case 0: return .setRoot(random.next(8) == 0 ? nil : any())
    case 1, 2: return .push(navigation: random.next(2), any())
    case 3: return .pop(navigation: random.next(2))
    case 4: return .popToRoot(navigation: random.next(2))
    case 5: return .popTo(navigation: random.next(2), any())
    case 6: return .setStack(navigation: random.next(2), some())
    case 7: return .setTabs(tabs: 0, some() + some())
    case 8: return .selectTab(tabs: 0, any())
    case 9: return .tapTab(tabs: 0, random.next(7))
    case 10: return .setColumns(split: 0, (0..<(1 + random.next(4))).map { _ in any() })
    case 11, 12: return .present(any(), any(), styles[random.next(styles.count)])
    case 13: return .dismiss(any())
    case 14: return .addChild(any(), any())
    case 15: return .removeFromParent(any())
    case 16: return .show(any(), any())
    case 17: return .showDetail(any(), any())
    case 18: return .toggleSizeClass
    case 19: return .setCapacity(tabs: 0, random.next(8) - 2)
    case 20: return .selectMore(tabs: 0)
    case 21, 22: return .tapButton(any(), shows: any(), throughResponderChain: random.next(2) == 0)
    case 24:
      let callbacks = ShowingController.Callback.allCases
      return .misbehave(random.next(7), in: callbacks[random.next(callbacks.count)])
    default: return .setRoot(any())
    }
  }
}

/// The controllers a sequence plays on: plain controllers, two navigation controllers, a tab bar
/// controller with room for More, a split view controller, and the tab bar controller's More
/// navigation controller and list, in a visible window.
final class HierarchyPool {
  /// The pool as Swift code, for a printed sequence.
  static let setUpCode = """
    let window = Window()
    window.makeKeyAndVisible()
    let made: [ViewController] = (0..<7).map { _ in ViewController() }
      + [NavigationController(), NavigationController(), TabBarController(), SplitViewController(),
        ViewController()]
    let more = (made[9] as! TabBarController).moreNavigationController
    let c = made + [more] + more.viewControllers
    (c[9] as! TabBarController).tabBarCapacity = 3
    func nav(_ index: Int) -> NavigationController { c[7 + index] as! NavigationController }
    func tabs(_ index: Int) -> TabBarController { c[9] as! TabBarController }
    func split(_ index: Int) -> SplitViewController { c[10] as! SplitViewController }
    """

  static let size = 14
  let window = Window()
  let controllers: [ViewController]

  init() {
    var controllers: [ViewController] = (0..<7).map { index in
      let controller = ShowingController()
      controller.title = "p\(index)"
      return controller
    }
    controllers += [NavigationController(), NavigationController()]
    let tabs = TabBarController()
    tabs.tabBarCapacity = 3
    controllers += [tabs, SplitViewController(), ViewController()]
    for (index, controller) in controllers.enumerated() where controller.title == nil {
      controller.title = "c\(index)"
    }
    // The tab bar controller's own More navigation controller and its list, as operands too:
    // a container's own children are the calls most likely to be misused.
    controllers += [tabs.moreNavigationController] + tabs.moreNavigationController.viewControllers
    self.controllers = controllers
    window.makeKeyAndVisible()
  }

  func navigation(_ index: Int) -> NavigationController {
    controllers[7 + index] as! NavigationController
  }

  var tabs: TabBarController { controllers[9] as! TabBarController }
  var split: SplitViewController { controllers[10] as! SplitViewController }

  /// Plays `operation`; errors are what the API is allowed to throw or raise (checked by the
  /// caller).
  func play(_ operation: HierarchyOperation) throws {
    let c = controllers
    try catching {
      switch operation {
      case .setRoot(let index): window.rootViewController = index.map { c[$0] }
      case .push(let navigation, let index):
        self.navigation(navigation).pushViewController(c[index], animated: true)
      case .pop(let navigation): _ = self.navigation(navigation).popViewController(animated: true)
      case .popToRoot(let navigation):
        _ = self.navigation(navigation).popToRootViewController(animated: true)
      case .popTo(let navigation, let index):
        _ = self.navigation(navigation).popToViewController(c[index], animated: true)
      case .setStack(let navigation, let indices):
        self.navigation(navigation).setViewControllers(indices.map { c[$0] }, animated: true)
      case .setTabs(_, let indices):
        tabs.setViewControllers(indices.map { c[$0] }, animated: true)
      case .selectTab(_, let index): tabs.selectedViewController = c[index]
      case .tapTab(_, let item): try tabs.tapTabBarItem(at: item)
      case .setColumns(_, let indices): split.viewControllers = indices.map { c[$0] }
      case .present(let presenter, let presented, let style):
        c[presented].modalPresentationStyle = style
        c[presenter].present(c[presented], animated: true)
      case .dismiss(let index): c[index].dismiss(animated: true)
      case .addChild(let parent, let child): c[parent].addChild(c[child])
      case .removeFromParent(let index): c[index].removeFromParent()
      case .show(let source, let shown): c[source].show(c[shown], sender: nil)
      case .showDetail(let source, let shown):
        c[source].showDetailViewController(c[shown], sender: nil)
      case .toggleSizeClass:
        window.horizontalSizeClass = window.horizontalSizeClass == .compact ? .regular : .compact
      case .setCapacity(_, let capacity): tabs.tabBarCapacity = capacity
      case .selectMore: tabs.selectedViewController = tabs.moreNavigationController
      case .tapButton:
        // A user cannot tap what is off screen: a refusal is not a failure of the API.
        guard let button = tappedButton, button.window?.isVisible == true else { return }
        try button.tapAsUser()
      case .misbehave(let index, let callback):
        (c[index] as? ShowingController)?.misbehavesIn = callback
      }
    }
  }

  /// Everything a call may change, one line per controller: parent, children, presentation,
  /// appearance, and the containers' own state. Equal before and after a call that raises.
  func state() -> String {
    func name(_ controller: ViewController?) -> String {
      guard let controller else { return "-" }
      return controller.title ?? "\(type(of: controller))"
    }
    var lines = ["window root: \(name(window.rootViewController)), \(window.horizontalSizeClass)"]
    for controller in controllers {
      var line = "\(name(controller)): parent \(name(controller.parent))"
      line += ", children [\(controller.children.map(name).joined(separator: " "))]"
      line += ", presents \(name(controller.storedPresentedViewController))"
      line += ", \(controller.appearState)"
      if let navigation = controller as? NavigationController {
        line += ", stack [\(navigation.viewControllers.map(name).joined(separator: " "))]"
      }
      if let tabs = controller as? TabBarController {
        line += ", tabs [\((tabs.viewControllers ?? []).map(name).joined(separator: " "))]"
        line += ", selected \(name(tabs.selectedViewController)), capacity \(tabs.tabBarCapacity)"
      }
      if let split = controller as? SplitViewController {
        line += ", columns [\(split.viewControllers.map(name).joined(separator: " "))]"
        line += split.isCollapsed ? ", collapsed" : ""
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// Sets up what `operation` needs before it is played: the button a `tapButton` call taps,
  /// in the source controller's view (adding it may adapt the window's containers, which is
  /// not the call under test).
  func prepare(_ operation: HierarchyOperation) {
    guard case .tapButton(let source, let shown, let chain) = operation else { return }
    let c = controllers
    let button = Button(type: .system)
    if chain {
      // A nil target: the chain reaches the source controller, whose table has the action.
      (c[source] as? ShowingController)?.shownNext = c[shown]
      button.addTarget(nil, action: Selector("showNext:"), for: .touchUpInside)
    } else {
      let (presenter, presented) = (c[source], c[shown])
      button.addAction(
        Action { [weak presenter, weak presented, weak button] _ in
          guard let presenter, let presented else { return }
          presenter.show(presented, sender: button)
        }, for: .touchUpInside)
    }
    c[source].view.addSubview(button)
    tappedButton = button
  }

  /// The button the last `tapButton` call added, which ``removeTappedButton()`` takes away.
  private var tappedButton: Button?

  /// Takes away the button of the last `tapButton` call: the tester's own call, apart from
  /// the one it checks.
  func removeTappedButton() {
    tappedButton?.removeFromSuperview()
    tappedButton = nil
  }

  /// The event prefix of the callback that raised during the last call, if one did; forgets it.
  func takeRaisingCallback() -> String? {
    var found: String?
    for case let controller as ShowingController in controllers {
      if let raised = controller.raisedAfter { found = raised }
      controller.raisedAfter = nil
    }
    return found
  }

  /// What is inconsistent now, as sentences; empty when every invariant holds.
  func violations() -> [String] {
    var found: [String] = []
    do { try window.checkInvariants() } catch let error as HierarchyInvariantError {
      found += error.violations
    } catch { found.append("\(error)") }
    for controller in controllers {
      var depth = 0
      var ancestor = controller.parent
      while let next = ancestor, depth <= controllers.count {
        depth += 1
        ancestor = next.parent
      }
      if depth > controllers.count {
        found.append("\(controller.title!)'s parent chain never ends")
      }
      var places = controllers.filter { $0.children.contains { $0 === controller } }.count
      places += controllers.filter { $0.storedPresentedViewController === controller }.count
      if window.rootViewController === controller { places += 1 }
      if places > 1 { found.append("\(controller.title!) is in \(places) places at once") }
      if window.rootViewController === controller, let parent = controller.parent {
        found.append("the window's root \(controller.title!) has the parent \(parent.title!)")
      }
      if let navigation = controller as? NavigationController,
        navigation.topViewController !== navigation.viewControllers.last
      {
        found.append("\(controller.title!)'s top is not the last of its stack")
      }
      let isOnScreen = window.onScreen.contains { $0 === controller }
      if controller.appearState == .appeared, !isOnScreen {
        found.append("\(controller.title!) has appeared but is not on screen")
      }
    }
    return found
  }
}

/// A plain controller with an action found by name: `showNext:` shows ``shownNext``, as a
/// storyboard action reaching it up the responder chain would.
final class ShowingController: ViewController {
  /// The controller `showNext:` shows.
  weak var shownNext: ViewController?

  /// A callback the runtime makes, in which the random tester may make app code raise.
  enum Callback: CaseIterable, CustomStringConvertible {
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear, didMoveToParent

    var description: String {
      switch self {
      case .viewWillAppear: "viewWillAppear"
      case .viewDidAppear: "viewDidAppear"
      case .viewWillDisappear: "viewWillDisappear"
      case .viewDidDisappear: "viewDidDisappear"
      case .didMoveToParent: "didMove(toParent:)"
      }
    }

    /// How the callback's event begins, after the controller's name.
    var eventPrefix: String {
      self == .didMoveToParent ? "didMove(toParent" : description
    }
  }

  /// The callback whose next call raises, once.
  var misbehavesIn: Callback?
  /// The description of the event of the callback that raised, until the tester reads it.
  var raisedAfter: String?

  private func misbehave(in callback: Callback) {
    guard misbehavesIn == callback else { return }
    misbehavesIn = nil
    raisedAfter = "\(title ?? "?").\(callback.eventPrefix)"
    NavigationController().popToViewController(ViewController(), animated: false)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    misbehave(in: .viewWillAppear)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    misbehave(in: .viewDidAppear)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    misbehave(in: .viewWillDisappear)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    misbehave(in: .viewDidDisappear)
  }

  override func didMove(toParent parent: ViewController?) {
    super.didMove(toParent: parent)
    misbehave(in: .didMoveToParent)
  }

  override func objectiveCMember(named name: String) -> ObjectiveCMember? {
    guard name == "showNext:" else { return super.objectiveCMember(named: name) }
    return .method(arity: 1) { _ in
      if let shown = self.shownNext { self.show(shown, sender: nil) }
      return nil
    }
  }

  override class var memberTableClass: AnyClass? { ShowingController.self }
}
