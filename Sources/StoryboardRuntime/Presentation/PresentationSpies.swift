/// Something told about presentations and dismissals as they happen (the test harness's
/// verifiers).
package protocol PresentationSpy: AnyObject {
  /// `presented` was presented by `presenting`. Return `true` to keep `completion` (the
  /// runtime then does not run it).
  func didPresent(
    _ presented: ViewController, from presenting: ViewController, animated: Bool,
    completion: (() -> Void)?
  ) -> Bool

  /// `dismissed` (and what it presented) was dismissed from `presenting`. Return `true` to
  /// keep `completion`.
  func didDismiss(
    _ dismissed: ViewController, from presenting: ViewController, animated: Bool,
    completion: (() -> Void)?
  ) -> Bool
}

/// The spies attached to the current task.
package enum PresentationSpies {
  package struct Box: @unchecked Sendable {
    let spy: PresentationSpy
  }

  @TaskLocal static var active: [Box] = []

  /// Runs `body` with `spy` attached.
  package static func attach<Result>(_ spy: PresentationSpy, during body: () throws -> Result)
    rethrows -> Result
  {
    try $active.withValue(active + [Box(spy: spy)]) { try body() }
  }

  /// Tells the spies; returns whether one kept the completion.
  static func presented(
    _ presented: ViewController, by presenting: ViewController, animated: Bool,
    completion: (() -> Void)?
  ) -> Bool {
    active.reduce(false) { kept, box in
      box.spy.didPresent(presented, from: presenting, animated: animated, completion: completion)
        || kept
    }
  }

  /// Tells the spies; returns whether one kept the completion.
  static func dismissed(
    _ dismissed: ViewController, from presenting: ViewController, animated: Bool,
    completion: (() -> Void)?
  ) -> Bool {
    active.reduce(false) { kept, box in
      box.spy.didDismiss(dismissed, from: presenting, animated: animated, completion: completion)
        || kept
    }
  }
}
