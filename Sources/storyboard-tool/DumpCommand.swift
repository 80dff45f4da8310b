import Foundation
import StoryboardLoader
import Storyboards

extension StoryboardTool {
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
          if json {
            // Streamed: the record of a very large storyboard is never held whole.
            storyboard.writeDumpRecord(file: file) { bytes in
              print(String(decoding: bytes, as: UTF8.self), terminator: "")
            }
            print()
          } else {
            storyboard.writeReadableListing(file: file) { print($0) }
          }
          // Printed as read; a segue that leads nowhere makes the file malformed.
          for (segue, problem) in storyboard.seguesWithoutDestination {
            let place = segue.location.map { "\($0.line):\($0.column)" } ?? "1:1"
            report("\(file):\(place): error: \(problem)")
            status = 1
          }
        } catch {
          report(error)
          status = 1
        }
      }
    }
    return status
  }
}
