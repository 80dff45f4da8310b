@_exported import Foundation
import StoryboardRuntime
import StoryboardViews

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
/// UIKit's `UIPageViewControllerDataSource`.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
/// UIKit's `UIPageViewControllerDelegate`.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
/// SwiftUI's `UIHostingController`.
public typealias UIHostingController = HostingController
/// UIKit's `UIWindow`.
public typealias UIWindow = Window
/// UIKit's `UIView`: opaque, as the runtime draws nothing.
public typealias UIView = View
/// UIKit's `UIAccessibilityTraits`.
public typealias UIAccessibilityTraits = AccessibilityTraits
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
/// UIKit's `UIResponder`.
public typealias UIResponder = Responder
/// UIKit's `UINavigationItem`.
public typealias UINavigationItem = NavigationItem
/// UIKit's `UIBarItem`.
public typealias UIBarItem = BarItem
/// UIKit's `UIBarButtonItem`.
public typealias UIBarButtonItem = BarButtonItem
/// UIKit's `UITabBarItem`.
public typealias UITabBarItem = TabBarItem
/// UIKit's `UINavigationBar`.
public typealias UINavigationBar = NavigationBar
/// UIKit's `UINavigationBarDelegate`.
public typealias UINavigationBarDelegate = NavigationBarDelegate
/// UIKit's `UIBarStyle`.
public typealias UIBarStyle = BarStyle
/// UIKit's `UIBarPosition`.
public typealias UIBarPosition = BarPosition
/// UIKit's `UIBarMetrics`.
public typealias UIBarMetrics = BarMetrics
/// UIKit's `UIToolbar`.
public typealias UIToolbar = Toolbar
/// UIKit's `UITabBar`.
public typealias UITabBar = TabBar
/// UIKit's `UITabBarDelegate`.
public typealias UITabBarDelegate = TabBarDelegate
/// UIKit's `UIImage`.
public typealias UIImage = Image
/// UIKit's `UIMenuElement`.
public typealias UIMenuElement = MenuElement
/// UIKit's `UIAction`.
public typealias UIAction = Action
/// UIKit's `UIMenu`.
public typealias UIMenu = Menu
/// UIKit's `UIAlertController`.
public typealias UIAlertController = AlertController
/// UIKit's `UIAlertAction`.
public typealias UIAlertAction = AlertAction
/// UIKit's `UITextField`.
public typealias UITextField = TextField
/// UIKit's `UISearchController`.
public typealias UISearchController = SearchController
/// UIKit's `UIActivityViewController`.
public typealias UIActivityViewController = ActivityViewController
/// UIKit's `UIPopoverPresentationController`.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// UIKit's `UIContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's `UITraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// UIKit's `UIDevice`.
public typealias UIDevice = StoryboardRuntime.Device
/// UIKit's `UIDeviceOrientation`.
public typealias UIDeviceOrientation = DeviceOrientation
/// UIKit's `UIPopoverArrowDirection`.
public typealias UIPopoverArrowDirection = PopoverArrowDirection
/// UIKit's `UISheetPresentationControllerDelegate`.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
/// UIKit's `UIPopoverPresentationControllerDelegate`.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// UIKit's `UISheetPresentationController`.
public typealias UISheetPresentationController = SheetPresentationController
/// UIKit's `UINavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// UIKit's `UITraitCollection`.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's `UIUserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// UIKit's `UIForceTouchCapability`.
public typealias UIForceTouchCapability = ForceTouchCapability
/// UIKit's `UIDisplayGamut`.
public typealias UIDisplayGamut = DisplayGamut
/// UIKit's `UIAccessibilityContrast`.
public typealias UIAccessibilityContrast = AccessibilityContrast
/// UIKit's `UIUserInterfaceLevel`.
public typealias UIUserInterfaceLevel = UserInterfaceLevel
/// UIKit's `UILegibilityWeight`.
public typealias UILegibilityWeight = LegibilityWeight
/// UIKit's `UIUserInterfaceActiveAppearance`.
public typealias UIUserInterfaceActiveAppearance = UserInterfaceActiveAppearance
/// UIKit's `UINSToolbarItemPresentationSize`.
public typealias UINSToolbarItemPresentationSize = NSToolbarItemPresentationSize
/// UIKit's `UIStatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle
/// UIKit's `UIStatusBarAnimation`.
public typealias UIStatusBarAnimation = StatusBarAnimation
/// UIKit's `UIInterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// UIKit's `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `UIBackgroundTaskIdentifier`.
public typealias UIBackgroundTaskIdentifier = BackgroundTaskIdentifier
/// UIKit's `UIOffset`.
public typealias UIOffset = Offset
/// UIKit's `UIToolbarDelegate`.
public typealias UIToolbarDelegate = ToolbarDelegate
/// UIKit's `UIRectEdge`.
public typealias UIRectEdge = RectEdge
/// UIKit's `NSDirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// UIKit's `UIInterfaceOrientationMask`.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// UIKit's `UIScreen`.
public typealias UIScreen = Screen
/// UIKit's `UIApplication`.
public typealias UIApplication = Application
/// UIKit's `UIApplicationDelegate`.
public typealias UIApplicationDelegate = ApplicationDelegate
/// UIKit's `UIScene`.
public typealias UIScene = Scene
/// UIKit's `UIWindowScene`.
public typealias UIWindowScene = WindowScene
/// UIKit's `UISceneSession`.
public typealias UISceneSession = SceneSession
/// UIKit's `UISceneDelegate`.
public typealias UISceneDelegate = SceneDelegate
/// UIKit's `UIWindowSceneDelegate`.
public typealias UIWindowSceneDelegate = WindowSceneDelegate
/// UIKit's `UIColor`.
public typealias UIColor = Color
/// UIKit's `UIViewControllerContextTransitioning`.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
/// UIKit's `UIViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
/// UIKit's `UIPercentDrivenInteractiveTransition`.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// UIKit's `UIViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// UIKit's `UIViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// UIKit's `UIViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// UIKit's `UIViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinator
/// UIKit's `UITransitionContextViewControllerKey`.
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
/// UIKit's `UITransitionContextViewKey`.
public typealias UITransitionContextViewKey = TransitionContextViewKey
/// UIKit's `UIGestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UIGestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's `UISheetPresentationControllerDetentResolutionContext`.
public typealias UISheetPresentationControllerDetentResolutionContext =
  SheetDetentResolutionContext
/// UIKit's `UIBarAppearance`.
public typealias UIBarAppearance = BarAppearance
/// UIKit's `UINavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// UIKit's `UITabBarAppearance`.
public typealias UITabBarAppearance = TabBarAppearance
/// UIKit's `UIToolbarAppearance`.
public typealias UIToolbarAppearance = ToolbarAppearance

// Views and controls, made from a storyboard's view tree.

/// UIKit's `UIControl`.
public typealias UIControl = Control
/// UIKit's `UIEvent`.
public typealias UIEvent = StoryboardRuntime.Event
/// UIKit's `UIButton`.
public typealias UIButton = Button
/// UIKit's `UILabel`.
public typealias UILabel = Label
/// UIKit's `UISwitch`.
public typealias UISwitch = Switch
/// UIKit's `UISegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// UIKit's `UISlider`.
public typealias UISlider = Slider
/// UIKit's `UIStepper`.
public typealias UIStepper = Stepper
/// UIKit's `UIImageView`.
public typealias UIImageView = ImageView
/// UIKit's `UIStackView`.
public typealias UIStackView = StackView
/// UIKit's `UIScrollView`.
public typealias UIScrollView = ScrollView
/// UIKit's `UIActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's `UIPageControl`.
public typealias UIPageControl = PageControl
/// UIKit's `UITapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UITableView`.
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UITableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's `UITableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's `UITextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate

// Auto Layout and fonts, kept as data.

/// UIKit's `NSLayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `NSLayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UILayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UILayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UIFont`.
public typealias UIFont = Font
/// UIKit's `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// UIKit's `UICollectionView`.
public typealias UICollectionView = CollectionView
/// UIKit's `UICollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's `UICollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's `UICollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's `UICollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's `UICollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's `UICollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's `UIDatePicker`.
public typealias UIDatePicker = DatePicker
/// UIKit's `UIRefreshControl`.
public typealias UIRefreshControl = RefreshControl
/// UIKit's `UIProgressView`.
public typealias UIProgressView = ProgressView
/// UIKit's `UISearchBar`.
public typealias UISearchBar = SearchBar
/// UIKit's `UITextView`.
public typealias UITextView = TextView
/// UIKit's `UIBehavioralStyle`.
public typealias UIBehavioralStyle = BehavioralStyle
/// UIKit's `UIBarButtonItemGroup`.
public typealias UIBarButtonItemGroup = BarButtonItemGroup
/// UIKit's `UIContextMenuConfiguration`.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// UIKit's `UIPopoverPresentationControllerSourceItem`.
public typealias UIPopoverPresentationControllerSourceItem = PopoverPresentationControllerSourceItem
/// UIKit's `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ContextMenuActionProvider
/// UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = ContextMenuContentPreviewProvider
/// UIKit's `UIPanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's `UIAlertControllerSeverity`.
public typealias UIAlertControllerSeverity = AlertControllerSeverity
/// UIKit's `UILayoutSupport`.
public typealias UILayoutSupport = LayoutSupport
/// UIKit's `UIViewControllerRestoration`.
public typealias UIViewControllerRestoration = ViewControllerRestoration
/// UIKit's `UIKeyCommand`.
public typealias UIKeyCommand = KeyCommand
/// UIKit's `UIKeyModifierFlags`.
public typealias UIKeyModifierFlags = KeyModifierFlags
/// UIKit's `UIDeferredMenuElement`.
public typealias UIDeferredMenuElement = DeferredMenuElement
/// UIKit's `UINavigationItemRenameDelegate`.
public typealias UINavigationItemRenameDelegate = NavigationItemRenameDelegate
/// UIKit's `UIViewControllerPreviewing`.
public typealias UIViewControllerPreviewing = ViewControllerPreviewing
/// UIKit's `UIViewControllerPreviewingDelegate`.
public typealias UIViewControllerPreviewingDelegate = ViewControllerPreviewingDelegate
/// UIKit's `UIPreviewActionItem`.
public typealias UIPreviewActionItem = PreviewActionItem
/// UIKit's `UIFocusEnvironment`.
public typealias UIFocusEnvironment = FocusEnvironment
/// UIKit's `UILayoutGuideAspectFitting`.
public typealias UILayoutGuideAspectFitting = LayoutGuideAspectFitting
/// UIKit's `UIBackgroundFetchResult`.
public typealias UIBackgroundFetchResult = BackgroundFetchResult
/// UIKit's `UIOpenURLContext`.
public typealias UIOpenURLContext = OpenURLContext
/// UIKit's `UITouch`.
public typealias UITouch = Touch
