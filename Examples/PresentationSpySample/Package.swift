// swift-tools-version: 6.1
import Foundation
import PackageDescription

// ViewControllerPresentationSpy's Swift sample (jonreid/ViewControllerPresentationSpy, MIT,
// commit ac3514b, LICENSE.txt beside this file): its app and its tests, byte for byte, with
// FailKit as its package uses it, compiled through UIKitSourcesPlugin and run on this
// platform. `import ViewControllerPresentationSpy` becomes StoryboardTesting.
//
// This package sits inside swift-storyboards and uses it by path; SwiftPM names a path
// dependency after its folder, whatever a clone is called.
let storyboardsPackage = URL(fileURLWithPath: Context.packageDirectory)
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "PresentationSpySample",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../.."), .package(path: "FailKit")],
  targets: [
    // The app target, named as Xcode names it (its tests `@testable import` it).
    .executableTarget(
      name: "SwiftSampleViewControllerPresentationSpy",
      dependencies: [.product(name: "StoryboardsUIKit", package: storyboardsPackage)],
      path: "App", exclude: ["SampleApp"], resources: [.copy("SampleApp/Base.lproj")],
      plugins: [.plugin(name: "UIKitSourcesPlugin", package: storyboardsPackage)]),
    .testTarget(
      name: "SwiftSampleViewControllerPresentationSpyTests",
      dependencies: [
        "SwiftSampleViewControllerPresentationSpy",
        .product(name: "StoryboardsUIKit", package: storyboardsPackage),
        .product(name: "StoryboardTesting", package: storyboardsPackage),
        .product(name: "FailKit", package: "FailKit"),
      ],
      path: "Tests", exclude: ["SwiftSample"],
      plugins: [.plugin(name: "UIKitSourcesPlugin", package: storyboardsPackage)]),
  ],
  // The sample's Xcode project builds with SWIFT_VERSION = 5.0.
  swiftLanguageModes: [.v5]
)
