import StoryboardAnalysis
import StoryboardRuntime

/// A file the generator produces.
public struct GeneratedFile: Sendable, Equatable {
  /// The file name (no directory).
  public var name: String
  /// The contents.
  public var contents: String
}
