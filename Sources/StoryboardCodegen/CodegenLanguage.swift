import StoryboardAnalysis
import StoryboardRuntime

/// The language of the accessors.
public enum CodegenLanguage: String, Sendable, Equatable, CaseIterable {
  /// One `.swift` file.
  case swift
  /// A `.h` / `.m` pair.
  case objc
}
