import Foundation

/// The by-name table of one class, written before the class's closing brace as lines of
/// Swift, each under a `#sourceLocation` naming the declaration it comes from (so no line of
/// the original file moves, and an error in generated code points at the user's code): an
/// override of `objectiveCMember(named:)` listing its outlets, actions and `@objc` members,
/// each under the `#if` conditions it is declared under, and `memberTableClass`.
struct MemberTableWriter {
  /// The class.
  let type: SwiftTypeDeclaration
  /// The path of the class's file.
  let path: String
  /// Whether the class overrides a table it inherits or declares the first one.
  let kind: TableKind
  /// The optional requirements of the module's `@objc` protocols the class adopts: Swift
  /// name to selector.
  let witnesses: [String: String]
  /// Whether the class is isolated to the main actor: its conformances to the runtime's
  /// nonisolated protocols are `@preconcurrency` (checked when used, as the runtime uses them
  /// on the main thread).
  var isMainActor = false

  /// `protocolName` as the class's conformances name it.
  func conformed(_ protocolName: String) -> String {
    (isMainActor ? "@preconcurrency " : "") + protocolName
  }

  /// The access the generated members need: `open` in an open class (an app in another
  /// module overrides them), `public` or `package` as the class is, else none.
  var access: String {
    if type.modifiers.contains("open") { return "open " }
    if type.modifiers.contains("public") { return "public " }
    if type.modifiers.contains("package") { return "package " }
    return ""
  }

  /// `access`, for a member that overrides (an `open` class's override is `open` too).
  var overrideAccess: String { access + "override " }

  /// The `#sourceLocation` line naming `line` of `file`.
  static func location(_ file: String, _ line: Int) -> String {
    "#sourceLocation(file: \"\(file.replacingBackslashesAndQuotes())\", line: \(line))\n"
  }

  /// The lines of the table for `members`, each with the path of its file.
  func table(for members: [(path: String, member: SwiftMemberDeclaration)]) -> String {
    var lines = ""
    var seen: Set<String> = []
    for (file, member) in members {
      guard let selector = listedSelector(of: member) else { continue }
      let condition = ConditionStack.combined(member.conditions) ?? ""
      guard seen.insert(selector + "\u{0}" + condition).inserted else { continue }
      let entry =
        Self.location(file, member.line)
        + "if name == \(literal(selector)) { return \(entry(for: member, selector: selector)) }\n"
      lines += ConditionStack.guarded(entry, by: member.conditions)
    }
    let overrides = kind == .override
    let fallback = overrides ? "super.objectiveCMember(named: name)" : "nil"
    let prefix = overrides ? overrideAccess : access
    return Self.location(path, type.line)
      + "\(prefix)func objectiveCMember(named name: String) -> ObjectiveCMember? {\n"
      + lines + Self.location(path, type.line) + "return \(fallback)\n}\n"
      + "\(prefix)class var memberTableClass: AnyClass? { \(type.name).self }\n"
  }

  /// The conformance a root class's table needs, written after the file's last line under
  /// the class's conditions, or `nil` for an override.
  var conformance: String? {
    guard kind == .root else { return nil }
    return ConditionStack.guarded(
      Self.location(path, type.line)
        + "extension \(type.qualifiedName): \(conformed("ObjectiveCMembers")) {}\n",
      by: type.conditions)
  }

  /// The selector `member` is listed under, or `nil` when it is not listed.
  private func listedSelector(of member: SwiftMemberDeclaration) -> String? {
    guard !member.isTypeMember, member.kind != .initializer, !member.isAsync else { return nil }
    if member.isExposed { return member.selector.name }
    if let requirement = witnesses[member.swiftName] { return requirement }
    if type.has("objcMembers"), !member.has("nonobjc"), !member.hasModifier("override") {
      return member.selector.name
    }
    return nil
  }

  /// The table entry for `member`.
  private func entry(for member: SwiftMemberDeclaration, selector: String) -> String {
    let name = "self.\(member.name)"
    switch member.kind {
    case .property:
      let setter =
        member.isSettable
        ? ", set: { \(name) = try ObjectiveCMember.cast($0, member: \(literal(selector))) }" : ""
      return ".property(get: { \(name) as Any? }\(setter))"
    case .method, .initializer:
      let arguments = member.labels.enumerated().map { index, label in
        (label == "_" ? "" : "\(label): ")
          + "$0.argument(\(index), of: \(literal(selector)))"
      }
      let call = "\(name)(\(arguments.joined(separator: ", ")))"
      let result = "\(member.isThrowing ? "try " : "")ObjectiveCMember.result(\(call))"
      let body = member.labels.isEmpty ? "_ in \(result)" : "try ObjectiveCMember.result(\(call))"
      return ".method(arity: \(member.labels.count)) { \(body) }"
    }
  }

  /// `text` as a Swift string literal.
  private func literal(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
