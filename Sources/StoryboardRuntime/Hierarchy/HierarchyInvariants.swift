extension ViewController {
  /// Checks that the links of the hierarchy below this controller (children and presented
  /// controllers) agree: every child's `parent` is its container, every presented controller
  /// points back to its presenter, every view belongs to its controller, and each container's
  /// own bookkeeping (stack, tabs, split children) matches its children.
  /// - Throws: ``HierarchyInvariantError`` listing every violation.
  public func checkInvariants() throws {
    var violations: [String] = []
    collectViolations(into: &violations)
    if !violations.isEmpty { throw HierarchyInvariantError(violations: violations) }
  }

  /// The violations from this controller down. Only the controller the walk starts from is
  /// looked up in its parent's children: every other one was reached through that list.
  func collectViolations(into violations: inout [String]) {
    if let parent, !parent.children.contains(where: { $0 === self }) {
      violations.append(
        "\(self.diagnosticName) has parent \(parent.diagnosticName), which does not list it as a child."
      )
    }
    collectSubtreeViolations(into: &violations)
  }

  private func collectSubtreeViolations(into violations: inout [String]) {
    for child in children where child.parent !== self {
      violations.append(
        "\(child.diagnosticName) is a child of \(self.diagnosticName) but its parent is \(child.parent?.diagnosticName ?? "nil")."
      )
    }
    if let view = loadedView, view.viewController !== self {
      violations.append("The view of \(self.diagnosticName) belongs to another controller.")
    }
    if let presented = storedPresentedViewController {
      if presented.storedPresentingViewController !== self {
        violations.append(
          "\(presented.diagnosticName) is presented by \(self.diagnosticName) but does not point back to it."
        )
      }
      if let parent = presented.parent {
        violations.append(
          "\(presented.diagnosticName) is presented but has the parent \(parent.diagnosticName).")
      }
    }
    violations += containerViolations()
    for child in children where child.parent === self {
      child.collectSubtreeViolations(into: &violations)
    }
    storedPresentedViewController?.collectViolations(into: &violations)
  }
}

extension Window {
  /// Checks the hierarchy from the root (see ``ViewController/checkInvariants()``), and that
  /// the controllers on screen are exactly those whose appearance callbacks say so. In debug
  /// builds the window also checks itself after every transition; what it found then is
  /// reported here too.
  /// - Throws: ``HierarchyInvariantError`` listing every violation.
  public func checkInvariants() throws {
    var violations = violationsAfterTransitions
    violations += currentViolations()
    if !violations.isEmpty { throw HierarchyInvariantError(violations: violations) }
  }

  /// Keeps what is inconsistent right after a transition, for ``checkInvariants()``.
  func recordViolations() {
    violationsAfterTransitions += currentViolations().map { "After a transition: \($0)" }
  }

  private func currentViolations() -> [String] {
    var violations: [String] = []
    rootViewController?.collectViolations(into: &violations)
    for controller in onScreen where controller.appearState != .appeared {
      violations.append(
        "\(controller.diagnosticName) is on screen but its appearance state is \(controller.appearState)."
      )
    }
    for controller in onScreen where controller.loadedView?.window !== self {
      violations.append(
        "\(controller.diagnosticName) is listed on screen but its view is not in the window.")
    }
    return violations
  }
}
