import Foundation
import TestSupport
import XCTest

@testable import Storyboards

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
  }

  /// Plays `operations` on a new pool; returns what broke and after how many calls, or `nil`.
  private func failure(of operations: [HierarchyOperation]) -> Failure? {
    weak var window: Window?
    var released: [() -> ViewController?] = []
    do {
      let pool = HierarchyPool()
      window = pool.window
      released = pool.controllers.map { controller in { [weak controller] in controller } }
      var appearance = AppearanceTracker()
      for (index, operation) in operations.enumerated() {
        let recorder = EventRecorder()
        do {
          try recorder.record { try pool.play(operation) }
        } catch is NavigationError {
        } catch is StoryboardError {
        } catch {
          return Failure(
            operations: Array(operations[...index]), problems: ["untyped error \(error)"])
        }
        let problems = pool.violations() + appearance.follow(recorder.events)
        if !problems.isEmpty {
          return Failure(operations: Array(operations[...index]), problems: problems)
        }
      }
    }
    let kept = released.compactMap { $0() }.map { $0.title ?? "?" }
    if window != nil || !kept.isEmpty {
      return Failure(
        operations: operations,
        problems: [
          "still alive once released: " + (window != nil ? ["the window"] : []).joined()
            + kept.joined(separator: ", ")
        ])
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

  func testRandomSequencesKeepTheHierarchyConsistent() {
    let environment = ProcessInfo.processInfo.environment
    let sequences = environment["RANDOM_SEQUENCES"].flatMap(Int.init) ?? 10_000
    let length = environment["RANDOM_LENGTH"].flatMap(Int.init) ?? 50
    let seed = environment["RANDOM_SEED"].flatMap(UInt64.init) ?? 17
    var calls = 0
    for sequence in 0..<sequences {
      var random = SplitMix(state: seed &+ UInt64(sequence) &* 0x9E37_79B9)
      let operations = (0..<length).map { _ in
        HierarchyOperation.random(&random, poolSize: HierarchyPool.size)
      }
      calls += operations.count
      guard let found = failure(of: operations) else { continue }
      let minimal = shrunk(found)
      return XCTFail(
        "Sequence \(sequence) (seed \(seed)) breaks the hierarchy:\n"
          + minimal.problems.joined(separator: "\n") + "\nMinimal sequence:\n"
          + HierarchyPool.setUpCode + "\n"
          + minimal.operations.map(\.description).joined(separator: "\n"))
    }
    XCTAssertEqual(calls, sequences * length)
  }
}

/// Each controller's appearance callbacks in order: will-appear, then did-appear or (cancelled)
/// will-disappear; did-appear, then will-disappear; will-disappear, then did-disappear or
/// will-appear; did-disappear, then will-appear.
struct AppearanceTracker {
  private enum Step { case willAppear, didAppear, willDisappear, didDisappear }
  private var last: [String: Step] = [:]

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
      let previous = last[name] ?? .didDisappear
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
