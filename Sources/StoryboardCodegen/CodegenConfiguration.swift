import StoryboardRuntime

/// The options of Swift accessors as a JSON file states them — `storyboard-codegen.json` at a
/// target's root for the build-tool plugin, `generate --config FILE` for the tool:
///
/// ```json
/// {"runtime": "storyboards", "accessLevel": "public", "enumName": "Scenes",
///  "module": "MyApp", "imports": ["MyKit"]}
/// ```
///
/// Every key is optional; an unknown key is an error, so that a typo never goes unnoticed.
public struct CodegenConfiguration: Decodable, Sendable, Equatable {
  /// `uikit` (the default) or `storyboards`.
  public var runtime: CodegenOptions.Runtime?
  /// `public` or `internal` (the default).
  public var accessLevel: CodegenOptions.AccessLevel?
  /// The top-level enum (default `StoryboardScene`); the file is `<enumName>.swift`.
  public var enumName: String?
  /// The app's own module, whose classes are not module-qualified.
  public var module: String?
  /// Extra modules the output imports.
  public var imports: [String]?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case runtime, accessLevel, enumName, module, imports
  }

  /// Decodes a configuration, refusing unknown keys and values out of range.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
    if let runtime = try container.decodeIfPresent(String.self, forKey: .runtime) {
      guard let value = CodegenOptions.Runtime(rawValue: runtime) else {
        throw DecodingError.dataCorruptedError(
          forKey: .runtime, in: container,
          debugDescription: "runtime is uikit or storyboards, not '\(runtime)'")
      }
      self.runtime = value
    }
    if let access = try container.decodeIfPresent(String.self, forKey: .accessLevel) {
      guard let value = CodegenOptions.AccessLevel(rawValue: access) else {
        throw DecodingError.dataCorruptedError(
          forKey: .accessLevel, in: container,
          debugDescription: "accessLevel is public or internal, not '\(access)'")
      }
      accessLevel = value
    }
    enumName = try container.decodeIfPresent(String.self, forKey: .enumName)
    module = try container.decodeIfPresent(String.self, forKey: .module)
    imports = try container.decodeIfPresent([String].self, forKey: .imports)
  }

  /// `options` with this configuration's values over them.
  public func applied(to options: CodegenOptions) -> CodegenOptions {
    var result = options
    if let runtime { result.runtime = runtime }
    if let accessLevel { result.accessLevel = accessLevel }
    if let enumName { result.enumName = enumName }
    if let module { result.module = module }
    if let imports { result.imports += imports }
    return result
  }
}
