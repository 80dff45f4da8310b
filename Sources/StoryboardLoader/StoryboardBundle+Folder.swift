import Storyboards

/// The files of a folder that could not be loaded as a bundle.
public struct StoryboardFolderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Every file's error.
  public var errors: [StoryboardLoadError]

  /// One error per line.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}

extension StoryboardBundle {
  /// A bundle of every storyboard under `path` (see ``StoryboardLoader/loadFolder(atPath:naming:)``).
  /// - Throws: ``StoryboardFolderError`` listing every file that could not be read.
  public convenience init(
    contentsOfFolder path: String, identifier: String = "main", isStrict: Bool = false
  ) throws {
    let folder = StoryboardLoader.loadFolder(atPath: path)
    guard folder.errors.isEmpty else { throw StoryboardFolderError(errors: folder.errors) }
    self.init(identifier: identifier, storyboards: folder.storyboards, isStrict: isStrict)
  }
}
