// `import Storyboards` gives the runtime and what analyses it: the three modules below. The
// runtime alone (`StoryboardRuntime`, the navigation core, and `StoryboardViews` above it) is
// what an app's UIKit code links through StoryboardsUIKit.
@_exported import StoryboardAnalysis
@_exported import StoryboardRuntime
@_exported import StoryboardViews
