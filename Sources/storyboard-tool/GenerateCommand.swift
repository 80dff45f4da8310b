import Foundation
import StoryboardCodegen
import StoryboardLoader
import Storyboards

extension StoryboardTool {
  /// `generate --language swift|objc [--output DIR] [options] PATH...`.
  static func generate(_ arguments: [String]) -> Int32 {
    var language: CodegenLanguage?
    var output: String?
    var options = CodegenOptions()
    var format = DiagnosticFormat.text
    var paths: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--language":
        let value = value(after: argument, in: &remaining)
        guard let parsed = CodegenLanguage(rawValue: value) else {
          fail("--language takes swift or objc, not '\(value)'.")
        }
        language = parsed
      case "--output": output = value(after: argument, in: &remaining)
      case "--format":
        format = .parsed(value(after: argument, in: &remaining), for: "generate")
      case "--runtime":
        let value = value(after: argument, in: &remaining)
        guard let runtime = CodegenOptions.Runtime(rawValue: value) else {
          fail("--runtime takes uikit or storyboards, not '\(value)'.")
        }
        options.runtime = runtime
      case "--access":
        let value = value(after: argument, in: &remaining)
        guard let access = CodegenOptions.AccessLevel(rawValue: value) else {
          fail("--access takes public or internal, not '\(value)'.")
        }
        options.accessLevel = access
      case "--enum-name": options.enumName = value(after: argument, in: &remaining)
      case "--config":
        options = configuration(at: value(after: argument, in: &remaining)).applied(to: options)
      case "--module": options.omittedModule = value(after: argument, in: &remaining)
      case "--import": options.extraImports.append(value(after: argument, in: &remaining))
      case "--objc-prefix": options.objcPrefix = value(after: argument, in: &remaining)
      case "--objc-headers":
        options.objcClasses = headerNames(in: value(after: argument, in: &remaining))
      case "--known-classes":
        options.knownClasses = knownClasses(listedIn: value(after: argument, in: &remaining))
      case let option where option.hasPrefix("-"):
        fail("unknown option '\(option)' for generate. Run 'storyboard-tool --help'.")
      default: paths.append(argument)
      }
    }
    guard let language else { fail("generate needs --language swift or --language objc.") }
    guard !paths.isEmpty else {
      fail("generate needs at least one path. Run 'storyboard-tool --help'.")
    }
    if language == .objc, output == nil {
      fail("--language objc needs --output, for the .h and .m files.")
    }
    var (bundle, status) = loadBundle(paths)
    let result = StoryboardCodegen.generate(bundle, language: language, options: options)
    if !result.diagnostics.isEmpty || format == .sarif {
      report(String(format.rendered(result.diagnostics).dropLast()))
    }
    if result.diagnostics.contains(where: { $0.severity == .error }) { status = 1 }
    guard let output else {
      result.files.forEach { print($0.contents, terminator: "") }
      return status
    }
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      for file in result.files {
        let path = output + "/" + file.name
        let data = Data(file.contents.utf8)
        if FileManager.default.contents(atPath: path) != data {
          try data.write(to: URL(fileURLWithPath: path))
        }
      }
    } catch {
      report("storyboard-tool: error: cannot write to '\(output)': \(error)")
      return 1
    }
    return status
  }

  /// The configuration file at `path` (``CodegenConfiguration``); exits 1 saying what is wrong
  /// when it cannot be read.
  static func configuration(at path: String) -> CodegenConfiguration {
    guard let data = FileManager.default.contents(atPath: path) else {
      report("storyboard-tool: error: cannot read the configuration '\(path)'.")
      exit(1)
    }
    do {
      return try JSONDecoder().decode(CodegenConfiguration.self, from: data)
    } catch let DecodingError.dataCorrupted(context) {
      report("\(path): error: \(context.debugDescription)")
    } catch let DecodingError.typeMismatch(_, context) {
      report(
        "\(path): error: \(context.codingPath.map(\.stringValue).joined(separator: ".")): "
          + context.debugDescription)
    } catch {
      report("\(path): error: \(error)")
    }
    exit(1)
  }

  /// The names of the `.h` files under `folder`, without extension.
  static func headerNames(in folder: String) -> Set<String> {
    guard let walker = FileManager.default.enumerator(atPath: folder) else {
      fail("cannot read the headers folder '\(folder)'.")
    }
    var names: Set<String> = []
    while let path = walker.nextObject() as? String {
      if path.hasSuffix(".h") { names.insert(StoryboardLoader.storyboardName(ofFile: path)) }
    }
    return names
  }
}
