import StoryboardRuntime

extension StoryboardBundle {
  /// Where in the bundle's storyboards `error` comes from, as a diagnostic at that line: the
  /// scene of an unknown or wrong class, or the lint diagnostic of the same problem — the
  /// reference or placeholder into a missing storyboard or identifier, the reference,
  /// relationship or embed cycle, the segue without a destination, the entry point that names
  /// no scene. The message is the error's.
  ///
  /// `storyboard-tool simulate` and `test` report errors this way, so that an error the
  /// storyboards cause points at the line to fix.
  /// - Returns: `nil` for an error the storyboards do not locate (a navigation error, a step).
  public func diagnostic(locating error: any Error) -> Diagnostic? {
    guard let error = error as? StoryboardError else { return nil }
    switch error {
    case .referenceCycle(let chain):
      // The chain starts at the reference whose resolution met the cycle: `Storyboard#id`.
      guard let start = chain.first, let mark = start.lastIndex(of: "#"),
        let storyboard = definition(named: String(start[..<mark])),
        let reference = storyboard.controller(withID: String(start[start.index(after: mark)...])),
        let path = storyboard.path
      else { return nil }
      return Diagnostic(
        path: path, location: reference.location, severity: .error, rule: .referenceCycle,
        message: "\(error)")
    case .unknownClass(_, let storyboard, let location?),
      .wrongClassKind(_, _, _, let storyboard, let location?):
      guard let path = definition(named: storyboard)?.path else { return nil }
      let rule: Diagnostic.Rule =
        if case .unknownClass = error { .unknownClass } else { .wrongClassKind }
      return Diagnostic(
        path: path, location: location, severity: .error, rule: rule, message: "\(error)")
    default: break
    }
    let matches: (Diagnostic) -> Bool
    switch error {
    case .storyboardNotFound(let name, _), .identifierNotFound(_, let name):
      matches = {
        ($0.rule == .danglingReference || $0.rule == .danglingPlaceholder)
          && $0.message.contains("'\(name)'")
      }
    case .relationshipCycle: matches = { $0.rule == .relationshipCycle }
    case .embedCycle: matches = { $0.rule == .embedCycle }
    case .noInitialViewController(let storyboard):
      let file = definition(named: storyboard)?.path
      matches = { $0.rule == .danglingEntryPoint && $0.path == file }
    case .missingDestination(let segue, _, let storyboard):
      let file = definition(named: storyboard)?.path
      matches = {
        $0.rule == .missingDestination && $0.path == file && $0.message.contains("'\(segue)'")
      }
    default: return nil
    }
    let found = lint().filter { $0.location != nil && matches($0) }
    // The same cycle met from its first scene is reported with the same words.
    guard var diagnostic = found.first(where: { $0.message.hasPrefix("\(error)") }) ?? found.first
    else { return nil }
    diagnostic.message = "\(error)"
    diagnostic.fix = nil
    return diagnostic
  }
}
