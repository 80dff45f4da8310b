/// The links of a view controller hierarchy that do not agree with each other.
public struct HierarchyInvariantError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One sentence per broken link.
  public let violations: [String]

  /// An error listing `violations`.
  public init(violations: [String]) {
    self.violations = violations
  }

  /// The violations, one per line, then what to do.
  public var description: String {
    "The view controller hierarchy is inconsistent:\n" + violations.joined(separator: "\n")
      + "\nCheck the custom containers on the way: add and remove children with addChild(_:), "
      + "didMove(toParent:), willMove(toParent:) and removeFromParent(), and present with "
      + "present(_:animated:completion:)."
  }
}
