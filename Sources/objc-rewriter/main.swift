import Foundation
import ObjectiveCRewriter

// objc-rewriter INPUT OUTPUT [INPUT OUTPUT …]
// Rewrites a module's UIKit sources (all of them at once: a `#selector` is resolved against
// the whole module) so that they compile without the Objective-C runtime. What cannot be
// translated is printed as `file:line:column: error: …` and the run fails.

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty, arguments.count.isMultiple(of: 2) else {
  FileHandle.standardError.write(
    Data("usage: objc-rewriter INPUT OUTPUT [INPUT OUTPUT …]\n".utf8))
  exit(2)
}
var files: [ObjectiveCRewriter.File] = []
var outputs: [String] = []
for pair in stride(from: 0, to: arguments.count, by: 2) {
  let input = arguments[pair]
  guard let data = FileManager.default.contents(atPath: input) else {
    FileHandle.standardError.write(Data("\(input): error: cannot read this file\n".utf8))
    exit(1)
  }
  files.append((input, String(decoding: data, as: UTF8.self)))
  outputs.append(arguments[pair + 1])
}
let rewritten = ObjectiveCRewriter.rewrite(files)
for diagnostic in rewritten.diagnostics {
  FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}
for (file, output) in zip(rewritten.files, outputs) {
  do {
    // An unchanged output keeps its date, so the compiler does not rebuild it.
    if FileManager.default.contents(atPath: output) != Data(file.text.utf8) {
      try Data(file.text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
  } catch {
    FileHandle.standardError.write(Data("\(output): error: cannot write: \(error)\n".utf8))
    exit(1)
  }
}
exit(rewritten.diagnostics.isEmpty ? 0 : 1)
