import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` and throws the first error UIKit would have raised as an Objective-C exception
/// inside it. (Its documentation links nothing: the function is re-exported by
/// `StoryboardsUIKit` and `StoryboardTesting`, whose catalogs document it too.)
///
/// The runtime's UIKit-shaped methods have UIKit's signatures, so they do not throw: where
/// UIKit raises (pushing a controller twice, presenting a child, a storyboard that is not in
/// the bundle: the behaviour rules' ERR rules), the call leaves the hierarchy as it was
/// and *raises* the typed error (`NavigationError`, `ViewError`, `StoryboardError`, …). Inside
/// `catching`, a raised error is kept and thrown when `body` returns, so code that relied on
/// `throws` migrates by wrapping the calls:
///
/// ```swift
/// XCTAssertThrowsError(try catching { navigationController.pushViewController(top, animated: false) }) {
///   XCTAssertEqual($0 as? NavigationError, .pushingSameInstance(…))
/// }
/// ```
///
/// Swift cannot unwind a non-throwing call, so `body` runs to its end: the raising call
/// returns at once (a method that returns a value returns a stand-in: `nil`, an empty list or a
/// plain `ViewController`), and the calls after it run. Only the first raised error is
/// thrown; an error `body` throws itself is thrown when nothing was raised before it.
///
/// The scope is the calling thread's, so tests running in parallel never see each other's
/// errors; `catching` inside `catching` catches for itself. Outside any `catching`, a raised
/// error fails the running test — at the line of the test that made the call, in XCTest and
/// Swift Testing alike, when the test target links `StoryboardTesting`; without it, an XCTest
/// failure with no line — and, outside tests, ends the process with UIKit's message, as an
/// uncaught exception does.
///
/// The state is the thread's, not the task's (as the event observers are): every UIKit-shaped
/// call reads it, a raise never crosses a suspension point, and a thread-local read costs less
/// than a task-local one.
public func catching<Result>(_ body: () throws -> Result) throws -> Result {
  let state = RaiseState.current
  let saved = (depth: state.pointee.depth, pending: state.pointee.pending)
  state.pointee.depth = 0
  state.pointee.pending = nil
  state.pointee.scopes.append(nil)
  let scope = state.pointee.scopes.count - 1
  defer {
    state.pointee.scopes.removeLast()
    state.pointee.depth = saved.depth
    state.pointee.pending = saved.pending
  }
  let result: Result
  do {
    result = try body()
  } catch {
    throw state.pointee.scopes[scope] ?? error
  }
  if let raised = state.pointee.scopes[scope] { throw raised }
  return result
}

/// Where errors that UIKit raises go when no ``catching(_:)`` is around them.
public enum Exceptions {
  /// Raises `error` as the runtime raises what UIKit raises: thrown by the innermost
  /// ``catching(_:)``, else a failure of the running test, else the end of the process (see
  /// ``catching(_:)``). For code that ports `NSException.raise` or
  /// `NSInternalInconsistencyException`s of its own.
  public static func raise(_ error: any Error) {
    raising { throw error }
  }

  /// The name of the Objective-C exception UIKit raises for `error`.
  public static func name(of error: any Error) -> String {
    switch error {
    case let error as NavigationError: return error.exceptionName
    case let error as ViewError: return error.exceptionName
    case let error as StoryboardError: return error.exceptionName
    case let error as ObjectiveCError: return error.exceptionName
    case let error as LaunchError: return error.exceptionName
    default: return "NSInvalidArgumentException"
    }
  }

  /// What an uncaught exception prints before the app ends.
  static func terminationMessage(for error: any Error) -> String {
    "*** Terminating app due to uncaught exception '\(name(of: error))', reason: '\(error)'"
  }

  /// Delivers a raised error that no runtime call further out will take: to the innermost
  /// `catching`, else the running test, else the end of the process.
  static func deliver(_ error: any Error) {
    let state = RaiseState.current
    if let scope = state.pointee.scopes.indices.last {
      if state.pointee.scopes[scope] == nil { state.pointee.scopes[scope] = error }
      return
    }
    let message =
      "\(terminationMessage(for: error)) — UIKit would end the app here. Wrap the call in "
      + "`try catching { … }` to handle the error, or in assertRaises to expect it."
    // StoryboardTesting's reporter, when the test target links it: the one route into the
    // running test, at the test's line (a weak function that its definition replaces).
    if message.withCString(reportUncaughtRaise) { return }
    if !isSwiftTestingRun, let fail = xctFail {
      fail(message, "<uncaught exception>", 0)
      return
    }
    // What an uncaught Objective-C exception prints before the app ends.
    var lines = terminationMessage(for: error) + "\n"
    if isSwiftTestingRun {
      lines +=
        "A Swift Testing test records this as an issue, at the test's line, when the test "
        + "target links StoryboardTesting.\n"
    }
    FileHandle.standardError.write(Data(lines.utf8))
    abort()
  }

  /// `storyboards_report_uncaught_raise` of the StoryboardsTestHook target: weak there, and
  /// replaced by StoryboardTesting's when a test target links it. Named by its symbol, so that
  /// clients of the runtime need no C module.
  @_silgen_name("storyboards_report_uncaught_raise")
  private static func reportUncaughtRaise(_ message: UnsafePointer<CChar>) -> Bool

  /// XCTest's `XCTFail(_:file:line:)`, when the process has XCTest loaded.
  private static let xctFail: (@convention(thin) (String, StaticString, UInt) -> Void)? = {
    guard let handle = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(handle, "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
    else { return nil }
    return unsafeBitCast(
      symbol, to: (@convention(thin) (String, StaticString, UInt) -> Void).self)
  }()

  /// Whether this process runs Swift Testing's tests (`swift test` runs them in a pass of
  /// their own, where XCTest's assertions are not recorded).
  private static let isSwiftTestingRun: Bool = {
    let arguments = CommandLine.arguments
    return zip(arguments, arguments.dropFirst()).contains {
      $0 == "--testing-library" && $1 == "swift-testing"
    }
  }()

  // MARK: - The runtime's entry points

  /// Runs the body of a UIKit-shaped method that does not throw: an error it throws is
  /// raised, and `fallback` returned in place of a result.
  ///
  /// Calls nest: a raise inside another runtime call is kept until that call asks for it with
  /// ``callingOut(_:)`` or ``throwing(_:)`` or returns, so it is reported once, by the outermost
  /// call.
  @inline(__always)
  static func raising<Result>(
    _ fallback: @autoclosure () -> Result, _ body: () throws -> Result
  ) -> Result {
    let state = RaiseState.current
    state.pointee.depth += 1
    let result: Result
    do {
      result = try body()
    } catch {
      if state.pointee.pending == nil { state.pointee.pending = error }
      RaiseState.finish(state)
      return fallback()
    }
    RaiseState.finish(state)
    return result
  }

  /// Enters a runtime call that throws nothing itself but calls app code, as ``raising(_:_:)``
  /// does: a raise inside it is kept until ``leave(_:)``, which reports it if no runtime call
  /// is further out. For the paths that run on every transition, without a closure.
  @inline(__always)
  static func enter() -> UnsafeMutablePointer<RaiseState> {
    let state = RaiseState.current
    state.pointee.depth += 1
    return state
  }

  /// Leaves the call ``enter()`` began.
  @inline(__always)
  static func leave(_ state: UnsafeMutablePointer<RaiseState>) {
    RaiseState.finish(state)
  }

  /// ``raising(_:_:)`` for a method that returns nothing.
  @inline(__always)
  package static func raising(_ body: () throws -> Void) {
    raising((), body)
  }

  /// Runs the body of a runtime method that throws: what the UIKit-shaped calls inside it
  /// raise is thrown by it instead of reported.
  @inline(__always)
  package static func throwing<Result>(_ body: () throws -> Result) throws -> Result {
    let state = RaiseState.current
    state.pointee.depth += 1
    defer { state.pointee.depth -= 1 }
    do {
      let result = try body()
      try rethrowRaised()
      return result
    } catch {
      state.pointee.pending = nil
      throw error
    }
  }

  /// Runs app code that the runtime calls — `prepare(for:sender:)`,
  /// `shouldPerformSegue(withIdentifier:sender:)`, a creator or segue action, `init(coder:)`, a
  /// hook — and stops the runtime there when that code raised: what the unwinding of UIKit's
  /// exception does to the rest of the outer call.
  ///
  /// The rule for this kind of callback: UIKit makes these calls before it changes anything, so
  /// when one raises the outer call ends with the hierarchy exactly as it was before it, and no
  /// event of the outer call follows the callback's. A user's gesture that has no hierarchy to
  /// settle (a row's selection) calls its delegate through here too: the selection made so far
  /// stays, and nothing after the raising callback runs. Callbacks made after a change go
  /// through ``callingBack(_:)``.
  @inline(__always)
  package static func callingOut<Result>(_ body: () throws -> Result) throws -> Result {
    let result = try body()
    try rethrowRaised()
    return result
  }

  /// Runs app code that UIKit calls once it has changed the hierarchy — appearance and
  /// containment callbacks, trait and layout callbacks, completions, animators and the
  /// delegate methods that report a change — unless a raise is unwinding the runtime call in
  /// progress.
  ///
  /// The rule for this kind of callback: when one raises, the outer call ends where UIKit's
  /// unwinding would end it, so no later callback of it runs and it emits no further event;
  /// the runtime completes its own bookkeeping of the change already made (a pushed controller
  /// stays on the stack, appearance states settle), so the hierarchy is the changed one and
  /// passes `checkInvariants()`. The raise is then reported by the outer call.
  @inline(__always)
  package static func callingBack(_ body: () -> Void) {
    guard !isUnwinding else { return }
    body()
  }

  /// ``callingBack(_:)`` for a callback that answers: `fallback` while a raise unwinds.
  @inline(__always)
  static func callingBack<Result>(
    _ fallback: @autoclosure () -> Result, _ body: () -> Result
  ) -> Result {
    guard !isUnwinding else { return fallback() }
    return body()
  }

  /// Whether a raise inside the runtime call in progress on this thread is waiting to be
  /// reported by it: the call is being unwound, as UIKit's exception would unwind it.
  ///
  /// Read on every event and callback: while no thread has a raise pending (almost always),
  /// one relaxed atomic load answers, without reaching the thread's state.
  @inline(__always)
  static var isUnwinding: Bool {
    RaiseState.threadsWithPendingRaise.load(ordering: .relaxed) != 0
      && RaiseState.current.pointee.pending != nil
  }

  /// Throws what a UIKit-shaped call made from inside the runtime raised, so that the caller
  /// stops as it would when the exception unwinds it.
  @inline(__always)
  private static func rethrowRaised() throws {
    let state = RaiseState.current
    if let pending = state.pointee.pending {
      state.pointee.pending = nil
      throw pending
    }
  }
}

/// What the raise machinery keeps per thread, reached through a pointer: no reference counting
/// on the path every UIKit-shaped call takes.
struct RaiseState {
  /// How many runtime entry points are running on this thread.
  var depth = 0
  /// A raised error not yet delivered or rethrown.
  var pending: (any Error)? {
    didSet {
      switch (oldValue == nil, pending == nil) {
      case (true, false): Self.threadsWithPendingRaise.add(1, ordering: .relaxed)
      case (false, true): Self.threadsWithPendingRaise.subtract(1, ordering: .relaxed)
      default: break
      }
    }
  }

  /// How many threads have a raise pending: ``Exceptions/isUnwinding`` reads the calling
  /// thread's state only when some thread has one.
  static let threadsWithPendingRaise = Atomic<Int>(0)
  /// The active `catching` calls, innermost last, each with the first error it caught.
  var scopes: [(any Error)?] = []

  /// Leaves an entry point; the outermost delivers what is still pending.
  @inline(__always)
  static func finish(_ state: UnsafeMutablePointer<RaiseState>) {
    state.pointee.depth -= 1
    guard state.pointee.depth == 0, let pending = state.pointee.pending else { return }
    state.pointee.pending = nil
    Exceptions.deliver(pending)
  }

  /// The calling thread's state.
  static var current: UnsafeMutablePointer<RaiseState> {
    if let pointer = pthread_getspecific(key) {
      return pointer.assumingMemoryBound(to: RaiseState.self)
    }
    let state = UnsafeMutablePointer<RaiseState>.allocate(capacity: 1)
    state.initialize(to: RaiseState())
    pthread_setspecific(key, state)
    return state
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
      pthread_key_create(&key) { release($0) }
    #else
      pthread_key_create(&key) { pointer in
        if let pointer { release(pointer) }
      }
    #endif
    return key
  }()

  private static func release(_ pointer: UnsafeMutableRawPointer) {
    let state = pointer.assumingMemoryBound(to: RaiseState.self)
    state.pointee.pending = nil
    state.deinitialize(count: 1)
    state.deallocate()
  }
}
