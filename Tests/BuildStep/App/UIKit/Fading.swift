import Foundation

/// A Foundation-only file that drains a pool, as navigation libraries do around a transition.
enum Batch {
  static func run(_ body: () -> Void) {
    autoreleasepool { body() }
  }
}
