// The app's files are in App/, compiled as they are through UIKitSourcesPlugin; SwiftPM needs
// one source file of the target's own.
