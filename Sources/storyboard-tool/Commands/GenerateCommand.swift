import Foundation
import StoryboardCodegen
import StoryboardRuntime

/// `storyboard-tool generate`: typed accessors for every scene and segue.
struct GenerateCommand: Command {
  static let configuration = CommandConfiguration(
    name: "generate",
    abstract: "Write typed accessors for every scene, in Swift or Objective-C.",
    discussion: "Errors (duplicate identifiers, dangling references) exit 1; warnings do not.")

  struct Options: CommandOptions {
    let language = OptionKey.requiredChoice(
      "--language", of: CodegenLanguage.self, help: "The language of the accessors.")
    let output = OptionKey.value(
      "--output", "<dir>",
      help: "Where to write them; Swift goes to standard output without it. A file is "
        + "rewritten only when its content changes.")
    let runtime = OptionKey.optionalChoice(
      "--runtime", of: CodegenOptions.Runtime.self,
      help: "What the Swift calls: UIKit (default) or this package's runtime.")
    let access = OptionKey.optionalChoice(
      "--access", of: CodegenOptions.AccessLevel.self,
      help: "The access level of the Swift accessors (default internal).")
    let enumName = OptionKey.value(
      "--enum-name", "<name>",
      help: "The top-level Swift enum / Objective-C class (default StoryboardScene).")
    let config = OptionKey.value(
      "--config", "<file>",
      help: "A JSON file of Swift options, as the build-tool plugin reads "
        + "storyboard-codegen.json: {\"runtime\", \"accessLevel\", \"enumName\", \"module\", "
        + "\"imports\"}; the options given on the command line win over it.")
    let module = OptionKey.value(
      "--module", "<name>", help: "The app's own module: its classes are not module-qualified.")
    let imports = OptionKey.repeatable(
      "--import", "<module>", help: "An extra import of the Swift output, repeatable.")
    let objcPrefix = OptionKey.value(
      "--objc-prefix", "<prefix>",
      help: "The @objc prefix of Swift classes (e.g. FIN): Objective-C uses FINName for a Swift "
        + "class Name; Swift drops it from FINName.")
    let objcHeaders = OptionKey.value(
      "--objc-headers", "<dir>",
      help: "A folder searched for .h files: a class with a header is Objective-C, the others "
        + "Swift.")
    let knownClasses = OptionKey.value(
      "--known-classes", "<file>",
      help: "A file with one class name per line: the app's Swift classes. A storyboard class "
        + "that is neither there nor has a header is reported as unknown.")
    let format = OptionKey.diagnosticFormat(
      help: "How problems are printed on standard error, as for lint.")
  }

  var language: CodegenLanguage
  var output: String?
  var options: CodegenOptions
  var paths: [String]

  init(_ arguments: ParsedArguments, _ option: Options) throws(ToolError) {
    language = try arguments[option.language]
    output = try arguments[option.output]
    if language == .objc, output == nil {
      throw .usage("--language objc needs --output, for the .h and .m files.", command: "generate")
    }
    options = CodegenOptions()
    if let file = try arguments[option.config] {
      options = try InputFiles.configuration(at: file).applied(to: options)
    }
    options.runtime = try arguments[option.runtime] ?? options.runtime
    options.accessLevel = try arguments[option.access] ?? options.accessLevel
    options.enumName = try arguments[option.enumName] ?? options.enumName
    options.module = try arguments[option.module] ?? options.module
    options.imports += try arguments[option.imports]
    options.objcPrefix = try arguments[option.objcPrefix] ?? options.objcPrefix
    if let folder = try arguments[option.objcHeaders] {
      options.objcClasses = try InputFiles.headerNames(in: folder)
    }
    if let file = try arguments[option.knownClasses] {
      options.knownClasses = try InputFiles.classNames(listedIn: file)
    }
    paths = try arguments.requiredOperands()
  }

  func run(_ console: Console) throws(ToolError) {
    let bundle = InputFiles.storyboards(paths, reportingTo: console)
    let result = StoryboardCodegen.generate(bundle, language: language, options: options)
    result.diagnostics.forEach(console.report)
    guard let output else {
      result.files.forEach { console.output($0.contents, terminator: "") }
      return
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
      throw .failed(
        "cannot write to '\(output)': \(error.localizedDescription) Check that the folder can "
          + "be created and written to, or give another --output.")
    }
  }
}
