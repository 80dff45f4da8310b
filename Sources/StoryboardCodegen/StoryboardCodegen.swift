import StoryboardAnalysis
import StoryboardRuntime

/// A file the generator produces.
public struct GeneratedFile: Sendable, Equatable {
  /// The file name (no directory).
  public var name: String
  /// The contents.
  public var contents: String
}

/// The language of the accessors.
public enum CodegenLanguage: String, Sendable, Equatable, CaseIterable {
  /// One `.swift` file.
  case swift
  /// A `.h` / `.m` pair.
  case objc
}

/// Generates accessors for every storyboard of a bundle.
public enum StoryboardCodegen {
  /// The files for `language`, and the problems found (errors and warnings).
  ///
  /// The output is deterministic: the same storyboards and options give the same bytes on any
  /// machine and in any file order.
  public static func generate(
    _ bundle: StoryboardBundle, language: CodegenLanguage, options: CodegenOptions
  ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    let catalog = SceneCatalog(bundle: bundle, options: options)
    switch language {
    case .swift:
      let rendered = SwiftGenerator(catalog: catalog, options: options).render()
      return (
        [GeneratedFile(name: options.enumName + ".swift", contents: rendered.text)],
        catalog.diagnostics + rendered.diagnostics
      )
    case .objc:
      let generator = ObjCGenerator(catalog: catalog, options: options)
      return (
        [
          GeneratedFile(name: generator.className + ".h", contents: generator.header),
          GeneratedFile(name: generator.className + ".m", contents: generator.implementation),
        ], catalog.diagnostics
      )
    }
  }
}
