/// The kind of controller a storyboard element declares.
public enum ControllerKind: Sendable, Equatable, Hashable {
  /// `viewController`.
  case viewController
  /// `navigationController`.
  case navigationController
  /// `tabBarController`.
  case tabBarController
  /// `splitViewController`.
  case splitViewController
  /// `tableViewController`.
  case tableViewController
  /// `collectionViewController`.
  case collectionViewController
  /// `pageViewController`.
  case pageViewController
  /// `hostingController` (SwiftUI).
  case hostingController
  /// `viewControllerPlaceholder` / `controllerPlaceholder`: a storyboard reference.
  case reference
  /// Any other element (`avPlayerViewController`, WatchKit `controller`, macOS
  /// `windowController`…), kept with its tag.
  case other(String)

  /// The kind of the element named `element`.
  public init(element: String) {
    switch element {
    case "viewController": self = .viewController
    case "navigationController": self = .navigationController
    case "tabBarController": self = .tabBarController
    case "splitViewController": self = .splitViewController
    case "tableViewController": self = .tableViewController
    case "collectionViewController": self = .collectionViewController
    case "pageViewController": self = .pageViewController
    case "hostingController": self = .hostingController
    case "viewControllerPlaceholder", "controllerPlaceholder": self = .reference
    default: self = .other(element)
    }
  }

  /// The name of the class the runtime instantiates for this kind when no custom class is set:
  /// `ViewController`, `NavigationController`, … and for other elements UIKit's class name
  /// without its prefix (`AVPlayerViewController`, `WindowController`).
  public var runtimeClassName: String {
    switch self {
    case .viewController: return "ViewController"
    case .navigationController: return "NavigationController"
    case .tabBarController: return "TabBarController"
    case .splitViewController: return "SplitViewController"
    case .tableViewController: return "TableViewController"
    case .collectionViewController: return "CollectionViewController"
    case .pageViewController: return "PageViewController"
    case .hostingController: return "HostingController"
    case .reference: return "StoryboardReference"
    case .other(let element):
      switch element {
      case "avPlayerViewController": return "AVPlayerViewController"
      case "glkViewController": return "GLKViewController"
      case "controller": return "InterfaceController"
      default: return element.prefix(1).uppercased() + element.dropFirst()
      }
    }
  }
}
