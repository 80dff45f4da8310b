/// An error UIKit would raise as an Objective-C exception when one of its calls is misused:
/// navigation and containment, tabs and split columns, presentation, alerts and action sheets,
/// popovers, and bar button items.
///
/// Each case carries the descriptions of the controllers involved (see
/// ``ViewController/description``) and renders UIKit's own message text, so a test can assert
/// on it, and the test process survives where an app would have crashed. The rule IDs refer to
/// the ERR table of UIKit's behaviour.
public enum NavigationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// ERR-11b: the controller is already in the navigation stack.
  case pushingSameInstance(navigationController: String, viewController: String)
  /// ERR-12: a navigation controller cannot be pushed.
  case pushingNavigationController
  /// ERR-13: `popToViewController(_:animated:)` with a controller that is not in the stack.
  case poppingToMissingViewController
  /// ERR-14: the same controller appears twice in `setViewControllers(_:animated:)`.
  case duplicateViewControllers([String])
  /// ERR-16: `present(_:animated:completion:)` with `nil`.
  case presentingNil(target: String)
  /// ERR-17: a controller presenting itself.
  case presentingSelf(String)
  /// ERR-18: the controller is already presented by another one.
  case alreadyPresented(viewController: String, presenter: String)
  /// ERR-19: the controller is the child of a container.
  case presentingChild(viewController: String, parent: String)
  /// ERR-20: the controller is on screen already (for example a window's root).
  case presentingActive(viewController: String)
  /// `.none` is not a style a controller can be presented in.
  case invalidPresentationStyle(viewController: String)
  /// ERR-25: the controller belongs to another container.
  case hierarchyInconsistency(child: String, parent: String, requestedParent: String)
  /// ERR-25's kin: the controller is the container itself or one of its ancestors, so the
  /// parent chain would never end.
  case containmentCycle(child: String, parent: String)
  /// ERR-25's kin: the controller is a window's root view controller.
  case childIsWindowRoot(child: String, requestedParent: String)
  /// ERR-14's kin: the same controller twice among a tab bar's tabs or a split view's columns.
  case duplicateChildren(container: String, viewControllers: [String])
  /// ERR-25's kin (ERR-19 the other way round): the controller is presented.
  case childIsPresented(child: String, presenter: String, requestedParent: String)
  /// The controller to select is not one of the tab bar controller's.
  case selectingForeignTab(viewController: String)
  /// A simulated tap on a tab bar item that does not exist.
  case tabIndexOutOfRange(index: Int, count: Int)
  /// A simulated tap on a row the More list does not have.
  case moreRowOutOfRange(row: Int, count: Int)
  /// A simulated tap on a bar button item with neither a primary action nor a handler for its
  /// selector.
  case barButtonItemHasNoHandler(item: String, selector: String?)
  /// `dequeueReusableCell(withIdentifier:for:)` for an identifier with no registered class
  /// and no prototype.
  ///
  /// Deprecated: the runtime raises ``ViewError/unknownCellIdentifier(_:)`` instead.
  @available(*, deprecated, message: "raised as ViewError.unknownCellIdentifier")
  case unknownCellIdentifier(String)
  /// A cell or supplementary registration whose class made a view of another class: its
  /// `makeRegisteredCell(reuseIdentifier:)` was not written by the build step.
  ///
  /// Deprecated: the runtime raises ``ViewError/registeredClassNotMade(className:)`` instead.
  @available(*, deprecated, message: "raised as ViewError.registeredClassNotMade")
  case registeredClassNotMade(className: String)
  /// A nib registered for cells, headers or supplementary views of `identifier` does not
  /// hold exactly one top-level object, of `requiredClass`.
  ///
  /// Deprecated: the runtime raises
  /// ``ViewError/invalidNib(nibName:identifier:requiredClass:)`` instead.
  @available(*, deprecated, message: "raised as ViewError.invalidNib")
  case invalidNib(nibName: String, identifier: String, requiredClass: String)
  /// A controller's nib loaded without setting its File's Owner's `view` outlet.
  ///
  /// Deprecated: the runtime raises ``ViewError/nibViewNotSet(nibName:)`` instead.
  @available(*, deprecated, message: "raised as ViewError.nibViewNotSet")
  case nibViewNotSet(nibName: String)
  /// An `@main` app delegate's `main()` ran where nothing can make the delegate: its file was
  /// not compiled through the UIKitSources build step, which writes the `main()` that does.
  ///
  /// Deprecated: the runtime raises ``LaunchError/applicationDelegateNotMade(className:)``
  /// instead.
  @available(*, deprecated, message: "raised as LaunchError.applicationDelegateNotMade")
  case applicationDelegateNotMade(className: String)
  /// `NSLayoutConstraint.constraints(withVisualFormat:…)` with a format it cannot read, or a
  /// view name `views` lacks.
  ///
  /// Deprecated: the runtime raises ``ViewError/invalidVisualFormat(format:offset:)`` instead.
  @available(*, deprecated, message: "raised as ViewError.invalidVisualFormat")
  case invalidVisualFormat(format: String, offset: Int)
  /// A simulated tap on an alert action the alert does not have.
  case alertActionNotFound(title: String, alert: String, titles: [String])
  /// UIKit's: an action sheet presented as a popover with no source view or bar button item.
  case popoverWithoutSource(alert: String, presenter: String)
  /// A split view controller given more than its two columns.
  case tooManyColumns(container: String, count: Int)
  /// A tab bar that would hold fewer than two items (its last is More when tabs overflow).
  case invalidTabBarCapacity(Int)
  /// UIKit's: a popover presented in a regular environment with no source view or bar button
  /// item (SEG-7).
  case popoverWithoutSourceView(presented: String)
  /// UIKit's: a second action with the cancel style.
  case secondCancelAction(alert: String)
  /// UIKit's: a text field added to an action sheet.
  case textFieldOnActionSheet(alert: String)
  /// UIKit's: `pushItem(_:animated:)` or `popItem(animated:)` called on the bar of a
  /// navigation controller, which alone changes its items. `method` is UIKit's selector.
  case navigationBarManagedByController(method: String)
  /// UIKit's: `transition(from:to:duration:options:animations:completion:)` between
  /// controllers that are not both children of the receiver.
  case transitionWithoutCommonParent(from: String, to: String)

  /// The name of the Objective-C exception UIKit raises in this case.
  public var exceptionName: String {
    switch self {
    case .poppingToMissingViewController, .duplicateViewControllers, .secondCancelAction,
      .textFieldOnActionSheet, .navigationBarManagedByController:
      return "NSInternalInconsistencyException"
    case .unknownCellIdentifier, .registeredClassNotMade, .invalidNib, .nibViewNotSet,
      .applicationDelegateNotMade, .invalidVisualFormat:
      return replacement.map(Exceptions.name(of:)) ?? "NSInternalInconsistencyException"
    case .popoverWithoutSource, .popoverWithoutSourceView:
      return "NSGenericException"
    case .hierarchyInconsistency, .containmentCycle, .childIsWindowRoot, .childIsPresented:
      return "UIViewControllerHierarchyInconsistencyException"
    default:
      return "NSInvalidArgumentException"
    }
  }

  /// UIKit's message, followed where useful by what to do about it.
  public var description: String {
    switch self {
    case .pushingSameInstance(let navigationController, let viewController):
      return "\(navigationController) is pushing the same view controller instance "
        + "(\(viewController)) more than once which is not supported and is most likely an error "
        + "in the application : swift-storyboards. Pop it first, or push a new instance."
    case .pushingNavigationController:
      return "Pushing a navigation controller is not supported. "
        + "Present it, or push its root view controller instead."
    case .poppingToMissingViewController:
      return "Tried to pop to a view controller that doesn't exist. "
        + "Check that it is in viewControllers before popping to it."
    case .duplicateViewControllers(let stack):
      return "All view controllers in a navigation controller must be distinct "
        + "((\(stack.map { "\"\($0)\"" }.joined(separator: ", ")))). Remove the duplicates."
    case .duplicateChildren(let container, let controllers):
      return "All view controllers of \(container) must be distinct "
        + "(\(controllers.joined(separator: ", "))). Remove the duplicates."
    case .presentingNil(let target):
      return "Application tried to present a nil modal view controller on target \(target). "
        + "Pass the controller to present: check that it was created."
    case .presentingSelf(let controller):
      return "Application tried to present modal view controller on itself. "
        + "Presenting controller is \(controller). Present another controller."
    case .alreadyPresented(let controller, let presenter):
      return "Application tried to present modally a view controller \(controller) that is "
        + "already being presented by \(presenter). Dismiss it first, or present a new instance."
    case .presentingChild(let controller, let parent):
      return "Application tried to present modally a view controller \(controller) that has a "
        + "parent view controller \(parent). Remove it from its parent first "
        + "(removeFromParent()), or present the container."
    case .presentingActive(let controller):
      return "Application tried to present modally an active controller \(controller). "
        + "Present a controller that is not on screen, such as a new instance."
    case .invalidPresentationStyle(let controller):
      return "Application tried to present \(controller) with UIModalPresentationNone, which is "
        + "not a presentation style. Set modalPresentationStyle to .automatic or another style."
    case .hierarchyInconsistency(let child, let parent, let requestedParent):
      return "child view controller:\(child) should have parent view controller:\(parent) but "
        + "requested parent is:\(requestedParent). Remove it from its parent first "
        + "(removeFromParent())."
    case .containmentCycle(let child, let parent):
      return "child view controller:\(child) cannot have parent view controller:\(parent): it "
        + "is that controller or one of its ancestors, so the hierarchy would be a cycle. Add "
        + "another controller."
    case .childIsPresented(let child, let presenter, let requestedParent):
      return "child view controller:\(child) is presented by \(presenter) and cannot have parent "
        + "view controller:\(requestedParent). Dismiss it first."
    case .childIsWindowRoot(let child, let requestedParent):
      return "child view controller:\(child) is the root view controller of a window and "
        + "cannot have parent view controller:\(requestedParent). Give the window another root "
        + "first."
    case .selectingForeignTab(let controller):
      return "-[UITabBarController setSelectedViewController:] only a view controller in the "
        + "tab bar controller's list of view controllers can be selected. \(controller) is not "
        + "one: add it to viewControllers first, or select one of them."
    case .tabIndexOutOfRange(let index, let count):
      return "There is no tab bar item at index \(index): the tab bar shows \(count) item(s). "
        + (count == 0
          ? "Give the tab bar controller tabs first." : "Tap an index from 0 to \(count - 1).")
    case .barButtonItemHasNoHandler(let item, let selector):
      guard let selector else {
        return "\(item) has no primary action and no action to send. Give it a primaryAction, "
          + "or a target and an action."
      }
      return "\(item) sends '\(selector)', which no handler stands for: there is no Objective-C "
        + "runtime to send it. Pass tap(actions: [\"\(selector)\": { … }]), or give the item a "
        + "primaryAction."
    case .unknownCellIdentifier, .registeredClassNotMade, .applicationDelegateNotMade,
      .invalidVisualFormat, .nibViewNotSet, .invalidNib:
      return replacement.map { "\($0)" } ?? ""
    case .alertActionNotFound(let title, let alert, let titles):
      return "\(alert) has no action titled '\(title)'. Tap one of: "
        + (titles.isEmpty ? "(none: add actions first)." : titles.joined(separator: ", ") + ".")
    case .popoverWithoutSource(let alert, let presenter):
      return "Your application has presented a UIAlertController (\(alert)) of style "
        + "UIAlertControllerStyleActionSheet from \(presenter). The modalPresentationStyle of a "
        + "UIAlertController with this style is UIModalPresentationPopover. You must provide "
        + "location information for this popover through the alert controller's "
        + "popoverPresentationController. You must provide either a sourceView and sourceRect "
        + "or a barButtonItem. If this information is not known when you present the alert "
        + "controller, you may provide it in the UIPopoverPresentationControllerDelegate method "
        + "-prepareForPopoverPresentation. Set popoverPresentationController?.sourceView (or "
        + ".barButtonItem) before presenting it."
    case .popoverWithoutSourceView(let presented):
      return "UIPopoverPresentationController (of \(presented)) should have a non-nil sourceView "
        + "or barButtonItem set before the presentation occurs. Set "
        + "popoverPresentationController?.sourceView (or .barButtonItem) before presenting it."
    case .tooManyColumns(let container, let count):
      return "\(container) has two columns, a primary and a secondary; \(count) controllers do "
        + "not fit. Give it two, or nest a container in a column."
    case .invalidTabBarCapacity(let capacity):
      return "A tab bar holds at least two items; \(capacity) is not a capacity. Set "
        + "tabBarCapacity to 2 or more (5 on an iPhone)."
    case .secondCancelAction(let alert):
      return "UIAlertController can only have one action with a style of "
        + "UIAlertActionStyleCancel (\(alert)). Make the other actions .default or .destructive."
    case .textFieldOnActionSheet(let alert):
      return "Text fields can only be added to an alert controller of style "
        + "UIAlertControllerStyleAlert (\(alert)). Use the .alert style."
    case .transitionWithoutCommonParent(let from, let to):
      return "Children view controllers \(from) and \(to) must have a common parent view "
        + "controller when calling -[UIViewController transitionFromViewController:"
        + "toViewController:duration:options:animations:completion:]. Add both with addChild(_:) "
        + "on the controller that transitions between them."
    case .navigationBarManagedByController(let method):
      return "Cannot call \(method) directly on a UINavigationBar managed by a controller. "
        + "Push or pop view controllers on the navigation controller instead."
    case .moreRowOutOfRange(let row, let count):
      return "There is no row \(row) in the More list: it shows \(count) tab(s). "
        + (count == 0
          ? "Give the tab bar controller more tabs than its tab bar holds."
          : "Tap a row from 0 to \(count - 1).")
    }
  }

  /// The error the runtime raises now for a case that moved to ``ViewError`` or
  /// ``LaunchError``.
  private var replacement: (any Error)? {
    switch self {
    case .unknownCellIdentifier(let identifier): ViewError.unknownCellIdentifier(identifier)
    case .registeredClassNotMade(let name): ViewError.registeredClassNotMade(className: name)
    case .invalidNib(let nibName, let identifier, let requiredClass):
      ViewError.invalidNib(nibName: nibName, identifier: identifier, requiredClass: requiredClass)
    case .nibViewNotSet(let nibName): ViewError.nibViewNotSet(nibName: nibName)
    case .invalidVisualFormat(let format, let offset):
      ViewError.invalidVisualFormat(format: format, offset: offset)
    case .applicationDelegateNotMade(let name):
      LaunchError.applicationDelegateNotMade(className: name)
    default: nil
    }
  }
}
