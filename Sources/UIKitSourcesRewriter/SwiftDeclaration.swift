import SourceTokenizer

/// A type or extension declared in a Swift file, as far as the rewrite needs it: its name, what
/// it inherits, its attributes and where its body lies.
package struct SwiftTypeDeclaration {
  /// `class`, `struct`, `enum`, `extension`, `protocol` or `actor`.
  package var keyword: String
  /// The type's name (an extension's: the last component of the extended type).
  package var name: String
  /// The names in the inheritance clause, in order (generic arguments dropped).
  package var inherited: [String]
  /// The attributes before it (`objcMembers`, `MainActor`), with their token ranges.
  package var attributes: [SwiftAttribute]
  /// The modifiers before it (`public`, `final`).
  package var modifiers: [String] = []
  /// The index of the `{` token opening the body.
  package var bodyStart: Int
  /// The index of the `}` token closing the body (the last token if the file ends first).
  package var bodyEnd: Int
  /// The members declared directly in the body.
  package var members: [SwiftMemberDeclaration] = []
  /// The enclosing type's name, for a nested type.
  package var enclosingName: String?
  /// The names of the enclosing types, outermost first (an extension's as written: `A.B`).
  package var enclosingPath: [String] = []
  /// The name as written after the keyword (`Outer.Inner` for a dotted extension).
  package var writtenName = ""
  /// Whether it declares generic parameters (`class Box<Value>`).
  package var isGeneric = false
  /// Whether it is declared inside a function or closure body (a local type).
  package var isLocal = false
  /// The `#if` conditions it is compiled under, outermost first (see ``SwiftConditions``).
  package var conditions: [String] = []
  /// 1-based line of the keyword.
  package var line: Int

  /// The name that reaches it from the file's top level (`Outer.Inner`).
  package var qualifiedName: String {
    (enclosingPath + [keyword == "extension" ? writtenName : name]).joined(separator: ".")
  }

  /// Whether it has the attribute `name` (`objcMembers`).
  package func has(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

/// An attribute (`@objc(save:)`): its name, its argument text and its tokens.
package struct SwiftAttribute {
  /// The name after `@` (`objc`).
  package var name: String
  /// The text between its parentheses, tokens joined (`save:`), or `nil` without any.
  package var argument: String?
  /// The indices of its tokens, `@` to the closing parenthesis.
  package var tokens: ClosedRange<Int>
}

/// A member of a type body: a method, an initializer or a property.
package struct SwiftMemberDeclaration {
  /// What the member is.
  package enum Kind: Equatable {
    /// `func`.
    case method
    /// `init`.
    case initializer
    /// `var` or `let`.
    case property
  }

  /// What it is.
  package var kind: Kind
  /// Its base name (`save`; `init` for an initializer).
  package var name: String
  /// A method's argument labels, `_` for none.
  package var labels: [String] = []
  /// Its attributes.
  package var attributes: [SwiftAttribute]
  /// Its modifiers (`private`, `static`, `weak`, `dynamic`…), with their token indices.
  package var modifiers: [(name: String, token: Int)]
  /// Whether a property can be written (`var` stored or with a setter).
  package var isSettable = false
  /// Whether a method throws.
  package var isThrowing = false
  /// Whether a method is `async`.
  package var isAsync = false
  /// 1-based line of its keyword.
  package var line: Int
  /// The index of its keyword's token (`func`, `init`, `var`, `let`).
  package var keywordToken = 0
  /// The `#if` conditions it is compiled under, outermost first (see ``SwiftConditions``).
  package var conditions: [String] = []
  /// Its tokens: from its first attribute or modifier to the end of its body, when it has one.
  package var tokens: ClosedRange<Int>?

  /// Whether it has the attribute `name`.
  package func has(_ name: String) -> Bool { attributes.contains { $0.name == name } }

  /// Whether it has the modifier `name`.
  package func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

  /// Whether only its own file sees it.
  package var isFilePrivate: Bool { hasModifier("private") || hasModifier("fileprivate") }

  /// Whether it belongs to the type rather than to instances.
  package var isTypeMember: Bool { hasModifier("static") || hasModifier("class") }

  /// Its Swift name with argument labels (`save(_:)`, `title` for a property).
  package var swiftName: String {
    kind == .property ? name : "\(name)(\(labels.map { "\($0):" }.joined()))"
  }

  /// Whether it is one of the attributes Objective-C exposes by name.
  package var isExposed: Bool {
    ["objc", "IBOutlet", "IBAction", "IBSegueAction", "IBInspectable"].contains { has($0) }
  }

  /// The selector Swift's `@objc` naming gives a method, or a property's name (`@objc(name)`
  /// honoured).
  package var selector: ObjectiveCSelector {
    if let custom = attributes.first(where: { $0.name == "objc" })?.argument, !custom.isEmpty {
      return ObjectiveCSelector(name: custom)
    }
    switch kind {
    case .property: return ObjectiveCSelector(name: name)
    case .method, .initializer:
      let swiftName = "\(name)(\(labels.map { "\($0):" }.joined()))"
      if let requirement = ObjectiveCSelector.protocolRequirements[swiftName] {
        return ObjectiveCSelector(name: requirement)
      }
      return ObjectiveCSelector(baseName: name, labels: labels)
    }
  }
}
