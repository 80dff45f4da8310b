@_exported import Foundation
@_exported import Storyboards

// UIKit's names for the runtime's types, so that a file starting with
//
//   #if canImport(UIKit)
//   import UIKit
//   #else
//   import StoryboardsUIKit
//   #endif
//
// compiles unchanged on Linux.

/// UIKit's `UIViewController`.
public typealias UIViewController = ViewController
/// UIKit's `UINavigationController`.
public typealias UINavigationController = NavigationController
/// UIKit's `UITabBarController`.
public typealias UITabBarController = TabBarController
/// UIKit's `UISplitViewController`.
public typealias UISplitViewController = SplitViewController
/// UIKit's `UITableViewController`.
public typealias UITableViewController = TableViewController
/// UIKit's `UICollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// UIKit's `UIPageViewController`.
public typealias UIPageViewController = PageViewController
/// SwiftUI's `UIHostingController`.
public typealias UIHostingController = HostingController
/// UIKit's `UIWindow`.
public typealias UIWindow = Window
/// UIKit's `UIView`: opaque, as the runtime draws nothing.
public typealias UIView = View
/// UIKit's `UIStoryboard`.
public typealias UIStoryboard = Storyboard
/// UIKit's `UIStoryboardSegue`.
public typealias UIStoryboardSegue = StoryboardSegue
/// UIKit's `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// UIKit's `UIModalTransitionStyle`.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIPresentationController`.
public typealias UIPresentationController = PresentationController
/// UIKit's `UIAdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// UIKit's `UITabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// UIKit's `UISplitViewControllerDelegate`.
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
