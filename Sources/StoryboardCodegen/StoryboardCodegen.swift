import StoryboardAnalysis
import StoryboardRuntime

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
