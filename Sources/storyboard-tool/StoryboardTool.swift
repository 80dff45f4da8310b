import Foundation
import StoryboardLoader
import Storyboards

/// `storyboard-tool`: argument handling, file I/O and exit codes over the library modules.
@main
enum StoryboardTool {
  static let usage = """
    OVERVIEW: Read Interface Builder storyboards without Xcode.

    USAGE: storyboard-tool <command> [options] <path> ...

    Each <path> is a .storyboard file or a folder, searched recursively for .storyboard files.

    COMMANDS:
      dump        Print what each storyboard contains: scenes, controllers, segues.

    OPTIONS FOR dump:
      --json      Print one JSON object per storyboard, one per line (the format of
                  corpus/DUMP-FORMAT.md) instead of the readable listing.

    GLOBAL OPTIONS:
      -h, --help  Show this help.

    EXIT STATUS:
      0 success; 1 a file could not be read (its error is on standard error); 2 bad usage.
    """

  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h")
      || arguments.first == "help"
    {
      print(usage)
      exit(arguments.isEmpty ? 2 : 0)
    }
    let command = arguments.removeFirst()
    switch command {
    case "dump":
      exit(dump(arguments))
    default:
      fail("unknown command '\(command)'. Run 'storyboard-tool --help' for the commands.")
    }
  }

  /// `dump [--json] PATH...`.
  static func dump(_ arguments: [String]) -> Int32 {
    var json = false
    var paths: [String] = []
    for argument in arguments {
      switch argument {
      case "--json": json = true
      case let option where option.hasPrefix("-"):
        fail("unknown option '\(option)' for dump. Run 'storyboard-tool --help'.")
      default: paths.append(argument)
      }
    }
    guard !paths.isEmpty else {
      fail("dump needs at least one path. Run 'storyboard-tool --help'.")
    }
    var status: Int32 = 0
    for path in paths {
      let files: [String]
      do {
        files = try StoryboardLoader.storyboardFiles(atPath: path)
      } catch {
        report(error)
        status = 1
        continue
      }
      for file in files {
        do {
          let storyboard = try StoryboardLoader.loadStoryboard(atPath: file)
          print(json ? storyboard.dumpRecord(file: file) : storyboard.readableListing(file: file))
        } catch {
          report(error)
          status = 1
        }
      }
    }
    return status
  }

  static func report(_ error: Error) {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("storyboard-tool: error: \(message)\n".utf8))
    exit(2)
  }
}
