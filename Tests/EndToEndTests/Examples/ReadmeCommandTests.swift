import Foundation
import TestSupport
import XCTest

/// The README's shell commands, run as a new user would run them: in a copy of the repository
/// holding only its files (what a clone has), with nothing beside it.
final class ReadmeCommandTests: XCTestCase {
  private static let repository = Repository.root

  /// The `swift run PRODUCT ARGUMENTS` lines of the README's `sh` blocks, comments removed.
  static func readmeCommands() throws -> [(product: String, arguments: String)] {
    let readme = try String(
      contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
    var commands: [(String, String)] = []
    var inShellBlock = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inShellBlock = !inShellBlock && line == "```sh"
        continue
      }
      guard inShellBlock else { continue }
      let command = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .trimmingCharacters(in: .whitespaces)
      var words = command.split(separator: " ").map(String.init)
      guard words.starts(with: ["swift", "run"]) else { continue }
      words.removeFirst(2)
      while let first = words.first, first.hasPrefix("-") {
        words.removeFirst(first == "-c" ? 2 : 1)
      }
      guard let product = words.first else { continue }
      commands.append((product, words.dropFirst().joined(separator: " ")))
    }
    return commands
  }

  /// A copy of the files git tracks (and new files it would track): a clone's content.
  private func copyOfRepository() throws -> String {
    let listing = try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["git", "-C", Self.repository.path, "ls-files", "-co", "--exclude-standard", "-z"])
    guard listing.status == 0 else { throw XCTSkip("git cannot list the repository's files") }
    let copy = NSTemporaryDirectory() + "readme-clone-" + UUID().uuidString + "/repository"
    for file in listing.output.split(separator: "\0").map(String.init) {
      let source = Self.repository.appendingPathComponent(file).path
      guard FileManager.default.fileExists(atPath: source) else { continue }  // deleted, not staged
      let destination = copy + "/" + file
      try FileManager.default.createDirectory(
        atPath: (destination as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: source, toPath: destination)
    }
    return copy
  }

  func testTheReadmeListsTheToolCommands() throws {
    let products = try Self.readmeCommands().map(\.product)
    XCTAssertGreaterThanOrEqual(products.count, 6, "\(products)")
    XCTAssertTrue(products.allSatisfy { $0 == "storyboard-tool" }, "\(products)")
  }

  /// Every command works from the repository alone (exit status 0).
  func testEveryReadmeCommandWorksInACopyOfTheRepositoryAlone() throws {
    let copy = try copyOfRepository()
    defer {
      try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent)
    }
    for (product, arguments) in try Self.readmeCommands() {
      let executable = productsDirectory.appendingPathComponent(product).path
      let run = try runProcess(
        URL(fileURLWithPath: "/bin/sh"), ["-c", "'\(executable)' \(arguments)"], in: copy)
      XCTAssertEqual(run.status, 0, "swift run \(product) \(arguments)\n\(run.errors)")
    }
  }
}

/// The README's first Swift example is `Examples/ReadmeExample`, compiled and run: the two
/// texts are the same, and it prints exactly the block the README shows after it.
final class ReadmeExampleTests: XCTestCase {
  private static let repository = Repository.root

  func testTheReadmesFirstExampleIsTheExampleTargetAndPrintsWhatTheReadmeSays() throws {
    let readme = try String(
      contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let swiftStart = try XCTUnwrap(readme.range(of: "```swift\n"))
    let swiftEnd = try XCTUnwrap(
      readme.range(of: "```", range: swiftStart.upperBound..<readme.endIndex))
    let code = String(readme[swiftStart.upperBound..<swiftEnd.lowerBound])
    let outputStart = try XCTUnwrap(
      readme.range(of: "```\n", range: swiftEnd.upperBound..<readme.endIndex))
    let outputEnd = try XCTUnwrap(
      readme.range(of: "```", range: outputStart.upperBound..<readme.endIndex))
    let printed = String(readme[outputStart.upperBound..<outputEnd.lowerBound])

    let source = try String(
      contentsOf: Self.repository.appendingPathComponent("Examples/ReadmeExample/main.swift"),
      encoding: .utf8)
    XCTAssertTrue(
      source.hasSuffix("\n" + code), "Examples/ReadmeExample/main.swift differs from the README")
    let run = try runProduct("ReadmeExample", [])
    XCTAssertEqual(run.status, 0, run.errors)
    XCTAssertEqual(run.output, printed)
    XCTAssertEqual(run.errors, "")
  }
}
