import Foundation

/// The by-name table of one class, as one line of Swift written before the class's closing
/// brace (so no line of the original file moves): an override of `objectiveCMember(named:)`
/// listing its outlets, actions and `@objc` members, and `memberTableClass`.
struct MemberTableWriter {
  /// The class's name.
  let className: String
  /// Whether the class overrides a table it inherits.
  let overrides: Bool
  /// Whether every member is exposed (`@objcMembers`).
  let exposesAll: Bool
  /// Whether the class is `public` or `open` (a root class's table is then public).
  let isPublic: Bool

  /// The line to insert for `members`.
  func table(for members: [SwiftMemberDeclaration]) -> String {
    var cases: [String] = []
    var seen: Set<String> = []
    for member in members where isListed(member) {
      let selector = member.selector.name
      guard seen.insert(selector).inserted else { continue }
      cases.append("case \(literal(selector)): return \(entry(for: member, selector: selector))")
    }
    let fallback = overrides ? "super.objectiveCMember(named: name)" : "nil"
    let access = overrides ? "override " : (isPublic ? "public " : "")
    return "; \(access)func objectiveCMember(named name: String) -> ObjectiveCMember? { "
      + "switch name { \(cases.joined(separator: " ")) default: return \(fallback) } }; "
      + "\(access)class var memberTableClass: AnyClass? { \(className).self } "
  }

  /// The conformance a root class's table needs, written after the file's last line.
  var conformance: String? {
    overrides ? nil : "\nextension \(className): ObjectiveCMembers {}\n"
  }

  /// Whether `member` belongs in the table.
  private func isListed(_ member: SwiftMemberDeclaration) -> Bool {
    guard !member.isTypeMember, member.kind != .initializer, !member.isAsync else { return false }
    return member.isExposed
      || (exposesAll && !member.has("nonobjc") && !member.hasModifier("override"))
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
