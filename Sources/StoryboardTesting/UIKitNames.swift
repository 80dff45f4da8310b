// UIKit's names (`UIViewController`, `UIStoryboard`…) come with this module, as they come with
// ViewControllerPresentationSpy, which re-exports UIKit: a test that switches its import to
// StoryboardTesting needs no other. On iOS they are UIKit's own; elsewhere the simulation's.
#if canImport(UIKit)
  @_exported import UIKit
#else
  @_exported import StoryboardsUIKit
#endif
