import Foundation
import Storyboards
import TestSupport
import XCTest

@testable import StoryboardRuntime

/// Seeded sequences of public API calls — pushes, pops, stacks, tabs, More, split columns,
/// presentations in every style, dismissals, show and showDetail, children, window roots, size
/// classes — with the hierarchy's invariants checked after every call: each child has its
/// container as parent and is in one place, a parent chain ends, a stack's top is its last,
/// presentation links agree, only controllers on screen have appeared, and everything is
/// deallocated once released. A failing sequence shrinks to a minimal one, printed as Swift.
///
/// `RANDOM_SEQUENCES`, `RANDOM_LENGTH` and `RANDOM_SEED` run more (`Scripts/random-hierarchy.sh`).
final class RandomHierarchyTests: XCTestCase {
  private struct Failure {
    let operations: [HierarchyOperation]
    let problems: [String]
    /// The pool's state before and after the last call of `operations`.
    let before: String
    let after: String
  }

  /// How many played calls raised or threw (each must leave the hierarchy as it was).
  private var refusedCalls = 0
  /// How many of them raised inside a callback the runtime made.
  private var raisesInCallbacks = 0

  /// Plays `operations` on a new pool; returns what broke and after how many calls, or `nil`.
  private func failure(of operations: [HierarchyOperation]) -> Failure? {
    weak var window: Window?
    var released: [() -> ViewController?] = []
    var finalState = ""
    do {
      let pool = HierarchyPool()
      window = pool.window
      released = pool.controllers.map { controller in { [weak controller] in controller } }
      var appearance = AppearanceTracker()
      for (index, operation) in operations.enumerated() {
        let preparation = EventRecorder()
        preparation.record { pool.prepare(operation) }
        let before = pool.state()
        let recorder = EventRecorder()
        var problems: [String] = []
        var raisedInCallback = false
        do {
          try recorder.record { try pool.play(operation) }
        } catch is NavigationError, is StoryboardError {
          refusedCalls += 1
          if let callback = pool.takeRaisingCallback() {
            // A raise inside a callback made after a change ends the call there: nothing of it
            // follows the callback's event, and the change made so far stays.
            raisesInCallbacks += 1
            let descriptions = recorder.descriptions
            if let last = descriptions.lastIndex(where: { $0.hasPrefix(callback) }),
              last != descriptions.count - 1
            {
              problems.append(
                "events after the raise in \(callback): \(descriptions[(last + 1)...])")
            }
            raisedInCallback = true
          } else if pool.state() != before {
            // A call that raises or throws leaves the hierarchy exactly as it was.
            problems.append("the call failed but changed the hierarchy")
          }
        } catch {
          problems.append("untyped error \(error)")
        }
        _ = pool.takeRaisingCallback()
        let cleanUp = EventRecorder()
        cleanUp.record { pool.removeTappedButton() }
        problems +=
          pool.violations()
          + appearance.follow(preparation.events + recorder.events + cleanUp.events)
        // The callbacks the raise skipped are missing: any next one is accepted.
        if raisedInCallback { appearance.forget() }
        if !problems.isEmpty {
          return Failure(
            operations: Array(operations[...index]), problems: problems, before: before,
            after: pool.state())
        }
      }
      finalState = pool.state()
    }
    let kept = released.compactMap { $0() }.map { $0.title ?? "?" }
    if window != nil || !kept.isEmpty {
      return Failure(
        operations: operations,
        problems: [
          "still alive once released: " + (window != nil ? ["the window"] : []).joined()
            + kept.joined(separator: ", ")
        ], before: finalState, after: "(released)")
    }
    return nil
  }

  /// The smallest sequence found that still fails, removing one call at a time.
  private func shrunk(_ failure: Failure) -> Failure {
    var current = failure
    var index = current.operations.count - 1
    while index >= 0 {
      var candidate = current.operations
      candidate.remove(at: index)
      if let smaller = self.failure(of: candidate) { current = smaller }
      index = min(index - 1, current.operations.count - 1)
    }
    return current
  }

  /// What a run did, for a user to act on: the seed and budget, and for a failure the broken
  /// invariant, the minimal sequence as Swift code and the hierarchy before and after its last call.
  private func report(
    seed: UInt64, sequences: Int, length: Int, calls: Int,
    failing: (sequence: Int, failure: Failure)?
  ) -> String {
    var lines = [
      "Random hierarchy run: seed \(seed), \(sequences) sequences of \(length) calls, "
        + "\(calls) calls played, \(refusedCalls) of them refused (raised or threw), "
        + "\(raisesInCallbacks) by a raise inside a callback"
    ]
    guard let (sequence, failure) = failing else {
      lines.append("Result: every invariant held after every call.")
      return lines.joined(separator: "\n") + "\n"
    }
    lines += [
      "Result: sequence \(sequence) breaks the hierarchy.",
      "Invariant broken:", failure.problems.map { "  " + $0 }.joined(separator: "\n"),
      "Minimal sequence (\(failure.operations.count) calls), as Swift:",
      HierarchyPool.setUpCode, failure.operations.map(\.description).joined(separator: "\n"),
      "Before the last call:", failure.before, "After it:", failure.after,
      "Reproduce: Scripts/random-hierarchy.sh 1 \(length) \(seed &+ UInt64(sequence) &* 0x9E37_79B9) "
        + "(or keep the sequence above as a regression test)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  func testRandomSequencesKeepTheHierarchyConsistent() throws {
    let environment = ProcessInfo.processInfo.environment
    let sequences = TestVolume.count(quick: 1_000, full: 10_000, override: "RANDOM_SEQUENCES")
    let length = environment["RANDOM_LENGTH"].flatMap(Int.init) ?? 50
    let seed = environment["RANDOM_SEED"].flatMap(UInt64.init) ?? 17
    var calls = 0
    refusedCalls = 0
    raisesInCallbacks = 0
    var failing: (Int, Failure)?
    for sequence in 0..<sequences {
      var random = SplitMix(state: seed &+ UInt64(sequence) &* 0x9E37_79B9)
      let operations = (0..<length).map { _ in
        HierarchyOperation.random(&random, poolSize: HierarchyPool.size)
      }
      calls += operations.count
      guard let found = failure(of: operations) else { continue }
      let refused = refusedCalls
      failing = (sequence, shrunk(found))
      refusedCalls = refused
      break
    }
    let text = report(
      seed: seed, sequences: sequences, length: length, calls: calls, failing: failing)
    if let path = environment["RANDOM_REPORT"] {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    if failing != nil { XCTFail(text) }
    XCTAssertEqual(calls, sequences * length)
    XCTAssertGreaterThan(refusedCalls, 0, "no sequence exercised misuse")
    XCTAssertGreaterThan(raisesInCallbacks, 0, "no sequence raised inside a callback")
  }
}

/// Each controller's appearance callbacks in order: will-appear, then did-appear or (cancelled)
/// will-disappear; did-appear, then will-disappear; will-disappear, then did-disappear or
/// will-appear; did-disappear, then will-appear.
struct AppearanceTracker {
  private enum Step { case willAppear, didAppear, willDisappear, didDisappear }
  private var last: [String: Step] = [:]

  /// Forgets every controller's last callback: after a raise inside a callback, the callbacks
  /// the raise skipped are missing, and any next one is accepted.
  mutating func forget() {
    last = [:]
    forgotten = true
  }
  private var forgotten = false

  /// The callbacks out of order among `events`.
  mutating func follow(_ events: [NavigationEvent]) -> [String] {
    var problems: [String] = []
    for event in events {
      let step: Step
      switch event.kind {
      case .viewWillAppear: step = .willAppear
      case .viewDidAppear: step = .didAppear
      case .viewWillDisappear: step = .willDisappear
      case .viewDidDisappear: step = .didDisappear
      default: continue
      }
      let name = event.controller.description
      guard let previous = last[name] ?? (forgotten ? nil : .didDisappear) else {
        last[name] = step
        continue
      }
      let allowed: [Step] =
        switch previous {
        case .willAppear: [.didAppear, .willDisappear]
        case .didAppear: [.willDisappear]
        case .willDisappear: [.didDisappear, .willAppear]
        case .didDisappear: [.willAppear]
        }
      if !allowed.contains(step) {
        problems.append("\(name) receives \(event.kind) after \(previous)")
      }
      last[name] = step
    }
    return problems
  }
}
