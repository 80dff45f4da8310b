// swift-tools-version: 5.9
// A local package of the CounterApp project, as Xcode's "Add Local…" adds it: a UIKit
// extension (CounterKit) over a plain-Swift target (CounterText).
import PackageDescription

let package = Package(
  name: "CounterKit",
  platforms: [.iOS(.v17)],
  products: [.library(name: "CounterKit", targets: ["CounterKit"])],
  targets: [
    .target(name: "CounterKit", dependencies: ["CounterText"]),
    .target(name: "CounterText"),
  ]
)
