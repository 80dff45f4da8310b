// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import StoryboardRuntime

  /// Runs `body` and returns the navigation events it caused.
  public func recordEvents(_ body: () throws -> Void) rethrows -> [NavigationEvent] {
    let recorder = EventRecorder()
    try recorder.record(body)
    return recorder.events
  }

  /// Asserts that `expected` event descriptions (`List.prepare(for: showDetail)`,
  /// `Nav.pushed(Detail)`, `Detail.viewDidAppear`) occur in `events` in this order, other events
  /// in between allowed. A failure shows every event, marking those matched.
  public func assertEventSubsequence(
    _ events: [NavigationEvent], _ expected: [String], fileID: String = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    var index = 0
    var matched: Set<Int> = []
    for (position, event) in events.enumerated() where index < expected.count {
      if event.description == expected[index] {
        matched.insert(position)
        index += 1
      }
    }
    guard index < expected.count else { return }
    let listing = events.enumerated().map { position, event in
      (matched.contains(position) ? "  ✓ " : "    ") + event.description
    }
    TestFailures.fail(
      "The events do not contain \"\(expected[index])\" after \(index) matched event(s).\n"
        + "expected, in order: \(expected)\nactual events (✓ matched):\n"
        + listing.joined(separator: "\n"),
      at: CallSite(fileID: fileID, file: file, line: line, column: column))
  }

  /// Runs `body` and fails if the runtime logged a warning meanwhile — what UIKit prints to the
  /// console and goes on (an unknown class in a storyboard, a presentation ignored because the
  /// presenter is not in a window, a segue action that was not registered…). A green test then
  /// means that no such line would have appeared in Xcode's console.
  ///
  /// ```swift
  /// try assertNoRuntimeWarnings {
  ///   try simulator.run(.perform("showProfile"))
  /// }
  /// ```
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @discardableResult
  public func assertNoRuntimeWarnings<Result>(
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ body: () throws -> Result
  ) rethrows -> Result {
    let recorder = EventRecorder()
    let result = try recorder.record(body)
    let warnings = recorder.events.compactMap { event -> String? in
      guard case .warning(let warning) = event.kind else { return nil }
      return "  \(event.controller.name): \(warning)"
    }
    if !warnings.isEmpty {
      TestFailures.fail(
        "The runtime logged \(warnings.count) warning(s), as UIKit would in the console:\n"
          + warnings.joined(separator: "\n")
          + "\nFix their causes, or assert on them with recordEvents(_:) if they are expected.",
        at: CallSite(fileID: fileID, file: file, line: line, column: column))
    }
    return result
  }
#endif
