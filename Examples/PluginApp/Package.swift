// swift-tools-version: 6.1
import Foundation
import PackageDescription

// This package sits inside swift-storyboards and uses it by path; SwiftPM names a path
// dependency after its folder, whatever a clone is called.
let storyboardsPackage = URL(fileURLWithPath: Context.packageDirectory)
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "PluginApp",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "../..")],
  targets: [
    // An app's navigation code: its storyboards are resources, and the build-tool plugin
    // generates `RecipeScenes` from them on each build (options in storyboard-codegen.json).
    .target(
      name: "Recipes",
      dependencies: [
        .product(name: "Storyboards", package: storyboardsPackage),
        .product(name: "StoryboardLoader", package: storyboardsPackage),
      ],
      exclude: ["storyboard-codegen.json"],
      resources: [.copy("Storyboards")],
      plugins: [.plugin(name: "StoryboardCodegenPlugin", package: storyboardsPackage)]),
    .testTarget(
      name: "RecipesTests",
      dependencies: ["Recipes", .product(name: "StoryboardTesting", package: storyboardsPackage)]),
  ]
)
