// The tests of this target are in XcodeTests/, as Xcode's unit test template writes them
// (`import XCTest`, `@testable import` of the app): UIKitSourcesPlugin compiles them unchanged.
// SwiftPM needs one source file of the target's own, which this is.
