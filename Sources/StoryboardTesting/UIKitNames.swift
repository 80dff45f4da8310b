// UIKit's names (`UIViewController`, `UIStoryboard`…) come with this module, as they come with
// ViewControllerPresentationSpy, which re-exports UIKit: a test that switches its import to
// StoryboardTesting needs no other.
@_exported import StoryboardsUIKit
