import StoryboardRuntime

// MARK: - Linting a bundle

extension StoryboardBundle {
  /// Checks every storyboard of the bundle without running it: identifiers,
  /// storyboard references and placeholders across storyboards, segues, reachability; with
  /// registered classes, their kinds and the unwind and segue actions they handle (which
  /// instantiates each registered class once, with `init(coder:)`).
  ///
  /// A finding's place is the element at fault — the scene's controller, the segue — at the
  /// `<` that opens it: lines from 1, columns from 1 in bytes, as clang counts them.
  /// - Parameter knownClasses: The app's class names (`Name` or `Module.Name`). When given,
  ///   a custom class of a controller or segue that is neither among them nor registered in
  ///   the bundle is reported; when `nil`, classes are not checked.
  /// - Returns: The problems, storyboard by storyboard in name order, each in document order
  ///   (findings without a place first).
  public func lint(knownClasses: Set<String>? = nil) -> [Diagnostic] {
    var linter = Linter(bundle: self, knownClasses: knownClasses)
    return linter.run()
  }
}

/// The rules of ``StoryboardBundle/lint()``, one pass per storyboard.
private struct Linter {
  let bundle: StoryboardBundle
  let knownClasses: Set<String>?
  var diagnostics: [Diagnostic] = []
  /// Scenes that a reference or placeholder somewhere in the bundle leads to.
  var standInTargets: Set<String> = []
  /// The reference cycles reported, each by its least member: a cycle is reported once.
  var reportedCycles: Set<String> = []

  mutating func run() -> [Diagnostic] {
    let storyboards = bundle.storyboardNames.compactMap(bundle.definition(named:))
    for storyboard in storyboards { checkStandIns(of: storyboard) }
    checkContainment()
    for storyboard in storyboards {
      checkObjectIDs(of: storyboard)
      checkIdentifiers(of: storyboard)
      checkSegues(of: storyboard)
      checkReachability(of: storyboard)
      checkClasses(of: storyboard)
      diagnostics += SceneConnectionLint.check(storyboard)
    }
    checkIdentifiersAcross(storyboards)
    for action in bundle.unhandledActions() {
      report(
        .warning, .unhandledAction, action.storyboard, action.segue.location, action.problem,
        fix: action.fix)
    }
    return documentOrder(storyboards)
  }

  /// The diagnostics storyboard by storyboard, in the bundle's name order, each storyboard's in
  /// document order (line, then column; findings without a place first), whatever pass found
  /// them; findings at one place keep the order of the passes.
  private func documentOrder(_ storyboards: [StoryboardDefinition]) -> [Diagnostic] {
    var rank: [String: Int] = [:]
    for (index, storyboard) in storyboards.enumerated() {
      rank[storyboard.path ?? storyboard.name] = rank[storyboard.path ?? storyboard.name] ?? index
    }
    func key(_ diagnostic: Diagnostic) -> (Int, Int, Int) {
      (
        rank[diagnostic.path] ?? Int.max, diagnostic.location?.line ?? 0,
        diagnostic.location?.column ?? 0
      )
    }
    return diagnostics.enumerated().sorted { left, right in
      let (leftKey, rightKey) = (key(left.element), key(right.element))
      return leftKey != rightKey ? leftKey < rightKey : left.offset < right.offset
    }.map(\.element)
  }

  mutating func report(
    _ severity: Diagnostic.Severity, _ rule: Diagnostic.Rule,
    _ storyboard: StoryboardDefinition, _ location: SourcePosition?, _ problem: String,
    fix: String?
  ) {
    diagnostics.append(
      Diagnostic(
        path: storyboard.path ?? storyboard.name, location: location, severity: severity,
        rule: rule, problem: problem, fix: fix))
  }

  /// References and placeholders: each resolved once, failures reported where they are.
  mutating func checkStandIns(of storyboard: StoryboardDefinition) {
    for case let controller? in storyboard.scenes.map(\.controller) {
      do {
        guard let target = try bundle.resolveStandIn(controller, in: storyboard) else { continue }
        standInTargets.insert("\(target.storyboardName)#\(target.controller.id)")
      } catch StoryboardError.referenceCycle(let chain) {
        // The chain ends where it met itself again: from there on it is the cycle. A member
        // reports the cycle (once, at the first member met); a reference that leads into it
        // reports that.
        guard let repeated = chain.last, let start = chain.firstIndex(of: repeated),
          let least = chain[start...].min()
        else { continue }
        if start == 0, !reportedCycles.insert(least).inserted { continue }
        let problem = start == 0 ? "leads back to itself" : "leads into a cycle of references"
        report(
          .error, .referenceCycle, storyboard, controller.location,
          "'\(controller.id)' \(problem): \(StoryboardError.path(chain))",
          fix: "point one of them at a real scene")
      } catch {
        let isReference = controller.kind == .reference
        report(
          .error, isReference ? .danglingReference : .danglingPlaceholder, storyboard,
          controller.location,
          "the \(isReference ? "storyboard reference" : "placeholder") '\(controller.id)' "
            + "leads nowhere: \(error)", fix: nil)
      }
    }
  }

  /// Relationship and embed cycles, through references and placeholders, each reported once
  /// where the walk met it.
  mutating func checkContainment() {
    for (cycle, storyboard, controller) in bundle.containmentCycles() {
      report(
        .error, cycle.kind == .embed ? .embedCycle : .relationshipCycle, storyboard,
        controller.location, "\(cycle.error)", fix: nil)
    }
  }

  /// The entry point names a scene, and no two scenes, controllers or segues share an object
  /// ID (what a merge that kept both sides of a conflict leaves).
  mutating func checkObjectIDs(of storyboard: StoryboardDefinition) {
    if let entry = storyboard.initialViewControllerID, storyboard.controller(withID: entry) == nil {
      report(
        .error, .danglingEntryPoint, storyboard, storyboard.documentLocation,
        "the entry point (initialViewController) is '\(entry)', which is no scene of "
          + "'\(storyboard.name)'",
        fix: "tick Is Initial View Controller on the scene to launch")
    }
    var first: [String: SourcePosition?] = [:]
    func check(_ id: String, _ location: SourcePosition?, _ what: String) {
      guard let earlier = first[id] else {
        first[id] = location
        return
      }
      report(
        .error, .duplicateObjectID, storyboard, location,
        "the object ID '\(id)' of this \(what) is already used"
          + (earlier.map { " at line \($0.line)" } ?? "") + "; "
          + "segues and the entry point name objects by ID and take the first",
        fix: "keep one of the two, or give this one a new ID")
    }
    for scene in storyboard.scenes {
      check(scene.sceneID, scene.controller?.location, "scene")
      if let controller = scene.controller {
        check(controller.id, controller.location, "controller")
      }
    }
    for segue in storyboard.segues { check(segue.id, segue.location, "segue") }
  }

  mutating func checkIdentifiers(of storyboard: StoryboardDefinition) {
    var first: [String: SourcePosition?] = [:]
    for case let controller? in storyboard.scenes.map(\.controller)
    where controller.kind != .reference {
      guard let identifier = controller.storyboardIdentifier, !identifier.isEmpty else { continue }
      if let earlier = first[identifier] {
        report(
          .error, .duplicateIdentifier, storyboard, controller.location,
          "the storyboard identifier '\(identifier)' is already used at line "
            + "\(earlier?.line ?? 1); instantiateViewController(withIdentifier:) returns the "
            + "first", fix: "give each scene its own identifier")
      } else {
        first[identifier] = controller.location
      }
    }
  }

  mutating func checkIdentifiersAcross(_ storyboards: [StoryboardDefinition]) {
    var owners: [String: [StoryboardDefinition]] = [:]
    for storyboard in storyboards {
      let identifiers = Set(
        storyboard.scenes.compactMap(\.controller).filter { $0.kind != .reference }
          .compactMap(\.storyboardIdentifier).filter { !$0.isEmpty })
      for identifier in identifiers { owners[identifier, default: []].append(storyboard) }
    }
    for (identifier, holders) in owners.sorted(by: { $0.key < $1.key }) where holders.count > 1 {
      for storyboard in holders.dropFirst() {
        let scene = storyboard.controller(withStoryboardIdentifier: identifier)
        let others = holders.filter { $0.name != storyboard.name }.map { "'\($0.name)'" }
        report(
          .warning, .ambiguousIdentifier, storyboard, scene?.location,
          "the storyboard identifier '\(identifier)' is also used in "
            + "\(others.joined(separator: ", ")); a lookup across the bundle cannot choose",
          fix: "rename one")
      }
    }
  }

  mutating func checkSegues(of storyboard: StoryboardDefinition) {
    let withoutDestination = Dictionary(
      storyboard.seguesWithoutDestination.map { ($0.segue.id, $0.problem) }
    ) { first, _ in first }
    var identifiersBySource: Set<String> = []
    for segue in storyboard.segues {
      let name = segue.identifier.map { "'\($0)'" } ?? "'\(segue.id)'"
      if let problem = withoutDestination[segue.id] {
        report(
          .error, .missingDestination, storyboard, segue.location, problem,
          fix: SegueDefinition.missingDestinationFix)
      } else if segue.kind == .unwind, segue.unwindAction?.isEmpty ?? true {
        report(
          .error, .unwindWithoutAction, storyboard, segue.location,
          "the unwind segue \(name) has no action",
          fix: "connect it to an unwind action (an @IBAction taking a segue)")
      }
      if let replacement = segue.kind.modernReplacement {
        report(
          .warning, .deprecatedSegue, storyboard, segue.location,
          "the segue \(name) is a deprecated '\(segue.kind)' segue",
          fix: "use '\(replacement)' (SEG-10)")
      }
      if let identifier = segue.identifier, !identifier.isEmpty, let source = segue.sourceID,
        segue.kind != .relationship,
        !identifiersBySource.insert("\(source)#\(identifier)").inserted
      {
        report(
          .warning, .duplicateSegueIdentifier, storyboard, segue.location,
          "the scene '\(source)' has another segue '\(identifier)'; performSegue(withIdentifier:) "
            + "performs the first", fix: "give each segue its own identifier")
      }
    }
  }

  /// iOS storyboards only: a watchOS or macOS storyboard has scenes the system instantiates
  /// by other means (notification interfaces, window controllers).
  mutating func checkReachability(of storyboard: StoryboardDefinition) {
    guard storyboard.targetRuntime?.hasPrefix("iOS") ?? true else { return }
    let destinations = Set(storyboard.segues.compactMap(\.destinationID))
    for case let controller? in storyboard.scenes.map(\.controller)
    where controller.kind != .reference {
      let isReachable =
        controller.id == storyboard.initialViewControllerID
        || !(controller.storyboardIdentifier ?? "").isEmpty
        || destinations.contains(controller.id)
        || standInTargets.contains("\(storyboard.name)#\(controller.id)")
      if !isReachable {
        report(
          .warning, .unreachableScene, storyboard, controller.location,
          "the scene '\(controller.id)' (\(controller.className)) cannot be instantiated: it is "
            + "not the initial controller, has no storyboard identifier and no segue leads to it",
          fix: "give it a Storyboard ID, connect a segue to it, or delete it")
      }
    }
  }
}

extension Linter {
  /// Registered classes of the wrong kind for their scene; custom classes that nothing
  /// defines, when the known classes are given.
  mutating func checkClasses(of storyboard: StoryboardDefinition) {
    for case let controller? in storyboard.scenes.map(\.controller) {
      guard let name = controller.customClass,
        let entry = bundle.controllerClass(named: name, of: controller),
        let required = bundle.builtInClass(for: controller.kind), !entry.isKind(of: required)
      else { continue }
      report(
        .error, .wrongClassKind, storyboard, controller.location,
        "the scene '\(controller.id)' is a \(required.name) in the storyboard, but its class "
          + "\(entry.name) is not a kind of \(required.name)",
        fix: "make \(entry.name) a subclass of \(required.name), or change the scene's class")
    }
    guard let knownClasses else { return }
    func isKnown(_ name: String, _ module: String?, registered: Bool) -> Bool {
      registered || knownClasses.contains(name)
        || module.map { knownClasses.contains("\($0).\(name)") } == true
    }
    for case let controller? in storyboard.scenes.map(\.controller) {
      guard let name = controller.customClass else { continue }
      let registered = bundle.controllerClass(named: name, of: controller) != nil
      if !isKnown(name, controller.customModule, registered: registered) {
        report(
          .warning, .unknownClass, storyboard, controller.location,
          "Unknown class \(name) in Interface Builder file: the scene '\(controller.id)' would "
            + "be a plain \(controller.kind.runtimeClassName)",
          fix: "fix the class name or add it to the known classes")
      }
    }
    for segue in storyboard.segues {
      guard let name = segue.customClass else { continue }
      let registered = bundle.segueClass(named: name, module: segue.customModule) != nil
      if !isKnown(name, segue.customModule, registered: registered) {
        report(
          .warning, .unknownClass, storyboard, segue.location,
          "Unknown class \(name) of the segue '\(segue.identifier ?? segue.id)'",
          fix: "fix the class name or add it to the known classes")
      }
    }
  }
}

extension SegueKind {
  /// What replaces a kind deprecated since iOS 8 (SEG-10), or `nil`.
  var modernReplacement: SegueKind? {
    switch self {
    case .push: return .show
    case .modal: return .presentation
    case .popover: return .popoverPresentation
    case .replace: return .showDetail
    default: return nil
    }
  }
}
