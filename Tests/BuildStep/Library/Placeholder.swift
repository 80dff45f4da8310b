// The library's files are in UIKit/, named by uikit-sources.json and compiled as they are
// through UIKitSourcesPlugin; SwiftPM needs one source file of the target's own.
