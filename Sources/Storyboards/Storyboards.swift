// `import Storyboards` gives the runtime and what analyses it: the two modules below. The
// runtime alone (`StoryboardRuntime`) is what an app's UIKit code links through StoryboardsUIKit.
@_exported import StoryboardAnalysis
@_exported import StoryboardRuntime
