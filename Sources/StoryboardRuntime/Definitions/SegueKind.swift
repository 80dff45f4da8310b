/// The kind of a segue, as the `kind` XML attribute names it.
public enum SegueKind: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Show (SEG-4): push in a navigation controller, else adaptive.
  case show
  /// Show Detail (SEG-5).
  case showDetail
  /// Present Modally (SEG-6).
  case presentation
  /// Present as Popover (SEG-7).
  case popoverPresentation
  /// Embed in a container view (SEG-8).
  case embed
  /// Relationship of a container to its children (SB-10); not a runtime segue.
  case relationship
  /// Unwind (UNW-1..6).
  case unwind
  /// Custom (SEG-9).
  case custom
  /// Deprecated Push (SEG-10).
  case push
  /// Deprecated Modal (SEG-10).
  case modal
  /// Deprecated Popover (SEG-10).
  case popover
  /// Deprecated Replace (SEG-10).
  case replace
  /// A kind this runtime does not know, kept with its name.
  case other(String)

  /// The kind named `name` in a storyboard file.
  public init(name: String) {
    switch name {
    case "show": self = .show
    case "showDetail": self = .showDetail
    case "presentation": self = .presentation
    case "popoverPresentation": self = .popoverPresentation
    case "embed": self = .embed
    case "relationship": self = .relationship
    case "unwind": self = .unwind
    case "custom": self = .custom
    case "push": self = .push
    case "modal": self = .modal
    case "popover": self = .popover
    case "replace": self = .replace
    default: self = .other(name)
    }
  }

  /// The name used in storyboard files (`show`, `presentation`…).
  public var description: String {
    switch self {
    case .show: return "show"
    case .showDetail: return "showDetail"
    case .presentation: return "presentation"
    case .popoverPresentation: return "popoverPresentation"
    case .embed: return "embed"
    case .relationship: return "relationship"
    case .unwind: return "unwind"
    case .custom: return "custom"
    case .push: return "push"
    case .modal: return "modal"
    case .popover: return "popover"
    case .replace: return "replace"
    case .other(let name): return name
    }
  }
}
