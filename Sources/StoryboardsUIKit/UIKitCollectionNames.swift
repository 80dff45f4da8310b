import StoryboardRuntime
import StoryboardViews

// UIKit's names for the runtime's types of tables, collections, swipe actions and context
// menus.

/// UIKit's `UICollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's `UICollectionViewLayoutInvalidationContext`.
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
/// UIKit's `UICollectionViewUpdateItem`.
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
/// UIKit's `UICollectionViewTransitionLayout`.
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
/// UIKit's `UICollectionViewDataSourcePrefetching`.
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
/// UIKit's `UICollectionViewFocusUpdateContext`.
public typealias UICollectionViewFocusUpdateContext = CollectionViewFocusUpdateContext
/// UIKit's `UITableViewFocusUpdateContext`.
public typealias UITableViewFocusUpdateContext = TableViewFocusUpdateContext
/// UIKit's `UIFocusUpdateContext`.
public typealias UIFocusUpdateContext = FocusUpdateContext
/// UIKit's `UIFocusAnimationCoordinator`.
public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator
/// UIKit's `UISpringLoadedInteractionContext`.
public typealias UISpringLoadedInteractionContext = SpringLoadedInteractionContext
/// UIKit's `UIContextualAction`.
public typealias UIContextualAction = ContextualAction
/// UIKit's `UISwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
/// UIKit's `UITableViewRowAction`.
public typealias UITableViewRowAction = TableViewRowAction
/// UIKit's `UITargetedPreview`.
public typealias UITargetedPreview = TargetedPreview
/// UIKit's `UIContextMenuInteractionAnimating`.
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
/// UIKit's `UIContextMenuInteractionCommitAnimating`.
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating
/// UIKit's `UIContextMenuInteractionCommitStyle`.
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle

// Search, text views, commands, bar item appearances and screen modes.
/// UIKit's `UISearchBarDelegate`.
public typealias UISearchBarDelegate = SearchBarDelegate
/// UIKit's `UISearchResultsUpdating`.
public typealias UISearchResultsUpdating = SearchResultsUpdating
/// UIKit's `UISearchControllerDelegate`.
public typealias UISearchControllerDelegate = SearchControllerDelegate
/// UIKit's `UISearchTextField`.
public typealias UISearchTextField = SearchTextField
/// UIKit's `UITextViewDelegate`.
public typealias UITextViewDelegate = TextViewDelegate
/// UIKit's `UIDataDetectorTypes`.
public typealias UIDataDetectorTypes = DataDetectorTypes
/// UIKit's `UICommandAlternate`.
public typealias UICommandAlternate = CommandAlternate
/// UIKit's `UIBarButtonItemAppearance`.
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
/// UIKit's `UIBarButtonItemStateAppearance`.
public typealias UIBarButtonItemStateAppearance = BarButtonItemStateAppearance
/// UIKit's `UITabBarItemAppearance`.
public typealias UITabBarItemAppearance = TabBarItemAppearance
/// UIKit's `UITabBarItemStateAppearance`.
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
/// UIKit's `UIScreenMode`.
public typealias UIScreenMode = ScreenMode
/// UIKit's `UINib`.
public typealias UINib = Nib
/// UIKit's `UIScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// UIKit's `UIActionHandler`.
public typealias UIActionHandler = ActionHandler
/// UIKit's `UIActivity`.
public typealias UIActivity = Activity
/// UIKit's `UIStoryboardUnwindSegueSource`.
public typealias UIStoryboardUnwindSegueSource = UnwindSegueSource

// Content and background configurations.
/// UIKit's `UIContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration
/// UIKit's `UIContentView`.
public typealias UIContentView = ContentView
/// UIKit's `UIConfigurationState`.
public typealias UIConfigurationState = ConfigurationState
/// UIKit's `UIConfigurationStateCustomKey`.
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
/// UIKit's `UIViewConfigurationState`.
public typealias UIViewConfigurationState = ViewConfigurationState
/// UIKit's `UICellConfigurationState`.
public typealias UICellConfigurationState = CellConfigurationState
/// UIKit's `UIListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's `UIListContentView`.
public typealias UIListContentView = ListContentView
/// UIKit's `UIBackgroundConfiguration`.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// UIKit's `UIAxis`.
public typealias UIAxis = Axis
/// UIKit's `UIContextMenuInteraction`.
public typealias UIContextMenuInteraction = ContextMenuInteraction
/// UIKit's `UIContextMenuInteractionDelegate`.
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
/// UIKit's `UIConfigurationColorTransformer`.
public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
/// UIKit's `UIPreviewTarget`.
public typealias UIPreviewTarget = PreviewTarget
/// UIKit's `UIPreviewParameters`.
public typealias UIPreviewParameters = PreviewParameters
/// UIKit's `UIScrollTypeMask`.
public typealias UIScrollTypeMask = ScrollTypeMask
/// UIKit's `UISearchToken`.
public typealias UISearchToken = SearchToken
/// UIKit's `UISearchSuggestion`.
public typealias UISearchSuggestion = SearchSuggestion
/// UIKit's `UISearchSuggestionItem`.
public typealias UISearchSuggestionItem = SearchSuggestionItem
