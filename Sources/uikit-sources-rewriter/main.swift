import Foundation
import UIKitSourcesRewriter

// uikit-sources-rewriter [--context FILE]… [--default-isolation MainActor]
//   [--failkit-adapter OUTPUT] [--host-app MODULE --host-output OUTPUT [--host-plist FILE]]
//   [--main-bundle MODULE] INPUT OUTPUT …
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
var hostApp: String?
var hostOutput: String?
var hostPlist: UIKitSourcesRewriter.File?
var mainBundle: String?
let options = [
  "--context", "--default-isolation", "--failkit-adapter", "--host-app", "--host-output",
  "--host-plist", "--main-bundle",
]
while arguments.count >= 2, options.contains(arguments[0]) {
  if arguments[0] == "--host-app" {
    // `--host-app MODULE`: a test target whose tests run inside the app MODULE.
    hostApp = arguments[1]
  } else if arguments[0] == "--host-output" {
    // `--host-output OUTPUT`: where the host's file goes.
    hostOutput = arguments[1]
  } else if arguments[0] == "--host-plist" {
    // `--host-plist FILE`: the app's Info.plist.
    hostPlist = read(arguments[1])
  } else if arguments[0] == "--main-bundle" {
    // `--main-bundle MODULE`: the module whose resources are the app's main bundle.
    mainBundle = arguments[1]
  } else if arguments[0] == "--context" {
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
guard !arguments.isEmpty, arguments.count.isMultiple(of: 2), (hostApp == nil) == (hostOutput == nil)
else {
  FileHandle.standardError.write(
    Data(
      ("usage: uikit-sources-rewriter [--context FILE]… [--default-isolation MainActor] "
        + "[--failkit-adapter OUTPUT] [--host-app MODULE --host-output OUTPUT "
        + "[--host-plist FILE]] [--main-bundle MODULE] INPUT OUTPUT [INPUT OUTPUT …]\n").utf8))
  exit(2)
}
var files: [UIKitSourcesRewriter.File] = []
var outputs: [String] = []
for pair in stride(from: 0, to: arguments.count, by: 2) {
  files.append(read(arguments[pair]))
  outputs.append(arguments[pair + 1])
}
let rewritten = UIKitSourcesRewriter.rewrite(
  files, context: context, defaultIsolationIsMainActor: defaultIsolationIsMainActor,
  hostsTests: hostApp != nil, mainBundleModule: mainBundle ?? hostApp)
let diagnostics = rewritten.diagnostics + (hostPlist.map(HostedAppWriter.diagnostics(of:)) ?? [])
for diagnostic in diagnostics {
  FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}
var written = Array(zip(rewritten.files.map(\.text), outputs))
if let failKitAdapter { written.append((FailKitAdapter.source, failKitAdapter)) }
if let hostApp, let hostOutput {
  written.append(
    (HostedAppWriter.source(appModule: hostApp, plist: hostPlist, files: files), hostOutput))
}
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
exit(diagnostics.isEmpty ? 0 : 1)
