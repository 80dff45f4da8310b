// The sample app's files are in SampleApp/, compiled as they are through UIKitSourcesPlugin;
// SwiftPM needs one source file of the target's own.
