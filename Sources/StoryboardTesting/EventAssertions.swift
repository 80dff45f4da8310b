import Storyboards

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
  _ events: [NavigationEvent], _ expected: [String], file: StaticString = #filePath,
  line: UInt = #line
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
    file: file, line: line)
}
