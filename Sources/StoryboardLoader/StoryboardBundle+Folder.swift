import StoryboardRuntime

extension StoryboardFolder {
  /// A new bundle of these storyboards, with its own class registry, hooks and stand-ins.
  ///
  /// Definitions are values: read a folder once per test process and make a fresh bundle in
  /// each test, so hundreds of tests share one parse and none sees another's registrations.
  ///
  /// ```swift
  /// enum AppStoryboards {
  ///   /// Read once, on first use, thread-safely (a `static let`).
  ///   static let folder = StoryboardLoader.loadFolder(atPath: "App/Storyboards")
  /// }
  ///
  /// override func setUpWithError() throws {
  ///   bundle = try AppStoryboards.folder.makeBundle(isStrict: true)
  ///   bundle.register(LoginViewController.self)
  /// }
  /// ```
  /// - Throws: ``StoryboardFolderError`` listing every file that could not be read.
  public func makeBundle(identifier: String = "main", isStrict: Bool = false) throws
    -> StoryboardBundle
  {
    guard errors.isEmpty else { throw StoryboardFolderError(errors: errors) }
    return StoryboardBundle(identifier: identifier, storyboards: storyboards, isStrict: isStrict)
  }
}

extension StoryboardBundle {
  /// A bundle of every storyboard under `path` (see ``StoryboardLoader/loadFolder(atPath:naming:)``).
  ///
  /// Each call reads the files again; a test suite reads them once with
  /// ``StoryboardLoader/loadFolder(atPath:naming:)`` and calls
  /// ``StoryboardFolder/makeBundle(identifier:isStrict:)`` per test.
  /// - Throws: ``StoryboardFolderError`` listing every file that could not be read.
  public convenience init(
    contentsOfFolder path: String, identifier: String = "main", isStrict: Bool = false
  ) throws {
    let folder = StoryboardLoader.loadFolder(atPath: path)
    guard folder.errors.isEmpty else { throw StoryboardFolderError(errors: folder.errors) }
    self.init(identifier: identifier, storyboards: folder.storyboards, isStrict: isStrict)
  }
}
