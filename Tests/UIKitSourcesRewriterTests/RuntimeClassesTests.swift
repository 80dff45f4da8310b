import Foundation
import StoryboardRuntime
import XCTest

@testable import UIKitSourcesRewriter

/// The rewrite's list of the runtime's classes with a member table matches the runtime: a
/// subclass of a listed class overrides the table, so every listed class must have one.
final class RuntimeClassesTests: XCTestCase {
  func testEveryListedClassHasAMemberTable() {
    let names = RuntimeClasses.withMemberTable.filter { !$0.hasPrefix("UI") }
    XCTAssertGreaterThan(names.count, 40)
    for name in names {
      let type: AnyClass? =
        NSClassFromString("StoryboardRuntime.\(name)")
        ?? NSClassFromString("StoryboardViews.\(name)")
      XCTAssertNotNil(type, name)
      XCTAssertTrue(type is any ObjectiveCMembers.Type, "\(name) has no member table")
    }
  }
}
