/// What the rewrite writes into a class: its by-name table, the factories by which the
/// runtime makes it, an app delegate's entry point; and the imports that code needs.
extension FileEdit {
  /// Writes `type`'s generated members before its closing brace, as lines under
  /// `#sourceLocation`s naming the declarations they come from, and its conformances after
  /// the file's last line, under the class's `#if` conditions.
  mutating func writeGeneratedMembers(of type: SwiftTypeDeclaration) {
    var kind = index.tableKind(of: type.name)
    // A local class cannot conform in an extension: it keeps no table of its own.
    if type.isLocal, kind == .root { kind = .none }
    var writer = MemberTableWriter(
      type: type, path: path, kind: kind, witnesses: index.optionalWitnesses(of: type.name))
    writer.isMainActor = defaultIsolationIsMainActor || index.isMainActor(type.name)
    let here = MemberTableWriter.location(path, type.line)
    var lines = ""
    if kind != .none {
      lines += writer.table(for: index.membersWithPaths(of: type.name, seenFrom: fileNumber))
      usedNames.insert("ObjectiveCMember")
      if let conformance = writer.conformance {
        appended.append("\n" + conformance)
        usedNames.insert("ObjectiveCMembers")
      }
    }
    lines += registeredViewFactory(of: type, writer: writer)
    lines += requiredControllerInitializer(of: type)
    lines += hostedTestLaunch(of: type)
    // A storyboard's custom object of this class is made by name with `init()`; a subclass
    // without `init()` makes none, rather than an instance of its superclass.
    let initializable =
      kind != .none && !type.isLocal && index.isInitializableByName(type.name)
    let inherited = kind != .none && index.inheritsInitializer(type.name)
    if initializable || inherited {
      lines +=
        here + "\(inherited ? writer.overrideAccess : writer.access)class func makeInstance() "
        + "-> AnyObject? { \(initializable ? "\(type.name)()" : "nil") }\n"
      if !inherited {
        appended.append(
          "\n"
            + ConditionStack.guarded(
              here
                + "extension \(type.qualifiedName): \(writer.conformed("ObjectiveCInitializable")) {}\n",
              by: type.conditions))
        usedNames.insert("ObjectiveCInitializable")
      }
    }
    if let launcher = applicationMain(of: type) { lines += here + launcher + "\n" }
    guard !lines.isEmpty else { return }
    let closing = scan.tokens[type.bodyEnd]
    let brace = closing.bytes.lowerBound
    edits.append(
      (brace..<brace, "\n" + lines + MemberTableWriter.location(path, closing.line)))
  }

  /// The factories by which table and collection views make registered classes: the classes
  /// a subclass descends from, the factory's name and result, and how it makes one (`Type`
  /// stands for the class). A cell a table view registers is made with
  /// `init(style:reuseIdentifier:)`, a header or footer with `init(reuseIdentifier:)`, a
  /// collection view's cells and supplementary views with `init(frame:)`.
  private static let registeredViewFactories: [(Set<String>, String, String, String)] = [
    (
      RuntimeClasses.tableViewCell, "makeRegisteredCell", "UITableViewCell",
      "Type(style: .default, reuseIdentifier: reuseIdentifier)"
    ),
    (
      RuntimeClasses.headerFooterView, "makeRegisteredView", "UITableViewHeaderFooterView",
      "Type(reuseIdentifier: reuseIdentifier)"
    ),
    (
      RuntimeClasses.collectionViewCell, "makeRegisteredCell", "UICollectionViewCell",
      "let made = Type(frame: .zero); made.setReuseIdentifier(reuseIdentifier); return made"
    ),
    (
      RuntimeClasses.collectionReusableView, "makeRegisteredView", "UICollectionReusableView",
      "let made = Type(frame: .zero); made.setReuseIdentifier(reuseIdentifier); return made"
    ),
  ]

  /// The factory by which a table or collection view makes a registered class of cells or
  /// reusable views, for a subclass of one of those.
  private func registeredViewFactory(
    of type: SwiftTypeDeclaration, writer: MemberTableWriter
  ) -> String {
    guard
      let (_, name, result, body) = Self.registeredViewFactories.first(where: {
        index.descends(type.name, fromAny: $0.0)
      })
    else { return "" }
    return MemberTableWriter.location(path, type.line)
      + "\(writer.overrideAccess)class func \(name)(reuseIdentifier: String) -> \(result) { "
      + body.replacingOccurrences(of: "Type(", with: "\(type.name)(") + " }\n"
  }

  /// The runtime's names that the generated code uses and that a file which does not import
  /// UIKit's names lacks, imported one by one before the `#sourceLocation` line (a whole
  /// `import StoryboardsUIKit` could make the file's own names, such as a `View` or a
  /// `Selector`, ambiguous).
  var scopedImports: String {
    guard !importsUIKitNames else { return "" }
    let kinds = [
      "ObjectiveCMembers": "protocol", "ObjectiveCMember": "struct",
      "ObjectiveCInitializable": "protocol", "AnyObjectLookup": "struct",
      "ObjectiveCClasses": "enum", "ResourceBundles": "enum", "LocalizedStrings": "enum",
    ]
    var lines = ""
    for name in usedNames.sorted() {
      if name == "Selector" {
        lines += "#if !canImport(ObjectiveC)\nimport struct StoryboardsUIKit.Selector\n#endif\n"
      } else if let kind = kinds[name] {
        lines += "import \(kind) StoryboardsUIKit.\(name)\n"
      }
    }
    return lines
  }
}
