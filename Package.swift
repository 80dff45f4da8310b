// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "swift-storyboards",
  platforms: [.macOS(.v15), .iOS(.v15)],
  products: [
    .library(name: "Storyboards", targets: ["Storyboards"]),
    .library(name: "StoryboardRuntime", targets: ["StoryboardRuntime", "StoryboardViews"]),
    .library(name: "StoryboardViews", targets: ["StoryboardViews"]),
    .library(name: "StoryboardAnalysis", targets: ["StoryboardAnalysis"]),
    .library(name: "StoryboardsUIKit", targets: ["StoryboardsUIKit"]),
    .library(name: "StoryboardLoader", targets: ["StoryboardLoader"]),
    .library(name: "StoryboardTesting", targets: ["StoryboardTesting"]),
    .library(name: "StoryboardEditing", targets: ["StoryboardEditing"]),
    .library(name: "StoryboardCodegen", targets: ["StoryboardCodegen"]),
    .library(name: "StoryboardMap", targets: ["StoryboardMap"]),
    .library(name: "StoryboardCodeCheck", targets: ["StoryboardCodeCheck"]),
    .executable(name: "storyboard-tool", targets: ["storyboard-tool"]),
    .plugin(name: "StoryboardCodegenPlugin", targets: ["StoryboardCodegenPlugin"]),
    .plugin(name: "StoryboardLintPlugin", targets: ["StoryboardLintPlugin"]),
    .plugin(name: "UIKitSourcesPlugin", targets: ["UIKitSourcesPlugin"]),
  ],
  targets: [
    // The layers, each above the ones it names. The runtime: UIKit's model of view
    // controllers, containers, presentation and segues, and storyboard instantiation.
    .target(name: "StoryboardRuntime", dependencies: ["StoryboardsTestHook"]),
    // Where a raise no `catching` takes reaches the running test: a weak C function that
    // StoryboardTesting defines when a test target links it.
    .target(name: "StoryboardsTestHook"),
    // UIKit's views beyond the navigation core's: tables, collections, their controllers and
    // cell configurations. The core makes them from storyboards through the registry this
    // module fills.
    .target(name: "StoryboardViews", dependencies: ["StoryboardRuntime"]),
    // Reads storyboard files into the runtime's definitions.
    .target(name: "StoryboardLoader", dependencies: ["StoryboardRuntime"]),
    // What is said of storyboards: diagnostics, lint, validation, the dump, the simulator and
    // its flows, the record switch.
    .target(
      name: "StoryboardAnalysis",
      dependencies: ["StoryboardRuntime", "StoryboardViews", "StoryboardLoader"]),
    // `import Storyboards`: the runtime and its analysis.
    .target(
      name: "Storyboards",
      dependencies: ["StoryboardRuntime", "StoryboardViews", "StoryboardAnalysis"]),
    // UIKit's names over the runtime, so that UIKit code compiles unchanged behind
    // `#if canImport(UIKit) import UIKit #else import StoryboardsUIKit #endif`.
    .target(
      name: "StoryboardsUIKit",
      dependencies: ["StoryboardRuntime", "StoryboardViews", "StoryboardLoader"]),
    // Tests as iOS teams write them. On iOS it stands on UIKit alone (its iOS/ folder); the
    // simulation is what it stands on elsewhere.
    .target(
      name: "StoryboardTesting",
      dependencies: [
        .target(name: "StoryboardRuntime", condition: .when(platforms: simulated)),
        .target(name: "StoryboardViews", condition: .when(platforms: simulated)),
        .target(name: "StoryboardAnalysis", condition: .when(platforms: simulated)),
        .target(name: "StoryboardsUIKit", condition: .when(platforms: simulated)),
        .target(name: "SourceTokenizer", condition: .when(platforms: simulated)),
      ]),
    // Swift and Objective-C source as tokens: what code checks and fixers read.
    .target(name: "SourceTokenizer"),
    // What makes a team's UIKit sources compile on Linux: `@IBOutlet`, `@IBAction`, `@objc` and
    // `#selector` rewritten, and each class's by-name member table written into its file.
    .target(name: "UIKitSourcesRewriter", dependencies: ["SourceTokenizer"]),
    .executableTarget(name: "uikit-sources-rewriter", dependencies: ["UIKitSourcesRewriter"]),
    // A team's unchanged UIKit files, compiled through uikit-sources-rewriter on each build.
    .plugin(
      name: "UIKitSourcesPlugin", capability: .buildTool(), dependencies: ["uikit-sources-rewriter"]
    ),
    // Splitting a storyboard, and fixing the code that instantiates what moved.
    .target(
      name: "StoryboardEditing",
      dependencies: [
        "StoryboardRuntime", "StoryboardLoader", "StoryboardAnalysis", "SourceTokenizer",
      ]),
    // Typed accessors in Swift and Objective-C.
    .target(name: "StoryboardCodegen", dependencies: ["StoryboardRuntime", "StoryboardAnalysis"]),
    // The navigation graph (DOT, Mermaid, JSON) and the navigation map (SVG, HTML).
    .target(name: "StoryboardMap", dependencies: ["StoryboardRuntime", "StoryboardAnalysis"]),
    // The storyboard names that source code uses, checked against the storyboards.
    .target(
      name: "StoryboardCodeCheck",
      dependencies: ["StoryboardRuntime", "StoryboardAnalysis", "SourceTokenizer"]),
    // Xcode projects (`.xcodeproj`) read into targets, files and build settings.
    .target(name: "XcodeProject", dependencies: ["StoryboardLoader"]),
    .executableTarget(
      name: "storyboard-tool",
      dependencies: [
        "StoryboardRuntime", "StoryboardViews", "StoryboardLoader", "StoryboardAnalysis",
        "StoryboardEditing", "StoryboardCodegen", "StoryboardMap", "StoryboardCodeCheck",
        "UIKitSourcesRewriter", "XcodeProject",
      ]),
    // Typed accessors generated on each build for a target's storyboards.
    .plugin(
      name: "StoryboardCodegenPlugin", capability: .buildTool(), dependencies: ["storyboard-tool"]),
    // `swift package lint`: the lint of the storyboards of the package's targets.
    .plugin(
      name: "StoryboardLintPlugin",
      capability: .command(
        intent: .custom(verb: "lint", description: "Lint the storyboards of the package's targets")),
      dependencies: ["storyboard-tool"]),
    .testTarget(
      name: "StoryboardRuntimeTests",
      dependencies: ["Storyboards", "StoryboardRuntime", "StoryboardViews", "TestSupport"]),
    .testTarget(
      name: "XcodeProjectTests", dependencies: ["XcodeProject"], exclude: ["Fixtures"]),
    .testTarget(
      name: "StoryboardAnalysisTests",
      dependencies: ["Storyboards", "StoryboardLoader", "TestSupport"]),
    .testTarget(
      name: "StoryboardEditingTests",
      dependencies: ["StoryboardEditing", "StoryboardLoader", "Storyboards", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "StoryboardMapTests",
      dependencies: ["StoryboardMap", "StoryboardLoader", "Storyboards", "TestSupport"]),
    .testTarget(
      name: "UIKitSourcesRewriterTests",
      dependencies: ["UIKitSourcesRewriter", "StoryboardRuntime", "StoryboardViews"]),
    .testTarget(
      name: "StoryboardCodeCheckTests",
      dependencies: [
        "StoryboardCodeCheck", "StoryboardLoader", "Storyboards", "SourceTokenizer", "TestSupport",
      ]),
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
        "StoryboardLoader", "Storyboards", "StoryboardCodegen", "StoryboardMap",
        "XMLParserReference", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "StoryboardTestingTests",
      dependencies: ["StoryboardTesting", "Storyboards", "StoryboardLoader", "TestSupport"],
      resources: [.copy("Porting/Resources")]),
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
        "StoryboardTricks", "SplittingLegacyApp", "ReadmeExample", "UIKitActions", "UIKitControls",
        "UIKitApp", "Storyboards", "SourceTokenizer",
        "TestSupport",
      ],
      exclude: ["Examples/Transcripts"]),
    .executableTarget(
      name: "AppInCode", dependencies: ["Storyboards"], path: "Examples/AppInCode"),
    .executableTarget(
      name: "ReadmeExample", dependencies: ["Storyboards"], path: "Examples/ReadmeExample"),
    .executableTarget(
      name: "StoryboardFuzzer",
      dependencies: [
        "StoryboardLoader", "Storyboards", "StoryboardEditing", "StoryboardCodegen",
        "StoryboardMap",
        "StoryboardCodeCheck", "XMLParserReference", "UIKitSourcesRewriter", "XcodeProject",
      ],
      path: "Fuzz/StoryboardFuzzer"),
    .executableTarget(
      name: "storyboard-benchmarks",
      dependencies: [
        "Storyboards", "StoryboardLoader", "StoryboardEditing", "StoryboardCodegen",
        "StoryboardMap", "XcodeProject",
      ],
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
    // UIKit files with outlets, actions and #selector, compiled unchanged by the plugin.
    .executableTarget(
      name: "UIKitActions", dependencies: ["StoryboardsUIKit"], path: "Examples/UIKitActions",
      exclude: ["App"], plugins: ["UIKitSourcesPlugin"]),
    // A storyboard with outlets, actions, a gesture and segues, driving unchanged UIKit files.
    .executableTarget(
      name: "UIKitControls", dependencies: ["StoryboardsUIKit"], path: "Examples/UIKitControls",
      exclude: ["App"], resources: [.copy("Storyboards")], plugins: ["UIKitSourcesPlugin"]),
    // An app's folder as Xcode writes it (`import UIKit`, an `@main` app delegate, a storyboard
    // in Base.lproj), compiled as it is by the plugin.
    .executableTarget(
      name: "UIKitApp", dependencies: ["StoryboardsUIKit"], path: "Examples/UIKitApp",
      exclude: ["App"], resources: [.copy("App/Base.lproj")], plugins: ["UIKitSourcesPlugin"]),
    // Its tests as Xcode's template writes them, compiled as they are by the plugin.
    .testTarget(
      name: "UIKitAppTests", dependencies: ["UIKitApp", "StoryboardsUIKit", "StoryboardTesting"],
      exclude: ["XcodeTests"], plugins: ["UIKitSourcesPlugin"]),
    // A scene-based app as Xcode's current template writes it (Info.plist scene manifest,
    // scene delegate, storyboard), with a `main.swift` that picks `TestingAppDelegate` under
    // tests; and its tests, which run inside it as Xcode's Host Application runs them.
    .executableTarget(
      name: "SceneApp", dependencies: ["StoryboardsUIKit"], path: "Examples/SceneApp",
      exclude: ["App"],
      resources: [.copy("App/Base.lproj"), .copy("App/en.lproj"), .copy("App/fr.lproj")],
      plugins: ["UIKitSourcesPlugin"]),
    .testTarget(
      name: "SceneAppTests", dependencies: ["SceneApp", "StoryboardsUIKit"],
      exclude: ["XcodeTests"], plugins: ["UIKitSourcesPlugin"]),
    .testTarget(
      name: "SceneAppLaunchTests", dependencies: ["SceneApp", "StoryboardsUIKit"],
      exclude: ["XcodeTests"], resources: [.process("XcodeTests/Fixtures/badge.json")],
      plugins: ["UIKitSourcesPlugin"]),
    // Host Application "None": nothing is launched.
    .testTarget(
      name: "SceneAppUnhostedTests", dependencies: ["SceneApp", "StoryboardsUIKit"],
      exclude: ["XcodeTests", "uikit-sources.json"], plugins: ["UIKitSourcesPlugin"]),
    // UIKit-named tests of UIKitControls, compiled unchanged by the plugin.
    .testTarget(
      name: "UIKitControlsTests",
      dependencies: ["UIKitControls", "StoryboardsUIKit", "StoryboardTesting"],
      exclude: ["UIKitTests"], plugins: ["UIKitSourcesPlugin"]),
    // The build step's shapes, compiled: a library of open UIKit classes, an app that
    // subclasses them (its main.swift in a subfolder), and the app's tests.
    .target(
      name: "BuildStepLibrary", dependencies: ["StoryboardsUIKit"], path: "Tests/BuildStep/Library",
      exclude: ["UIKit", "uikit-sources.json"], plugins: ["UIKitSourcesPlugin"]),
    .executableTarget(
      name: "BuildStepApp", dependencies: ["BuildStepLibrary", "StoryboardsUIKit"],
      path: "Tests/BuildStep/App", exclude: ["UIKit"], plugins: ["UIKitSourcesPlugin"]),
    .testTarget(
      name: "BuildStepTests",
      dependencies: ["BuildStepApp", "BuildStepLibrary", "StoryboardsUIKit", "StoryboardTesting"],
      path: "Tests/BuildStep/Tests", exclude: ["UIKit"], plugins: ["UIKitSourcesPlugin"]),
    .testTarget(
      name: "StoryboardsUIKitTests", dependencies: ["StoryboardsUIKit", "StoryboardTesting"],
      resources: [.copy("Storyboards")]),
    // The simulation's UIKit behaviour under UIKit's names: what it raises, records and
    // allows beyond UIKit's API (a window's size class). Not one-source tests: they use the
    // simulation's API beside UIKit's.
    .testTarget(
      name: "UIKitSimulationTests",
      dependencies: ["StoryboardsUIKit", "StoryboardTesting", "StoryboardRuntime"],
      resources: [.copy("Storyboards")]),
    // An app's own ViewController, View, Window… beside UIKit's names and Swift Testing's.
    .testTarget(
      name: "NameCollisionTests",
      dependencies: ["StoryboardsUIKit", "StoryboardTesting", "Storyboards"]),
    .testTarget(
      name: "UIKitNotesTests",
      dependencies: ["UIKitNotes", "StoryboardsUIKit", "StoryboardTesting"]),
  ],
  swiftLanguageModes: [.v6]
)

/// Where the simulation stands in for UIKit (everywhere UIKit is not).
var simulated: [Platform] { [.linux, .macOS, .windows, .android, .openbsd, .wasi] }
