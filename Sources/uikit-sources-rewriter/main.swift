import Foundation
import UIKitSourcesRewriter

// uikit-sources-rewriter [--context FILE]… [--default-isolation MainActor]
//   [--failkit-adapter OUTPUT] INPUT OUTPUT …
// Rewrites a module's UIKit sources (all of them at once: a `#selector` is resolved against
// the whole module) so that they compile without the Objective-C runtime. What cannot be
// translated is printed as `file:line:column: error: …` and the run fails.

var arguments = Array(CommandLine.arguments.dropFirst())
/// The file at `path`, or the end of the run with an error naming it.
func read(_ path: String) -> UIKitSourcesRewriter.File {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("\(path): error: cannot read this file\n".utf8))
    exit(1)
  }
  return (path, String(decoding: data, as: UTF8.self))
}
// `--context FILE`: a file of a module this one depends on, read for its declarations only.
var context: [UIKitSourcesRewriter.File] = []
var defaultIsolationIsMainActor = false
var failKitAdapter: String?
while arguments.count >= 2,
  ["--context", "--default-isolation", "--failkit-adapter"].contains(arguments[0])
{
  if arguments[0] == "--context" {
    context.append(read(arguments[1]))
  } else if arguments[0] == "--failkit-adapter" {
    // `--failkit-adapter OUTPUT`: the target depends on FailKit; its adapter goes there.
    failKitAdapter = arguments[1]
  } else {
    // `--default-isolation MainActor`: the target's declarations are main-actor by default.
    defaultIsolationIsMainActor = arguments[1] == "MainActor"
  }
  arguments.removeFirst(2)
}
guard !arguments.isEmpty, arguments.count.isMultiple(of: 2) else {
  FileHandle.standardError.write(
    Data(
      ("usage: uikit-sources-rewriter [--context FILE]… [--default-isolation MainActor] "
        + "[--failkit-adapter OUTPUT] INPUT OUTPUT [INPUT OUTPUT …]\n").utf8))
  exit(2)
}
var files: [UIKitSourcesRewriter.File] = []
var outputs: [String] = []
for pair in stride(from: 0, to: arguments.count, by: 2) {
  files.append(read(arguments[pair]))
  outputs.append(arguments[pair + 1])
}
let rewritten = UIKitSourcesRewriter.rewrite(
  files, context: context, defaultIsolationIsMainActor: defaultIsolationIsMainActor)
for diagnostic in rewritten.diagnostics {
  FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}
var written = Array(zip(rewritten.files.map(\.text), outputs))
if let failKitAdapter { written.append((FailKitAdapter.source, failKitAdapter)) }
for (text, output) in written {
  do {
    // An unchanged output keeps its date, so the compiler does not rebuild it.
    if FileManager.default.contents(atPath: output) != Data(text.utf8) {
      try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
  } catch {
    FileHandle.standardError.write(Data("\(output): error: cannot write: \(error)\n".utf8))
    exit(1)
  }
}
exit(rewritten.diagnostics.isEmpty ? 0 : 1)
