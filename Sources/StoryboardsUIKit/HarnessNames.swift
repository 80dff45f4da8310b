import StoryboardRuntime
import StoryboardViews

// `catching(_:)`: the runtime's own function, re-exported as it is, so that a file that also
// imports `Storyboards` sees one function, not two.
@_exported import func StoryboardRuntime.catching

// The names a UIKit-named file uses beside UIKit's: the harness's own, which UIKit does not
// have. StoryboardsUIKit gives these and UIKit's names only — never the runtime's un-prefixed
// twins (`ViewController`, `View`, `Window`…), so an app's own `ViewController` class, or
// Swift Testing's `SourceLocation`, never collides with them.

/// The storyboards `UIStoryboard(name:bundle:)` opens, and the classes registered for them.
public typealias StoryboardBundle = StoryboardRuntime.StoryboardBundle
/// What UIKit raises as an exception for a misuse of its navigation, presentation and bars.
public typealias NavigationError = StoryboardRuntime.NavigationError
/// What UIKit raises as an exception for a misuse of its cells, nibs and layout formats.
public typealias ViewError = StoryboardRuntime.ViewError
/// What UIKit raises as an exception for a storyboard that cannot be opened or instantiated.
public typealias StoryboardError = StoryboardRuntime.StoryboardError
/// Where raised errors go when no `catching` is around them.
public typealias Exceptions = StoryboardRuntime.Exceptions

#if !canImport(ObjectiveC)
  /// Objective-C's selector, kept as data: `Selector(("save:"))`.
  public typealias Selector = StoryboardRuntime.Selector
  // Foundation's selector functions, which Foundation has only with the Objective-C runtime.
  @_exported import func StoryboardRuntime.NSStringFromSelector
  @_exported import func StoryboardRuntime.NSSelectorFromString
  // Objective-C's `autoreleasepool(invoking:)`, which Foundation has only with that runtime.
  @_exported import func StoryboardViews.autoreleasepool
  // Objective-C's associated objects.
  @_exported import func StoryboardRuntime.objc_setAssociatedObject
  @_exported import func StoryboardRuntime.objc_getAssociatedObject
  @_exported import func StoryboardRuntime.objc_removeAssociatedObjects
  /// Objective-C's association policies.
  public typealias objc_AssociationPolicy = StoryboardRuntime.objc_AssociationPolicy
#endif

/// A class whose outlets, actions and `@objc` members are found by name (the table the
/// UIKitSources build step writes into each class).
public typealias ObjectiveCMembers = StoryboardRuntime.ObjectiveCMembers
/// A member of an `AnyObject` read by name (`sender.bounds` on a `sender: AnyObject`).
public typealias AnyObjectLookup = StoryboardViews.AnyObjectLookup
/// A class a storyboard's custom object is made of by name (the factory the UIKitSources build
/// step writes).
public typealias ObjectiveCInitializable = StoryboardRuntime.ObjectiveCInitializable
/// Classes by their Objective-C names: where the build step sends `NSClassFromString`.
public typealias ObjectiveCClasses = StoryboardRuntime.ObjectiveCClasses
/// One entry of a class's by-name table.
public typealias ObjectiveCMember = StoryboardRuntime.ObjectiveCMember
/// The arguments of a by-name call.
public typealias ObjectiveCArguments = StoryboardRuntime.ObjectiveCArguments
/// What a by-name message or key that names no member raises.
public typealias ObjectiveCError = StoryboardRuntime.ObjectiveCError
/// The app a hosted test target's tests run inside (the host the UIKitSources build step
/// writes).
public typealias HostApplication = StoryboardRuntime.HostApplication
/// What an app's Info.plist asks its launch to show.
public typealias LaunchInterface = StoryboardRuntime.LaunchInterface
/// Why an app could not be launched as its Info.plist asks.
public typealias LaunchError = StoryboardRuntime.LaunchError
/// The languages the app runs in, as a device's settings choose them, and its bundles'
/// localized strings.
public typealias Localization = StoryboardRuntime.Localization
