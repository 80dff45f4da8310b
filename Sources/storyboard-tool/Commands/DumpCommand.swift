import StoryboardAnalysis
import StoryboardCodegen
import StoryboardLoader
import StoryboardRuntime

/// `storyboard-tool dump`: what each storyboard contains, file by file, as read.
struct DumpCommand: Command {
  static let configuration = CommandConfiguration(
    name: "dump",
    abstract: "Print what each storyboard contains: scenes, controllers, segues; and what each "
      + "nib (.xib) given, or found with --nibs, holds: its File's Owner and objects.")

  struct Options: CommandOptions {
    let json = OptionKey.flag(
      "--json",
      help: "Print one JSON object per storyboard, one per line (described by "
        + "Schemas/storyboard-dump.schema.json) instead of the readable listing.")
    let nibs = OptionKey.flag(
      "--nibs",
      help: "Also print the nibs (.xib) under folders, after their storyboards (described by "
        + "Schemas/nib-dump.schema.json with --json); a .xib given by name is always printed.")
    let diagnosticFormat = OptionKey.diagnosticFormatOfErrors
  }

  var json: Bool
  var includesNibs: Bool
  var paths: [String]

  init(_ arguments: ParsedArguments, _ option: Options) throws(ToolError) {
    json = try arguments[option.json]
    includesNibs = try arguments[option.nibs]
    paths = try arguments.requiredOperands()
  }

  func run(_ console: Console) {
    for path in paths {
      if path.hasSuffix(".xib") {
        dumpNibs(atPath: path, to: console)
        continue
      }
      defer { if includesNibs { dumpNibs(atPath: path, to: console) } }
      if includesNibs, StoryboardLoader.nibFiles(atPath: path).count > 0,
        (try? StoryboardLoader.storyboardFiles(atPath: path)) == nil
      {
        continue  // a folder of nibs alone
      }
      let files: [String]
      do {
        files = try StoryboardLoader.storyboardFiles(atPath: path)
      } catch {
        console.reportUnreadable(error)
        continue
      }
      for file in files {
        do {
          // The dump prints scenes, controllers and segues: the scenes' views, controls and
          // their connections are not read (segues they trigger still are).
          let storyboard = try StoryboardLoader.loadStoryboard(
            atPath: file, name: nil, readsSceneObjects: false)
          dump(storyboard, file: file, to: console)
        } catch {
          console.reportUnreadable(error)
        }
      }
    }
  }

  /// Prints each nib under `path`, and reports each that cannot be read.
  private func dumpNibs(atPath path: String, to console: Console) {
    for file in StoryboardLoader.nibFiles(atPath: path) {
      do {
        let nib = try StoryboardLoader.loadNib(atPath: file)
        console.output(
          json
            ? StoryboardDump.nibRecord(of: nib, file: file)
            : StoryboardDump.nibListing(of: nib, file: file))
      } catch {
        console.reportUnreadable(error)
      }
    }
  }

  /// Prints one storyboard as it is read, so that a very large one is never held as text, and
  /// reports each segue that leads to no scene (an error).
  private func dump(_ storyboard: StoryboardDefinition, file: String, to console: Console) {
    if json {
      StoryboardDump.writeRecord(of: storyboard, file: file) { bytes in
        console.output(String(decoding: bytes, as: UTF8.self), terminator: "")
      }
      console.output("")
    } else {
      StoryboardDump.writeListing(of: storyboard, file: file) { console.output($0) }
    }
    for (segue, problem) in storyboard.seguesWithoutDestination {
      console.report(
        Diagnostic(
          path: file, location: segue.location, severity: .error, rule: .missingDestination,
          problem: problem, fix: SegueDefinition.missingDestinationFix))
    }
  }
}
