// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import Foundation
  import Testing
  import XCTest

  #if os(Linux) && canImport(Runtime)
    import Runtime
  #endif

  /// Records a raise that no `catching` took as a failure of the running test — an issue of the
  /// running `@Test`, else an XCTest failure — at the line of the test that made the call.
  ///
  /// The runtime reaches it through `storyboards_report_uncaught_raise`, whose weak definition
  /// in the runtime this one replaces when a test target links this module: no installation,
  /// load-time code or process arguments are involved.
  @_cdecl("storyboards_report_uncaught_raise")
  func reportUncaughtRaise(_ message: UnsafePointer<CChar>) -> Bool {
    UncaughtRaiseReporter.report(String(cString: message))
  }

  /// Where an uncaught raise is reported, and at which line.
  enum UncaughtRaiseReporter {
    /// Reports `message` as every failure of this module is reported (``TestFailures``): to a
    /// capture, to the running `@Test`, else to the running XCTest test; at the test's line when
    /// the call stack shows it, else at the `@Test`'s declaration. Returns `false` when no test
    /// runs (a raise on a thread of its own), so that the process ends as an app would.
    static func report(_ message: String) -> Bool {
      let test = Test.current
      guard test != nil || TestFailures.collector != nil || XCTestRunTracker.shared.isRunningATest
      else { return false }
      let site: CallSite
      if let place = TestLine.find(inFile: test?.sourceLocation.filePath) {
        let name = URL(fileURLWithPath: place.path).lastPathComponent
        let module = test?.sourceLocation.moduleName ?? "Tests"
        site = CallSite(
          fileID: "\(module)/\(name)", file: place.staticPath, line: UInt(place.line),
          column: UInt(place.column))
      } else if let location = test?.sourceLocation {
        site = CallSite(
          fileID: location.fileID, file: StaticPaths.shared.staticString(for: location.filePath),
          line: UInt(location.line), column: UInt(location.column))
      } else {
        site = CallSite(
          fileID: "Tests/<uncaught exception>", file: "<uncaught exception>", line: 0, column: 0)
      }
      TestFailures.fail(message, at: site)
      return true
    }
  }

  /// A line of the running test, found in the call stack of the raise.
  struct TestLine: Equatable {
    /// The file.
    var path: String
    /// The 1-based line.
    var line: Int
    /// The 1-based column.
    var column: Int

    /// The test's line that led to the raise: the innermost frame in `file` (a Swift Testing
    /// test's file); without a file, the outermost frame of code that is neither this package's
    /// nor generated nor the toolchain's — the test method an XCTest runner called.
    static func find(inFile file: String? = nil) -> TestLine? {
      #if os(Linux) && canImport(Runtime)
        guard let backtrace = try? Backtrace.capture(), let symbols = backtrace.symbolicated()
        else { return nil }
        let places = symbols.frames.compactMap { frame -> TestLine? in
          guard let location = frame.symbol?.sourceLocation, location.line > 0 else { return nil }
          return TestLine(path: location.path, line: location.line, column: max(location.column, 1))
        }
        return pick(from: places, inFile: file)
      #else
        return nil
      #endif
    }

    /// ``find(inFile:)``'s choice among `places`, innermost first.
    static func pick(from places: [TestLine], inFile file: String?) -> TestLine? {
      if let file { return places.first { $0.path == file } }
      return places.last(where: isTestCode)
    }

    /// Whether `place` is code a test wrote: not this package's sources, not a build folder's
    /// generated code, not the toolchain's.
    private static func isTestCode(_ place: TestLine) -> Bool {
      !place.path.hasPrefix(packageSources) && !place.path.contains("/.build/")
        && !place.path.hasPrefix("/opt/swift") && !place.path.hasPrefix("/usr/")
        && place.path.hasSuffix(".swift")
    }

    /// This package's `Sources` folder.
    private static let packageSources =
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().path + "/"

    /// The path as XCTest's `StaticString`, kept for the life of the process.
    var staticPath: StaticString { StaticPaths.shared.staticString(for: path) }
  }

  /// Paths made into `StaticString`s once each: XCTest takes a failure's file only in that form.
  final class StaticPaths: @unchecked Sendable {
    static let shared = StaticPaths()
    private var strings: [String: StaticString] = [:]
    private let lock = NSLock()

    func staticString(for path: String) -> StaticString {
      lock.lock()
      defer { lock.unlock() }
      if let known = strings[path] { return known }
      let bytes = Array(path.utf8) + [0]
      let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)  // kept forever
      storage.initialize(from: bytes, count: bytes.count)
      let isASCII = bytes.allSatisfy { $0 < 0x80 }
      // StaticString's frozen layout: the pointer, the byte count, and its flags (bit 1: ASCII;
      // bit 0 clear: a pointer, not a scalar).
      let parts = (UInt(bitPattern: storage), UInt(bytes.count - 1), UInt8(isASCII ? 0x2 : 0x0))
      let string = unsafeBitCast(parts, to: StaticString.self)
      strings[path] = string
      return string
    }
  }

  /// Whether an XCTest test is running, from XCTest's observation of the run. Registered on first
  /// use; until it has seen a test start, XCTest's synchronous tests are known by their thread,
  /// the main one.
  final class XCTestRunTracker: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared: XCTestRunTracker = {
      let tracker = XCTestRunTracker()
      XCTestObservationCenter.shared.addTestObserver(tracker)
      return tracker
    }()

    private let lock = NSLock()
    private var running = 0
    private var sawATest = false

    /// Whether a test runs now (or, before the first test this tracker saw, whether the caller
    /// is on the main thread, where XCTest runs its tests).
    var isRunningATest: Bool {
      lock.lock()
      defer { lock.unlock() }
      return sawATest ? running > 0 : Thread.isMainThread
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      lock.lock()
      running += 1
      sawATest = true
      lock.unlock()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      lock.lock()
      running -= 1
      lock.unlock()
    }
  }
#endif
