extension Diagnostic {
  /// A rule, by the identifier printed after each message (`[dangling-reference]`).
  ///
  /// The set is open: each layer declares its rules where it checks them — lint's and
  /// validation's in this module, code generation's, the code check's and the split's in
  /// theirs — as static members, so `.danglingReference` reads as it always has.
  public struct Rule: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The identifier, in kebab case (`dangling-reference`).
    public let rawValue: String

    /// The rule with the identifier `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The identifier.
    public var description: String { rawValue }
  }
}
