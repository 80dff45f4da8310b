// The app's files are in UIKit/, compiled as they are through UIKitSourcesPlugin (the target
// excludes the folder); SwiftPM needs one source file of the target's own.
