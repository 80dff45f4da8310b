/// How a presented controller is shown (PRES-7), with UIKit's raw values.
public enum ModalPresentationStyle: Int, Sendable, Equatable, CaseIterable,
  CustomStringConvertible
{
  /// Covers the screen; the presenter's view is removed afterwards.
  case fullScreen = 0
  /// A sheet (iOS 13+); the presenter stays in the window.
  case pageSheet = 1
  /// A smaller sheet; the presenter stays in the window.
  case formSheet = 2
  /// Covers the controller that defines the presentation context, whose view is removed.
  case currentContext = 3
  /// A custom presentation; the presenter stays in the window.
  case custom = 4
  /// Covers the screen; the presenter's view stays in the window.
  case overFullScreen = 5
  /// Covers the presentation context; the presenter's view stays in the window.
  case overCurrentContext = 6
  /// A popover in regular width; a form sheet in compact width (SEG-7, iOS 13 and later).
  case popover = 7
  /// Not a presentation style: presenting with it is an error.
  case none = -1
  /// The default (iOS 13+): resolves to ``pageSheet``.
  case automatic = -2

  /// The style's name as written in Swift (`fullScreen`).
  public var description: String {
    switch self {
    case .fullScreen: return "fullScreen"
    case .pageSheet: return "pageSheet"
    case .formSheet: return "formSheet"
    case .currentContext: return "currentContext"
    case .custom: return "custom"
    case .overFullScreen: return "overFullScreen"
    case .overCurrentContext: return "overCurrentContext"
    case .popover: return "popover"
    case .none: return "none"
    case .automatic: return "automatic"
    }
  }

  /// The style actually used in an environment of the given horizontal size class (PRES-1,
  /// PRES-7, SEG-7): `.automatic` becomes a page sheet, a popover in compact width becomes a
  /// form sheet — Apple: "In iOS 13 and later, for horizontally or vertically compact
  /// environments, this option behaves the same as `UIModalPresentationStyle.formSheet`" —;
  /// sheets stay sheets in compact width (iOS 13+).
  public func resolved(for sizeClass: UserInterfaceSizeClass) -> ModalPresentationStyle {
    switch self {
    case .automatic: return .pageSheet
    case .popover where sizeClass == .compact: return .formSheet
    default: return self
    }
  }

  /// Whether the presenter's view leaves the window once the presentation is done (PRES-8),
  /// which is what makes the presenter receive disappearance callbacks.
  public var removesPresenterView: Bool {
    self == .fullScreen || self == .currentContext
  }

  /// Whether the presenter is found through `definesPresentationContext` (PRES-6).
  var usesPresentationContext: Bool {
    self == .currentContext || self == .overCurrentContext
  }
}
