// The tests of this target are in UIKitTests/, written for UIKit as an iOS team writes them
// (outlets, `@MainActor` test classes): UIKitSourcesPlugin compiles them unchanged. SwiftPM needs
// one source file of the target's own, which this is.
