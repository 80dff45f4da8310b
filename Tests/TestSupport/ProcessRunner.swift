import Foundation
import Storyboards

/// What a run of a built product printed, and its exit status.
public struct ProductRun: Sendable {
  /// The exit status.
  public let status: Int32
  /// What it wrote on standard output.
  public let output: String
  /// What it wrote on standard error.
  public let errors: String
}

/// Runs `executable` with `arguments`, in `directory` if given and with `environment` added to
/// this process's, collecting both outputs. Record mode (`STORYBOARD_RECORD`) is not passed on:
/// it re-records this process's expectations, never the files a program under test checks.
public func runProcess(
  _ executable: URL, _ arguments: [String], in directory: String? = nil,
  environment: [String: String] = [:]
) throws -> ProductRun {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  var inherited = ProcessInfo.processInfo.environment
  inherited[RecordMode.environmentVariable] = nil
  process.environment = inherited.merging(environment) { $1 }
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

/// The folder that holds the built products (executables, modules): beside the test bundle
/// on macOS, the test executable's folder elsewhere.
public var productsDirectory: URL {
  #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL.deletingLastPathComponent()
  #else
    return Bundle.main.bundleURL
  #endif
}
