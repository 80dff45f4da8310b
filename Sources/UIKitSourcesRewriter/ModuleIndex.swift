/// What the rewrite knows of a whole module: every file's scan, each class's superclass and
/// the members its body and extensions declare.
struct ModuleIndex {
  /// Each file's path and scan.
  let files: [(path: String, scan: SwiftFileScan)]
  /// The module's class names and their superclass (the first inherited name, if a class).
  private(set) var superclass: [String: String?] = [:]
  /// The names of the module's protocols.
  private(set) var protocols: Set<String> = []

  init(files: [(path: String, scan: SwiftFileScan)]) {
    self.files = files
    for (_, scan) in files {
      for type in scan.types {
        if type.keyword == "class" { superclass[type.name] = type.inherited.first }
        if type.keyword == "protocol" { protocols.insert(type.name) }
      }
    }
    // A first inherited name that is a protocol is no superclass.
    for (name, parent) in superclass {
      if let parent, protocols.contains(parent) { superclass[name] = .some(nil) }
    }
  }

  /// Whether a class of the module named `name` overrides a table it inherits: its chain of
  /// superclasses reaches a runtime class (through module classes, each with a table).
  ///
  /// `false` for a root of tables: a class with no superclass or an `NSObject` subclass.
  /// `nil` when its ancestry leaves the module elsewhere (a class of another library).
  func inheritsTable(_ name: String) -> Bool? {
    var seen: Set<String> = [name]
    var current = name
    var throughModuleClass = false
    while let parent = superclass[current] {
      // A module superclass with a table of its own is overridden too.
      guard let parent, parent != "NSObject" else { return throughModuleClass }
      if RuntimeClasses.withMemberTable.contains(parent) { return true }
      guard superclass[parent] != nil, seen.insert(parent).inserted else { return nil }
      throughModuleClass = true
      current = parent
    }
    return nil
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
              path: entry.path, line: entry.scan.tokens[range.lowerBound].line, text: edit.body()))
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
