extension FileEdit {
  /// A view controller class's `init()`, required as the runtime's is (UIKit's `init()` acts
  /// as required on iOS: code makes a controller from its metatype, `type.init()`, and the
  /// Objective-C runtime dispatches it to the subclass).
  ///
  /// A controller class that declares `init()` gets `required` before it. One that declares
  /// other designated initializers gets one written: calling `init(nibName: nil, bundle: nil)`
  /// where the class declares that initializer (UIKit's `init()` calls it), otherwise trapping
  /// with the words iOS stops with when `init()` reaches an initializer the Swift class does
  /// not implement. A class that declares no designated initializer inherits the superclass's.
  ///
  /// - Returns: the initializer to write into the class body, or `""`.
  mutating func requiredControllerInitializer(of type: SwiftTypeDeclaration) -> String {
    guard type.keyword == "class", isViewController(type) else { return "" }
    let initializers = type.members.filter { $0.kind == .initializer && !$0.isTypeMember }
    if let own = initializers.first(where: { $0.labels.isEmpty }) {
      if !own.hasModifier("required") { requireInitializer(own) }
      return ""
    }
    let designated = initializers.filter { !$0.hasModifier("convenience") }
    guard let first = designated.first else { return "" }
    let access =
      type.modifiers.contains("open") || type.modifiers.contains("public")
      ? "public " : type.modifiers.contains("package") ? "package " : ""
    let body: String
    if designated.contains(where: { $0.labels == ["nibName", "bundle"] }) {
      body = "\(access)required convenience init() { self.init(nibName: nil, bundle: nil) }"
    } else {
      body =
        "\(access)required init() {\n  fatalError(\"Use of unimplemented initializer "
        + "'init(nibName:bundle:)' for class '\\(String(reflecting: Self.self))'\")\n}"
    }
    // Designated initializers all compiled under one condition: the class inherits `init()`
    // where that condition is false, so the written one is under it too.
    let conditions =
      designated.allSatisfy { $0.conditions == first.conditions } ? first.conditions : []
    return ConditionStack.guarded(
      MemberTableWriter.location(path, first.line) + body + "\n", by: conditions)
  }

  /// Whether `type` is a view controller class: the runtime's or one of the module's (or of
  /// the targets it depends on) descending from one.
  private func isViewController(_ type: SwiftTypeDeclaration) -> Bool {
    guard let parent = type.inherited.first else { return false }
    return RuntimeClasses.viewControllers.contains(parent)
      || index.descends(type.name, fromAny: RuntimeClasses.viewControllers)
  }

  /// Writes `required` before the initializer `member`, in place of `override` (a required
  /// initializer's override is implied).
  private mutating func requireInitializer(_ member: SwiftMemberDeclaration) {
    if let override = member.modifiers.first(where: { $0.name == "override" }) {
      edits.append((scan.tokens[override.token].bytes, "required"))
    } else {
      let keyword = scan.tokens[member.keywordToken].bytes.lowerBound
      edits.append((keyword..<keyword, "required "))
    }
  }
}
