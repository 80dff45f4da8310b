/// One problem ``StoryboardBundle/validate()`` found.
public struct ValidationProblem: Sendable, Equatable, CustomStringConvertible {
  /// The storyboard's file, or its name when it was built in code.
  public var file: String
  /// Where in the file, when known.
  public var location: SourceLocation?
  /// The scene or segue concerned (`Main#list-1`, `Main#segue seg-3`).
  public var subject: String
  /// The error met.
  public var message: String

  /// `file:line:column: error: subject: message`.
  public var description: String {
    let place = location.map { "\(file):\($0.line):\($0.column)" } ?? "\(file):1:1"
    return "\(place): error: \(subject): \(message)"
  }
}

/// What ``StoryboardBundle/validate()`` ran and what failed.
public struct ValidationReport: Sendable, Equatable, CustomStringConvertible {
  /// Scenes instantiated without error.
  public var scenesInstantiated = 0
  /// Storyboard references (native and placeholders) resolved without error.
  public var referencesResolved = 0
  /// Identified segues performed without error.
  public var seguesPerformed = 0
  /// Everything that failed, in storyboard order.
  public var problems: [ValidationProblem] = []

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

// MARK: - Validating a bundle

extension StoryboardBundle {
  /// Instantiates every scene of every storyboard, resolves every storyboard reference, and
  /// performs every identified segue (except unwind, embed and relationship segues, which run
  /// with their container) from a fresh, on-screen instance of its source. In a strict bundle,
  /// an unregistered custom class is a problem too.
  /// - Returns: The counts of what ran and every problem, with its file and line.
  public func validate() -> ValidationReport {
    var report = ValidationReport()
    for name in storyboardNames {
      guard let storyboard = try? Storyboard(name: name, bundle: self) else { continue }
      let file = storyboard.definition.path ?? name
      for case let scene? in storyboard.definition.scenes.map(\.controller) {
        do {
          if scene.kind == .reference {
            _ = try resolveReference(scene, in: storyboard.definition)
            report.referencesResolved += 1
          }
          _ = try storyboard.instantiateViewController(scene: scene)
          report.scenesInstantiated += 1
        } catch {
          report.problems.append(
            ValidationProblem(
              file: file, location: scene.location, subject: "\(name)#\(scene.id)",
              message: "\(error)"))
        }
      }
      for segue in storyboard.definition.segues where Self.isValidated(segue) {
        do {
          try perform(segue, in: storyboard)
          report.seguesPerformed += 1
        } catch {
          report.problems.append(
            ValidationProblem(
              file: file, location: segue.location,
              subject: "\(name)#segue \(segue.identifier ?? segue.id)", message: "\(error)"))
        }
      }
    }
    for action in unhandledActions() {
      report.problems.append(
        ValidationProblem(
          file: action.storyboard.path ?? action.storyboard.name, location: action.segue.location,
          subject: "\(action.storyboard.name)#segue \(action.segue.identifier ?? action.segue.id)",
          message: action.message))
    }
    return report
  }

  private static func isValidated(_ segue: SegueDefinition) -> Bool {
    guard segue.identifier?.isEmpty == false, segue.sourceID != nil else { return false }
    return segue.kind != .unwind && segue.kind != .relationship && segue.kind != .embed
  }

  /// Performs `segue` from a fresh instance of its source, on screen, inside a navigation
  /// controller when the source is not a container itself.
  private func perform(_ segue: SegueDefinition, in storyboard: Storyboard) throws {
    guard let sourceID = segue.sourceID, let identifier = segue.identifier,
      let scene = storyboard.definition.controller(withID: sourceID)
    else { return }
    let source = try storyboard.instantiateViewController(scene: scene)
    let window = Window(horizontalSizeClass: .regular)
    let isContainer =
      source is NavigationController || source is TabBarController || source is SplitViewController
    window.rootViewController =
      isContainer ? source : try NavigationController(rootViewController: source)
    window.makeKeyAndVisible()
    try source.performSegue(withIdentifier: identifier, sender: nil)
    try window.checkInvariants()
  }
}
