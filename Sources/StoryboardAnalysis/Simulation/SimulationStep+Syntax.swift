import StoryboardRuntime

/// The text form of a step: what `storyboard-tool simulate --step` and the `do` of a flow
/// file's step (``NavigationFlow``) spell. One grammar for both:
///
/// ```
/// step   = action ["@" name]
/// action = "perform:" identifier | "tap:" (segue-id | accessibility-id | title)
///        | "select-row:" section "," row | "tap-tab:" index | "tap-more:" row
///        | "pop" | "dismiss" | "unwind:" action-name
/// ```
///
/// `dismiss` takes no `@name`; `pop@name` pops the named stack (``SimulationStep/popStack(of:)``).
extension SimulationStep: LosslessStringConvertible {
  /// Parses `text` (`perform:showDetail`, `tap-tab:1`, `pop`, `perform:show@List`…).
  /// - Throws: ``SimulationError/invalidStep(_:)``.
  public init(parsing text: String) throws {
    var body = Substring(text)
    var name: String?
    if let at = body.lastIndex(of: "@") {
      name = String(body[body.index(after: at)...])
      body = body[..<at]
      guard name?.isEmpty == false else { throw SimulationError.invalidStep(text) }
    }
    let parts = body.split(separator: ":", maxSplits: 1).map(String.init)
    let argument = parts.count == 2 ? parts[1] : nil
    switch (parts.first, argument) {
    case ("perform", let identifier?) where !identifier.isEmpty:
      self = .perform(identifier, from: name)
    case ("tap", let id?) where !id.isEmpty: self = .tap(id, from: name)
    case ("select-row", let path?), ("selectRow", let path?):
      let numbers = path.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
      guard numbers.count == 2, let section = numbers[0], let row = numbers[1], section >= 0,
        row >= 0
      else { throw SimulationError.invalidStep(text) }
      self = .selectRow(section: section, row: row, from: name)
    case ("tap-tab", let index?):
      guard let index = Int(index), index >= 0 else { throw SimulationError.invalidStep(text) }
      self = .tapTab(index, from: name)
    case ("tap-more", let row?):
      guard let row = Int(row), row >= 0 else { throw SimulationError.invalidStep(text) }
      self = .tapMoreRow(row, from: name)
    case ("pop", nil): self = name.map { .popStack(of: $0) } ?? .pop
    case ("dismiss", nil) where name == nil: self = .dismiss
    case ("unwind", let action?) where !action.isEmpty: self = .unwind(action, from: name)
    case ("rotate", nil) where name == nil: self = .rotate
    case ("size-class", "compact") where name == nil: self = .changeSizeClass(.compact)
    case ("size-class", "regular") where name == nil: self = .changeSizeClass(.regular)
    default: throw SimulationError.invalidStep(text)
    }
  }

  /// The step as it is spelled on the command line.
  public var description: String {
    func named(_ text: String, _ name: String?) -> String { name.map { "\(text)@\($0)" } ?? text }
    switch self {
    case .perform(let identifier, let name): return named("perform:\(identifier)", name)
    case .tap(let id, let name): return named("tap:\(id)", name)
    case .selectRow(let section, let row, let name):
      return named("select-row:\(section),\(row)", name)
    case .tapTab(let index, let name): return named("tap-tab:\(index)", name)
    case .tapMoreRow(let row, let name): return named("tap-more:\(row)", name)
    case .pop: return "pop"
    case .popStack(let name): return "pop@\(name)"
    case .dismiss: return "dismiss"
    case .unwind(let action, let name): return named("unwind:\(action)", name)
    case .rotate: return "rotate"
    case .changeSizeClass(let sizeClass): return "size-class:\(sizeClass)"
    }
  }

  /// Parses `text`, or `nil` when it is not a step.
  public init?(_ description: String) {
    guard let step = try? SimulationStep(parsing: description) else { return nil }
    self = step
  }
}
