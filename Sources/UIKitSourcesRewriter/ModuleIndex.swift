/// How a class's by-name table stands.
enum TableKind {
  /// It has none: nothing finds its members by name.
  case none
  /// It declares the first table of its chain (``ObjectiveCMembers`` in the runtime).
  case root
  /// It overrides the table its superclass declares.
  case override
}

/// What the rewrite knows of a whole module: every file's scan, each class's superclass and
/// the members its body and extensions declare.
struct ModuleIndex {
  /// Each file's path and scan.
  let files: [(path: String, scan: SwiftFileScan)]
  /// The module's class names and their superclass (the first inherited name, if a class).
  private(set) var superclass: [String: String?] = [:]
  /// The names of the module's protocols.
  private(set) var protocols: Set<String> = []
  /// The optional requirements of the module's protocols, by protocol: Swift name to selector.
  private(set) var optionalRequirements: [String: [String: String]] = [:]
  /// Whether a type of the module declares a `localizedString(forKey:…)` of its own, which
  /// calls of that name may mean: they are then not sent to the localized reader.
  private(set) var declaresLocalizedStringLookup = false

  init(files: [(path: String, scan: SwiftFileScan)]) {
    self.files = files
    for (_, scan) in files {
      for type in scan.types {
        if type.keyword == "class" { superclass[type.name] = type.inherited.first }
        if type.members.contains(where: { $0.swiftName.hasPrefix("localizedString(forKey:") }) {
          declaresLocalizedStringLookup = true
        }
        if type.keyword == "protocol" {
          protocols.insert(type.name)
          for member in type.members where member.hasModifier("optional") {
            optionalRequirements[type.name, default: [:]][member.swiftName] = member.selector.name
          }
        }
      }
    }
    // A first inherited name that is a protocol is no superclass.
    for (name, parent) in superclass {
      if let parent, protocols.contains(parent) { superclass[name] = .some(nil) }
    }
  }

  /// How the class `name`'s by-name table stands (see ``TableKind``).
  ///
  /// A class needs a table of its own when it declares exposed members (`@objc`, `@IBOutlet`,
  /// `@IBAction`, `@IBSegueAction`, `@IBInspectable`, `@objcMembers`), implements an optional
  /// requirement of one of the module's `@objc` protocols, or descends from `NSObject`; it
  /// overrides one when its superclass is a runtime class or a module class with a table.
  /// A class that needs none gets none, so that a plain Swift class (`final class Checker:
  /// Checking`) compiles as written, in a file that imports nothing.
  func tableKind(of name: String) -> TableKind {
    // The chain of module classes from `name` up, bounded by what was seen (a cycle is the
    // compiler's error, not a loop here).
    var chain: [String] = []
    var seen: Set<String> = []
    var current: String? = name
    var top: String?
    while let cursor = current, seen.insert(cursor).inserted, superclass[cursor] != nil {
      chain.append(cursor)
      top = superclass[cursor] ?? nil
      current = top
    }
    // From the top of the chain down: whether the class there has a table.
    var parentHasTable = top.map { RuntimeClasses.withMemberTable.contains($0) } ?? false
    let reachesObject = top == "NSObject" || parentHasTable
    var kind = TableKind.none
    for cursor in chain.reversed() {
      if parentHasTable {
        kind = .override
      } else if reachesObject || declaresExposedMembers(cursor) {
        kind = .root
      } else {
        kind = .none
      }
      parentHasTable = kind != .none
    }
    return kind
  }

  /// Whether the class `name` declares a member Objective-C would find by name, in its body
  /// or its extensions, in any file.
  private func declaresExposedMembers(_ name: String) -> Bool {
    let witnesses = optionalWitnesses(of: name)
    for (_, scan) in files {
      for type in scan.types where type.name == name {
        if type.has("objcMembers") { return true }
        if type.members.contains(where: { $0.isExposed || witnesses[$0.swiftName] != nil }) {
          return true
        }
      }
    }
    return false
  }

  /// The names an app delegate adopts UIKit's protocol by.
  private static let applicationDelegateNames: Set<String> = [
    "UIApplicationDelegate", "ApplicationDelegate",
  ]

  /// The optional requirements of the module's `@objc` protocols that the class `name`
  /// adopts (in its declaration or an extension), by Swift name (`didTap(_:)`), with their
  /// selectors: its members of those names are listed in its table, as iOS exposes the
  /// witnesses of an `@objc` protocol; an app delegate's `window` too.
  func optionalWitnesses(of name: String) -> [String: String] {
    var adopted: Set<String> = []
    var result: [String: String] = [:]
    for (_, scan) in files {
      for type in scan.types where type.name == name {
        adopted.formUnion(type.inherited.filter { optionalRequirements[$0] != nil })
        // UIKit's `optional var window: UIWindow? { get set }`, which the launch sets when
        // the Info.plist names a main storyboard.
        if type.inherited.contains(where: Self.applicationDelegateNames.contains) {
          result["window"] = "window"
        }
      }
    }
    for protocolName in adopted {
      result.merge(optionalRequirements[protocolName] ?? [:]) { first, _ in first }
    }
    return result
  }

  /// The module superclass of class `name`, if it has one.
  func superclassName(of name: String) -> String? { superclass[name] ?? nil }

  /// Whether the class `name` descends from one of `ancestors` through the module.
  func descends(_ name: String, fromAny ancestors: Set<String>) -> Bool {
    ancestors.contains { descends(name, from: $0) }
  }

  /// Whether the class `name` descends from `ancestor` (`XCTestCase`) through the module.
  func descends(_ name: String, from ancestor: String) -> Bool {
    var seen: Set<String> = []
    var current: String? = name
    while let name = current, seen.insert(name).inserted {
      guard let parent = superclass[name] ?? nil else { return false }
      if parent == ancestor { return true }
      current = parent
    }
    return false
  }

  /// The members of type `name` declared in any file (its body and its extensions), each with
  /// the index of its file; those only their own file sees are left out for other files.
  func members(of name: String, seenFrom file: Int) -> [SwiftMemberDeclaration] {
    var result: [SwiftMemberDeclaration] = []
    for (index, entry) in files.enumerated() {
      for type in entry.scan.types where type.name == name {
        result += type.members.filter { index == file || !$0.isFilePrivate }
      }
    }
    return result
  }

  /// The qualified name of the top-level or nested, non-generic, non-local class whose Swift
  /// name or `@objc(name)` is `name`, when one class of the module has it.
  func classNamed(_ name: String) -> String? {
    let matches = files.flatMap { entry in
      entry.scan.types.filter { type in
        type.keyword == "class" && !type.isGeneric && !type.isLocal
          && !type.modifiers.contains("private") && !type.modifiers.contains("fileprivate")
          && (type.name == name
            || type.attributes.contains { $0.name == "objc" && $0.argument == name })
      }
    }
    return matches.count == 1 ? matches[0].qualifiedName : nil
  }

  /// Whether the class `name` or a module superclass of it is declared `@MainActor`.
  func isMainActor(_ name: String) -> Bool {
    var seen: Set<String> = []
    var current: String? = name
    while let cursor = current, seen.insert(cursor).inserted {
      if attributes(of: cursor).contains("MainActor") { return true }
      current = superclass[cursor] ?? nil
    }
    return false
  }

  /// The names of every type the module declares.
  var declaredTypeNames: Set<String> {
    Set(files.flatMap { $0.scan.types.filter { $0.keyword != "extension" }.map(\.name) })
  }

  /// ``members(of:seenFrom:)`` with the path of the file each is declared in.
  func membersWithPaths(of name: String, seenFrom file: Int) -> [(
    path: String, member: SwiftMemberDeclaration
  )] {
    var result: [(String, SwiftMemberDeclaration)] = []
    for (index, entry) in files.enumerated() {
      for type in entry.scan.types where type.name == name {
        result += type.members.filter { index == file || !$0.isFilePrivate }.map {
          (entry.path, $0)
        }
      }
    }
    return result
  }

  /// The attributes of every declaration of the type `name` and of its extensions.
  func attributes(of name: String) -> [String] {
    files.flatMap { $0.scan.types.filter { $0.name == name }.flatMap { $0.attributes.map(\.name) } }
  }

  /// The methods named `baseName` across the module, with their owning types.
  func methods(named baseName: String) -> [(owner: String, member: SwiftMemberDeclaration)] {
    files.flatMap { entry in
      entry.scan.types.flatMap { type in
        type.members.filter { $0.kind != .property && $0.name == baseName }.map { (type.name, $0) }
      }
    }
  }

  /// An `override` declared in an extension of a module class, which Swift accepts only for
  /// `@objc` members: it moves into the class's body.
  struct MovedMember {
    /// The file and line it was written at.
    let path: String
    let line: Int
    /// Its text, rewritten as the rest of its file is.
    let text: String
    /// The `#if` conditions it was written under.
    let conditions: [String]
  }

  /// The overrides declared in extensions, by class, and the token ranges to blank, by file.
  func overridesInExtensions() -> (
    byClass: [String: [MovedMember]], blanked: [Int: [ClosedRange<Int>]]
  ) {
    var byClass: [String: [MovedMember]] = [:]
    var blanked: [Int: [ClosedRange<Int>]] = [:]
    for (number, entry) in files.enumerated() {
      let text = Array(entry.scan.text.utf8)
      for type in entry.scan.types where type.keyword == "extension" && superclass[type.name] != nil
      {
        for member in type.members where member.hasModifier("override") {
          guard let range = member.tokens else { continue }
          let bytes =
            entry.scan.tokens[range.lowerBound].bytes
            .lowerBound..<entry.scan.tokens[
              range.upperBound
            ].bytes.upperBound
          let snippet = String(decoding: text[bytes], as: UTF8.self)
          var edit = FileEdit(
            path: entry.path, text: snippet, scan: SwiftFileScan(snippet), index: self,
            fileNumber: -1)
          edit.run()
          byClass[type.name, default: []].append(
            MovedMember(
              path: entry.path, line: entry.scan.tokens[range.lowerBound].line, text: edit.body(),
              conditions: member.conditions))
          blanked[number, default: []].append(range)
        }
      }
    }
    return (byClass, blanked)
  }
}

extension ModuleIndex {
  /// Whether the runtime can make the class `name` by name with `init()`: a top-level,
  /// non-generic, non-private class of the module whose chain of module classes ends at
  /// `NSObject`, `UIResponder` (an app delegate) or no superclass and makes `init()` available (no class on the way
  /// declares designated initializers without declaring `init()`).
  func isInitializableByName(_ name: String) -> Bool {
    var seen: Set<String> = []
    var current = name
    while seen.insert(current).inserted {
      guard let (type, scan) = classDeclaration(named: current),
        type.enclosingName == nil,
        !type.modifiers.contains("private"), !type.modifiers.contains("fileprivate"),
        !isGeneric(type, in: scan)
      else { return false }
      let designated = members(of: current, seenFrom: -1).filter {
        $0.kind == .initializer && !$0.hasModifier("convenience")
      }
      if !designated.isEmpty, !designated.contains(where: { $0.labels.isEmpty }) { return false }
      guard let parent = superclass[current] ?? nil, parent != "NSObject" else { return true }
      // A responder (an app delegate) is made with `init()` too.
      if RuntimeClasses.responders.contains(parent) { return true }
      guard superclass[parent] != nil else { return false }
      current = parent
    }
    return false
  }

  /// Whether a module superclass of `name`, near or far, is made by name
  /// (``isInitializableByName(_:)``): its `makeInstance()` is then overridden.
  func inheritsInitializer(_ name: String) -> Bool {
    var seen: Set<String> = [name]
    var current = name
    while let parent = superclass[current] ?? nil, superclass[parent] != nil,
      seen.insert(parent).inserted
    {
      if isInitializableByName(parent) { return true }
      current = parent
    }
    return false
  }

  /// The declaration of the module class `name` and the scan of its file.
  private func classDeclaration(named name: String) -> (SwiftTypeDeclaration, SwiftFileScan)? {
    for (_, scan) in files {
      if let type = scan.types.first(where: { $0.keyword == "class" && $0.name == name }) {
        return (type, scan)
      }
    }
    return nil
  }

  /// Whether `type` declares generic parameters (`class Box<Value>`).
  private func isGeneric(_ type: SwiftTypeDeclaration, in scan: SwiftFileScan) -> Bool {
    let tokens = scan.tokens
    guard
      let name = (0..<type.bodyStart).last(where: {
        tokens[$0].identifier == type.name && $0 > 0 && tokens[$0 - 1].identifier == "class"
      })
    else { return false }
    return name + 1 < tokens.count && tokens[name + 1].isPunctuation("<")
  }
}
