import Foundation

/// The folder that holds the built products.
var productsDirectory: URL {
  #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL.deletingLastPathComponent()
  #else
    return Bundle.main.bundleURL
  #endif
}

/// What a run of a built product printed, and its exit status.
struct ProductRun {
  let status: Int32
  let output: String
  let errors: String
}

/// Runs the built `product` with `arguments`, in `directory` if given.
func runProduct(_ product: String, _ arguments: [String], in directory: String? = nil) throws
  -> ProductRun
{
  try runProcess(productsDirectory.appendingPathComponent(product), arguments, in: directory)
}

/// Runs `executable` with `arguments`, in `directory` if given, collecting both outputs.
func runProcess(_ executable: URL, _ arguments: [String], in directory: String? = nil) throws
  -> ProductRun
{
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  // Both pipes are drained at once: a product that fills one while the other is read would
  // otherwise wait forever.
  nonisolated(unsafe) var errorData = Data()
  let drained = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    errorData = errors.fileHandleForReading.readDataToEndOfFile()
    drained.signal()
  }
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  drained.wait()
  process.waitUntilExit()
  return ProductRun(
    status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
    errors: String(decoding: errorData, as: UTF8.self))
}
