// swift-tools-version: 5.6
// FailKit's sources (jonreid/FailKit, MIT, commit ac9ead0, LICENSE.txt beside this file),
// without its own tests: the package ViewControllerPresentationSpy depends on.

import PackageDescription

let package = Package(
  name: "FailKit",
  products: [.library(name: "FailKit", targets: ["FailKit"])],
  targets: [.target(name: "FailKit")]
)
