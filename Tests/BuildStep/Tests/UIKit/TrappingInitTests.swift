import Testing
import UIKit

@testable import BuildStepApp

/// `init()` from the metatype of a controller that does not implement `init(nibName:bundle:)`
/// stops the process with the words iOS stops with.
struct TrappingInitTests {
  @Test func initFromTheMetatypeOfAControllerWithoutItTraps() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run { _ = makeController(AccountViewController.self) }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "Use of unimplemented initializer 'init(nibName:bundle:)' for class "
          + "'BuildStepApp.AccountViewController'"), "\(message)")
  }
}
