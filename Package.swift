// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "swift-storyboards",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Storyboards", targets: ["Storyboards"]),
    .library(name: "StoryboardsUIKit", targets: ["StoryboardsUIKit"]),
    .library(name: "StoryboardLoader", targets: ["StoryboardLoader"]),
    .library(name: "StoryboardTesting", targets: ["StoryboardTesting"]),
    .library(name: "StoryboardCodegen", targets: ["StoryboardCodegen"]),
    .executable(name: "storyboard-tool", targets: ["storyboard-tool"]),
    .plugin(name: "StoryboardCodegenPlugin", targets: ["StoryboardCodegenPlugin"]),
    .plugin(name: "StoryboardLintPlugin", targets: ["StoryboardLintPlugin"]),
  ],
  targets: [
    .target(name: "Storyboards"),
    .target(name: "StoryboardLoader", dependencies: ["Storyboards"]),
    // UIKit's names over the runtime, so that UIKit code compiles unchanged behind
    // `#if canImport(UIKit) import UIKit #else import StoryboardsUIKit #endif`.
    .target(name: "StoryboardsUIKit", dependencies: ["Storyboards", "StoryboardLoader"]),
    .target(name: "StoryboardTesting", dependencies: ["Storyboards"]),
    .target(name: "StoryboardCodegen", dependencies: ["Storyboards", "StoryboardLoader"]),
    .executableTarget(
      name: "storyboard-tool",
      dependencies: ["Storyboards", "StoryboardLoader", "StoryboardCodegen"]),
    // Typed accessors generated on each build for a target's storyboards.
    .plugin(
      name: "StoryboardCodegenPlugin", capability: .buildTool(), dependencies: ["storyboard-tool"]),
    // `swift package lint`: the lint of the storyboards of the package's targets.
    .plugin(
      name: "StoryboardLintPlugin",
      capability: .command(
        intent: .custom(verb: "lint", description: "Lint the storyboards of the package's targets")),
      dependencies: ["storyboard-tool"]),
    .testTarget(name: "StoryboardsTests", dependencies: ["Storyboards", "TestSupport"]),
    // What the tests share: a seeded generator, the location of the shared corpus.
    .target(
      name: "TestSupport", dependencies: ["Storyboards", "StoryboardTesting"],
      path: "Tests/TestSupport"),
    // Foundation's XMLParser feeding the same definition builder: the reference the reader is
    // compared with by the differential tests and the fuzzer.
    .target(
      name: "XMLParserReference", dependencies: ["StoryboardLoader", "Storyboards"],
      path: "Tests/XMLParserReference"),
    .testTarget(
      name: "StoryboardLoaderTests",
      dependencies: [
        "StoryboardLoader", "Storyboards", "StoryboardCodegen", "XMLParserReference", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "StoryboardTestingTests",
      dependencies: ["StoryboardTesting", "Storyboards", "StoryboardLoader", "TestSupport"]),
    .testTarget(
      name: "StoryboardCodegenTests",
      dependencies: ["StoryboardCodegen", "StoryboardLoader", "Storyboards", "TestSupport"],
      exclude: ["Golden", "Stubs", "Fixtures"]),
    .testTarget(
      name: "SegregationAppTests",
      dependencies: ["Segregation", "StoryboardTesting", "Storyboards", "StoryboardLoader"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ConformanceTests",
      dependencies: ["Storyboards", "StoryboardLoader", "StoryboardTesting"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SplittingLegacyAppTests",
      dependencies: ["StoryboardTesting", "Storyboards", "StoryboardLoader"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "storyboard-tool", "AppInCode", "SegueTour", "Segregation", "Routable", "AutoSegue",
        "StoryboardTricks", "SplittingLegacyApp", "ReadmeExample", "Storyboards", "TestSupport",
      ],
      exclude: ["Examples/Transcripts"]),
    .executableTarget(
      name: "AppInCode", dependencies: ["Storyboards"], path: "Examples/AppInCode"),
    .executableTarget(
      name: "ReadmeExample", dependencies: ["Storyboards"], path: "Examples/ReadmeExample"),
    .executableTarget(
      name: "StoryboardFuzzer",
      dependencies: ["StoryboardLoader", "Storyboards", "StoryboardCodegen", "XMLParserReference"],
      path: "Fuzz/StoryboardFuzzer"),
    .executableTarget(
      name: "storyboard-benchmarks",
      dependencies: ["Storyboards", "StoryboardLoader", "StoryboardCodegen"],
      path: "Benchmarks"),
    .executableTarget(
      name: "Segregation", dependencies: ["Storyboards", "StoryboardLoader"],
      path: "Examples/Segregation", exclude: ["Flows"], resources: [.copy("Storyboards")]),
    .executableTarget(
      name: "Routable", dependencies: ["Storyboards", "StoryboardLoader"],
      path: "Examples/Routable", resources: [.copy("Storyboards")]),
    .executableTarget(
      name: "AutoSegue", dependencies: ["Storyboards", "StoryboardLoader"],
      path: "Examples/AutoSegue", resources: [.copy("Storyboards")]),
    .executableTarget(
      name: "StoryboardTricks", dependencies: ["Storyboards", "StoryboardLoader"],
      path: "Examples/StoryboardTricks", resources: [.copy("Storyboards")]),
    .executableTarget(
      name: "SplittingLegacyApp", dependencies: ["Storyboards", "StoryboardLoader"],
      path: "Examples/SplittingLegacyApp",
      exclude: ["ObjC", "Headers", "KnownClasses.txt", "Flows", "NavigationMap.png"],
      resources: [.copy("Storyboards")]),
    .executableTarget(
      name: "SegueTour", dependencies: ["Storyboards"], path: "Examples/SegueTour"),
    // An app written only in UIKit terms, run on Linux through StoryboardsUIKit.
    .executableTarget(
      name: "UIKitNotes", dependencies: ["StoryboardsUIKit"], path: "Examples/UIKitNotes",
      resources: [.copy("Storyboards")]),
    .testTarget(
      name: "StoryboardsUIKitTests", dependencies: ["StoryboardsUIKit", "StoryboardTesting"],
      resources: [.copy("Storyboards")]),
    .testTarget(
      name: "UIKitNotesTests",
      dependencies: ["UIKitNotes", "StoryboardsUIKit", "StoryboardTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
