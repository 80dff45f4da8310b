import Foundation
import Storyboards

/// A list that records what the segue machinery asks it.
public final class ListViewController: ViewController {
  /// What `shouldPerformSegue(withIdentifier:sender:)` answers.
  public var allowsSegues = true
  /// Each `prepare(for:sender:)`: the identifier, the destination and the sender.
  public var prepared: [(identifier: String?, destination: ViewController, sender: String)] = []
  /// What `segueAction(named: "makeDetail:")` returns.
  public var makeDetail: SegueAction?

  public override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    allowsSegues
  }

  public override func prepare(for segue: StoryboardSegue, sender: Any?) {
    prepared.append((segue.identifier, segue.destination, String(describing: sender ?? "nil")))
    (segue.destination as? DetailViewController)?.item = "item-1"
  }

  public override func segueAction(named selector: String) -> SegueAction? {
    selector == "makeDetail:" ? makeDetail : nil
  }

  public override func unwindAction(named action: String) -> UnwindAction? {
    guard action == "unwindToList:" else { return nil }
    return { [unowned self] segue in self.unwoundFrom.append(segue.source) }
  }

  /// The sources of the unwinds to `unwindToList:`, in order.
  public var unwoundFrom: [ViewController] = []
}

/// A detail screen with a value set in `prepare(for:sender:)` and a runtime attribute.
public final class DetailViewController: ViewController {
  /// Set by the list's `prepare(for:sender:)`.
  public var item: String?
  /// The `accent` runtime attribute.
  public var accent: String?
  /// ``accent`` as `awakeFromNib()` saw it.
  public var accentAtAwake: String?
  /// What a creator injected, or `nil` for `init(coder:)`.
  public let injected: String?

  /// Decodes the scene, with nothing injected.
  public required init?(coder: NSCoder) {
    injected = nil
    super.init(coder: coder)
  }

  /// Decodes the scene with `injected`, as a creator does.
  public init?(coder: NSCoder, injected: String) {
    self.injected = injected
    super.init(coder: coder)
  }

  /// A detail screen made in code, with nothing injected.
  public required init() {
    injected = nil
    super.init(nibName: nil, bundle: nil)
  }

  public override func awakeFromNib() { accentAtAwake = accent }

  public override func setValue(_ value: RuntimeAttributeValue, forKeyPath keyPath: String) throws {
    if keyPath == "accent" {
      accent = value.stringValue
    } else {
      try super.setValue(value, forKeyPath: keyPath)
    }
  }
}

/// A subclass of the detail screen, accepted where a detail is expected (SB-5.4).
public final class SpecialDetailViewController: ViewController {}

/// A custom segue that records its performance (SEG-9).
public final class FadeSegue: StoryboardSegue {
  /// Each performance, `source -> destination` by title.
  nonisolated(unsafe) public static var performed: [String] = []
  public override func perform() {
    FadeSegue.performed.append("\(source.title ?? "?") -> \(destination.title ?? "?")")
  }
}

/// Two storyboards: `Main` (a navigation controller around a list with segues of every kind)
/// and `Profile` (reached through a storyboard reference).
public func makeFixtureBundle(isStrict: Bool = false) -> StoryboardBundle {
  var main = StoryboardBuilder("Main")
  main.navigationController("nav", root: "list", isInitial: true)
  main.viewController(
    "list", storyboardIdentifier: "List", customClass: "ListViewController", title: "List")
  main.viewController(
    "detail", storyboardIdentifier: "Detail", customClass: "DetailViewController", title: "Detail",
    runtimeAttributes: [.string("accent", "orange")])
  main.viewController("sheet", storyboardIdentifier: "Sheet", title: "Sheet")
  main.viewController("plain", storyboardIdentifier: "Plain", title: "Plain")
  main.reference("profileRef", storyboardName: "Profile")
  main.reference("settingsRef", storyboardName: "Profile", referencedIdentifier: "Settings")
  main.segue(.show, from: "list", to: "detail", identifier: "showDetail", trigger: "tableViewCell")
  main.segue(
    .presentation, from: "list", to: "sheet", identifier: "present", presentationStyle: .fullScreen,
    transitionStyle: .crossDissolve)
  main.segue(.presentation, from: "list", to: "plain", identifier: "presentDefault")
  main.segue(.popoverPresentation, from: "list", to: "plain", identifier: "popover")
  main.segue(.show, from: "list", to: "profileRef", identifier: "showProfile")
  main.segue(.show, from: "list", to: "settingsRef", identifier: "showSettings")
  main.segue(.custom, from: "list", to: "plain", identifier: "fade", customClass: "FadeSegue")
  main.segue(
    .custom, from: "list", to: "plain", identifier: "missingClass", customClass: "NoSuchSegue")
  main.segue(.push, from: "list", to: "plain", identifier: "push")
  main.segue(.modal, from: "list", to: "plain", identifier: "modal")
  main.segue(
    .show, from: "list", to: "detail", identifier: "made",
    destinationCreationSelector: "makeDetail:")
  main.segue(.show, from: "list", to: "nowhere", identifier: "dangling")
  main.unwind(from: "detail", action: "unwindToList:", identifier: "backToList")
  main.unwind(from: "detail", action: "unwindToNowhere:", identifier: "backToNowhere")
  main.unwind(from: "sheet", action: "unwindToList:", identifier: "closeSheet")
  main.unwind(from: "sheet", action: nil, identifier: "noAction")

  var profile = StoryboardBuilder("Profile")
  profile.viewController(
    "profile", storyboardIdentifier: "Profile", title: "Profile", isInitial: true)
  profile.viewController("settings", storyboardIdentifier: "Settings", title: "Settings")

  let bundle = StoryboardBundle(
    storyboards: [main.definition, profile.definition], isStrict: isStrict)
  bundle.register(ListViewController.self)
  bundle.register(DetailViewController.self)
  bundle.register(SpecialDetailViewController.self)
  bundle.register(segue: FadeSegue.self)
  return bundle
}

/// `Main`'s initial navigation controller on screen, and its list.
public func launchFixture(
  bundle: StoryboardBundle = makeFixtureBundle(), sizeClass: UserInterfaceSizeClass = .compact
) throws -> (window: Window, navigation: NavigationController, list: ListViewController) {
  let storyboard = Storyboard(name: "Main", bundle: bundle)
  let navigation = storyboard.instantiateInitialViewController() as! NavigationController
  navigation.title = "Nav"
  let window = visibleWindow(root: navigation, sizeClass: sizeClass)
  return (window, navigation, navigation.topViewController as! ListViewController)
}
