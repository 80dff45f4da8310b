// The sample's tests are in SwiftSample/, compiled as they are through UIKitSourcesPlugin;
// SwiftPM needs one source file of the target's own.
