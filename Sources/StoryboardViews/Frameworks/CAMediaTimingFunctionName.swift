import StoryboardRuntime

#if !canImport(QuartzCore)
  /// The names of Core Animation's timing curves.
  public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    /// The name.
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Even speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve most animations use.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
  }
#endif
