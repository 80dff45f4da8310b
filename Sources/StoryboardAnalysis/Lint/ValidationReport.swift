import StoryboardRuntime

/// What ``StoryboardBundle/validate()`` ran and what failed.
public struct ValidationReport: Sendable, Equatable, CustomStringConvertible {
  /// Scenes instantiated without error.
  public var scenesInstantiated = 0
  /// Storyboard references (native and placeholders) resolved without error.
  public var referencesResolved = 0
  /// Identified segues performed without error.
  public var seguesPerformed = 0
  /// Everything that failed, in storyboard order: `instantiation-failed`, `segue-failed` and
  /// `unhandled-action` errors whose message starts with the scene or segue concerned
  /// (`Main#list-1: …`, `Main#segue showDetail: …`).
  public var problems: [Diagnostic] = []

  /// An empty report.
  public init() {}

  /// Whether nothing failed.
  public var isValid: Bool { problems.isEmpty }

  /// Adds the counts and problems of `other` to this report.
  public mutating func merge(_ other: ValidationReport) {
    scenesInstantiated += other.scenesInstantiated
    referencesResolved += other.referencesResolved
    seguesPerformed += other.seguesPerformed
    problems += other.problems
  }

  /// A one-line summary, then one line per problem.
  public var description: String {
    ([
      "\(scenesInstantiated) scenes instantiated, \(referencesResolved) references resolved, "
        + "\(seguesPerformed) segues performed, \(problems.count) problems"
    ]
      + problems.map(\.description)).joined(separator: "\n")
  }
}
