/// One observable step of the navigation runtime.
///
/// Every lifecycle callback, containment call, push, pop, tab selection, presentation,
/// dismissal and warning is an event. Attach an ``EventRecorder`` (or an observer with
/// ``NavigationEventCenter/observe(_:during:)``) to collect them; with nothing attached, events are
/// not built at all.
public struct NavigationEvent: Sendable, Equatable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Sendable, Equatable {
    /// `loadView()` was called.
    case loadView
    /// `viewDidLoad()` was called.
    case viewDidLoad
    /// `viewWillAppear(_:)` was called.
    case viewWillAppear(animated: Bool)
    /// `viewDidAppear(_:)` was called.
    case viewDidAppear(animated: Bool)
    /// `viewWillDisappear(_:)` was called.
    case viewWillDisappear(animated: Bool)
    /// `viewDidDisappear(_:)` was called.
    case viewDidDisappear(animated: Bool)
    /// `willMove(toParent:)` was called; `nil` means the controller is leaving its parent.
    case willMoveToParent(ControllerReference?)
    /// `didMove(toParent:)` was called; `nil` means the controller left its parent.
    case didMoveToParent(ControllerReference?)
    /// A navigation controller (the subject) pushed a controller.
    case pushed(ControllerReference, animated: Bool)
    /// A navigation controller (the subject) popped these controllers, top first.
    case popped([ControllerReference], animated: Bool)
    /// A navigation controller (the subject) replaced its stack.
    case stackReplaced([ControllerReference], animated: Bool)
    /// A tab bar controller (the subject) selected the tab at this index.
    case tabSelected(index: Int, ControllerReference)
    /// The subject was presented by the given controller, in the given resolved style.
    case presented(by: ControllerReference, style: ModalPresentationStyle, animated: Bool)
    /// The subject was dismissed from the given presenting controller.
    case dismissed(from: ControllerReference, animated: Bool)
    /// `init(coder:)` created the controller from a storyboard scene.
    case initWithCoder
    /// `awakeFromNib()` was sent.
    case awakeFromNib
    /// `shouldPerformSegue(withIdentifier:sender:)` was asked and answered `result`.
    case shouldPerformSegue(identifier: String?, result: Bool)
    /// A segue object was created with the subject as its source.
    case segueCreated(identifier: String?, destination: ControllerReference)
    /// `prepare(for:sender:)` was called on the subject.
    case prepareForSegue(identifier: String?, destination: ControllerReference)
    /// The segue's `perform()` was called.
    case seguePerformed(identifier: String?, destination: ControllerReference)
    /// The subject's unwind action ran for an unwind from `source`.
    case unwindAction(String, source: ControllerReference)
    /// The subject, a placeholder, was replaced by the controller it stands for.
    case substituted(by: ControllerReference)
    /// A split view controller (the subject) collapsed to compact width.
    case collapsed
    /// A split view controller (the subject) expanded to regular width.
    case expanded
    /// A window (described by its root controller, the subject) was made key and visible.
    case windowMadeKeyAndVisible
    /// Something UIKit only logs; the text is UIKit's.
    case warning(RuntimeWarning)
  }

  /// The controller the event is about.
  public let controller: ControllerReference
  /// What happened.
  public let kind: Kind

  /// Creates an event.
  public init(_ controller: ControllerReference, _ kind: Kind) {
    self.controller = controller
    self.kind = kind
  }

  /// A compact, readable form: `Detail.viewWillAppear`, `Nav.pushed(Detail)`.
  public var description: String {
    let name = controller.name
    switch kind {
    case .loadView: return "\(name).loadView"
    case .viewDidLoad: return "\(name).viewDidLoad"
    case .viewWillAppear: return "\(name).viewWillAppear"
    case .viewDidAppear: return "\(name).viewDidAppear"
    case .viewWillDisappear: return "\(name).viewWillDisappear"
    case .viewDidDisappear: return "\(name).viewDidDisappear"
    case .willMoveToParent(let parent):
      return "\(name).willMove(toParent: \(parent?.name ?? "nil"))"
    case .didMoveToParent(let parent): return "\(name).didMove(toParent: \(parent?.name ?? "nil"))"
    case .pushed(let pushed, _): return "\(name).pushed(\(pushed.name))"
    case .popped(let popped, _): return "\(name).popped(\(Self.names(popped)))"
    case .stackReplaced(let stack, _): return "\(name).stackReplaced(\(Self.names(stack)))"
    case .tabSelected(let index, let selected) where index == TabBarController.notFound:
      return "\(name).tabSelected(More, \(selected.name))"
    case .tabSelected(let index, let selected):
      return "\(name).tabSelected(\(index), \(selected.name))"
    case .presented(let presenter, let style, _):
      return "\(name).presented(by: \(presenter.name), \(style))"
    case .dismissed(let presenter, _): return "\(name).dismissed(from: \(presenter.name))"
    case .initWithCoder: return "\(name).init(coder:)"
    case .awakeFromNib: return "\(name).awakeFromNib"
    case .shouldPerformSegue(let identifier, let result):
      return "\(name).shouldPerformSegue(\(identifier ?? "nil")) -> \(result)"
    case .segueCreated(let identifier, let destination):
      return "\(name).segue(\(identifier ?? "nil"), to: \(destination.name))"
    case .prepareForSegue(let identifier, _): return "\(name).prepare(for: \(identifier ?? "nil"))"
    case .seguePerformed(let identifier, _): return "\(name).perform(\(identifier ?? "nil"))"
    case .unwindAction(let action, let source): return "\(name).\(action)(from: \(source.name))"
    case .substituted(let substitute): return "\(name).substituted(by: \(substitute.name))"
    case .collapsed: return "\(name).collapsed"
    case .expanded: return "\(name).expanded"
    case .windowMadeKeyAndVisible: return "\(name).window.makeKeyAndVisible"
    case .warning(let warning): return "warning: \(warning)"
    }
  }

  private static func names(_ references: [ControllerReference]) -> String {
    references.map(\.name).joined(separator: ", ")
  }
}
