import Foundation
import StoryboardAnalysis
import StoryboardCodeCheck
import StoryboardCodegen
import StoryboardLoader
import StoryboardRuntime

/// Reading the tool's inputs: storyboards, class lists, header folders, source folders and
/// configurations. A file that cannot be read is ``ToolError/unreadableInput(_:)``.
enum InputFiles {
  /// Every storyboard under `paths` (files or folders, searched recursively) in one bundle, and
  /// the errors of the files that could not be read.
  static func storyboards(_ paths: [String]) -> (StoryboardBundle, [StoryboardLoadError]) {
    let bundle = StoryboardBundle()
    var errors: [StoryboardLoadError] = []
    for path in paths {
      let folder = StoryboardLoader.loadFolder(atPath: path)
      // A folder of nibs alone is no error: the nib commands read it.
      let holdsNibs = !StoryboardLoader.nibFiles(atPath: path).isEmpty
      errors += folder.errors.filter { !(holdsNibs && $0.reason == .noStoryboards) }
      folder.storyboards.forEach(bundle.add)
    }
    return (bundle, errors)
  }

  /// Every nib (`.xib`) under `paths`, and the errors of the files that could not be read.
  static func nibs(_ paths: [String]) -> (nibs: [NibDefinition], errors: [StoryboardLoadError]) {
    var nibs: [NibDefinition] = []
    var errors: [StoryboardLoadError] = []
    for path in paths {
      let read = StoryboardLoader.loadNibs(atPath: path)
      nibs += read.nibs
      errors += read.errors
    }
    return (nibs, errors)
  }

  /// ``storyboards(_:)``, with each error reported through `console` as unreadable input.
  static func storyboards(_ paths: [String], reportingTo console: Console) -> StoryboardBundle {
    let (bundle, errors) = storyboards(paths)
    errors.forEach(console.reportUnreadable)
    return bundle
  }

  /// The class names in `file`, one per line (`Name` or `Module.Name`).
  static func classNames(listedIn file: String) throws(ToolError) -> Set<String> {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw .unreadableInput(
        path: file, problem: "cannot read the class list",
        fix: "Check the path given to --known-classes.")
    }
    return Set(
      String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
  }

  /// The names of the `.h` files under `folder`, without extension.
  static func headerNames(in folder: String) throws(ToolError) -> Set<String> {
    guard directoryExists(folder), let walker = FileManager.default.enumerator(atPath: folder)
    else {
      throw .unreadableInput(
        path: folder, problem: "cannot read the headers folder",
        fix: "Check the path given to --objc-headers.")
    }
    var names: Set<String> = []
    while let path = walker.nextObject() as? String {
      if path.hasSuffix(".h") { names.insert(StoryboardLoader.storyboardName(ofFile: path)) }
    }
    return names
  }

  /// The Swift and Objective-C files under `paths` (files or folders, searched recursively,
  /// `.build` folders skipped), sorted.
  static func sourceFiles(in paths: [String], option: String = "--sources") throws(ToolError)
    -> [String]
  {
    var files: [String] = []
    for path in paths {
      guard FileManager.default.fileExists(atPath: path) else {
        throw .unreadableInput(
          path: path, problem: "no such file or folder", fix: "Check the path given to \(option).")
      }
      guard directoryExists(path) else {
        files.append(path)
        continue
      }
      let enumerator = FileManager.default.enumerator(atPath: path)
      while let relative = enumerator?.nextObject() as? String {
        if relative.hasPrefix(".build") || relative.contains("/.build/") { continue }
        if CodeCheck.isSourceFile(relative) {
          files.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
        }
      }
    }
    return files.sorted()
  }

  /// The flow file at `path` (`storyboard-tool test`'s format) and the storyboards folder it
  /// names, resolved against the file's folder.
  static func flows(at path: String) throws(ToolError) -> (
    flows: NavigationFlowFile, storyboards: String
  ) {
    let flows: NavigationFlowFile
    do {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CocoaError(.fileReadNoSuchFile)
      }
      flows = try JSONDecoder().decode(NavigationFlowFile.self, from: data)
    } catch CocoaError.fileReadNoSuchFile {
      throw .unreadableInput(
        path: path, problem: "cannot read the flow file", fix: "Check the path and its permissions."
      )
    } catch {
      throw .unreadableInput(
        path: path, problem: "not a readable flow file: \(describe(error))",
        fix: "See Schemas/navigation-flow.schema.json for the format.")
    }
    let base = URL(fileURLWithPath: path).deletingLastPathComponent()
    // `Flows/../Storyboards` is named `Storyboards` in what the tool reports.
    let storyboards =
      flows.storyboards.hasPrefix("/")
      ? flows.storyboards : base.appendingPathComponent(flows.storyboards).standardized.path
    return (flows, storyboards)
  }

  /// The code generation configuration at `path` (``CodegenConfiguration``).
  static func configuration(at path: String) throws(ToolError) -> CodegenConfiguration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadableInput(
        path: path, problem: "cannot read the configuration",
        fix: "Check the path given to --config.")
    }
    do {
      return try JSONDecoder().decode(CodegenConfiguration.self, from: data)
    } catch {
      throw .unreadableInput(path: path, problem: "\(describe(error))", fix: nil)
    }
  }

  /// A decoding error as one sentence, with the path of keys where it happened.
  static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "'\(key.stringValue)' is missing" + place(context)
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      return context.debugDescription + place(context)
    default:
      return "\(error)"
    }
  }

  private static func place(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
    return path.isEmpty ? "" : " at " + path.joined()
  }

  private static func directoryExists(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
