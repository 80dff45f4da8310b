import StoryboardRuntime

/// The files of a folder that could not be loaded as a bundle.
public struct StoryboardFolderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Every file's error.
  public var errors: [StoryboardLoadError]

  /// An error listing `errors`.
  public init(errors: [StoryboardLoadError]) {
    self.errors = errors
  }

  /// One error per line.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
