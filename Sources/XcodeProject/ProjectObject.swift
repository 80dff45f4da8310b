/// One object of a project file's `objects` dictionary (`isa = PBXNativeTarget; …`), read
/// with errors that name the object, the key and the line.
struct ProjectObject {
  /// Its identifier, the key it is stored under.
  let id: String
  /// Its class: `PBXNativeTarget`, `PBXFileReference`…
  let isa: String
  /// Its fields.
  let fields: [String: PropertyListNode]
  /// The line its dictionary starts on.
  let line: Int
  /// The project file, named in errors.
  let path: String

  /// How errors name it: `the PBXNativeTarget 'App'`, or its identifier without a name.
  var label: String {
    let name = fields["name"]?.string ?? fields["path"]?.string
    return "the \(isa) " + (name.map { "'\($0)'" } ?? id)
  }

  /// The string at `key`, or `nil` when there is none.
  /// - Throws: ``XcodeProjectError/Reason/wrongValue(key:owner:expected:found:)`` for
  ///   another kind of value.
  func string(_ key: String) throws(XcodeProjectError) -> String? {
    guard let node = fields[key] else { return nil }
    guard let string = node.string else { throw wrong(key, node, expected: "a string") }
    return string
  }

  /// The strings of the array at `key` (empty when there is none), with their lines.
  func strings(_ key: String) throws(XcodeProjectError) -> [(value: String, line: Int)] {
    guard let node = fields[key] else { return [] }
    guard let elements = node.array else { throw wrong(key, node, expected: "an array") }
    var result: [(value: String, line: Int)] = []
    for element in elements {
      guard let string = element.string else {
        throw wrong(key, element, expected: "an array of strings")
      }
      result.append((string, element.line))
    }
    return result
  }

  /// The dictionary at `key`, or `nil` when there is none.
  func dictionary(_ key: String) throws(XcodeProjectError) -> [String: PropertyListNode]? {
    guard let node = fields[key] else { return nil }
    guard let entries = node.dictionary else { throw wrong(key, node, expected: "a dictionary") }
    return entries
  }

  /// The error of a value of the wrong kind at `key`.
  func wrong(_ key: String, _ node: PropertyListNode, expected: String) -> XcodeProjectError {
    XcodeProjectError(
      path: path, line: node.line,
      reason: .wrongValue(key: key, owner: label, expected: expected, found: node.kindDescription))
  }
}

/// The `objects` of a project file, looked up by identifier.
struct ProjectObjects {
  let objects: [String: PropertyListNode]
  let path: String

  /// The object `id`, which `owner` names in `key` on `line`, when its class is one of
  /// `classes` (any class when empty); `nil` for an object of another class.
  /// - Throws: ``XcodeProjectError/Reason/missingObject(id:key:owner:)`` when no object has
  ///   the identifier, ``XcodeProjectError/Reason/wrongValue(key:owner:expected:found:)`` when
  ///   it is not a dictionary with an `isa`.
  func object(
    _ id: String, namedIn key: String, by owner: String, line: Int, classes: Set<String> = []
  ) throws(XcodeProjectError) -> ProjectObject? {
    guard let node = objects[id] else {
      throw XcodeProjectError(
        path: path, line: line, reason: .missingObject(id: id, key: key, owner: owner))
    }
    let object = try Self.object(id, node, path: path)
    guard classes.isEmpty || classes.contains(object.isa) else { return nil }
    return object
  }

  /// `node` read as the object `id`.
  static func object(_ id: String, _ node: PropertyListNode, path: String)
    throws(XcodeProjectError) -> ProjectObject
  {
    guard let fields = node.dictionary else {
      throw XcodeProjectError(
        path: path, line: node.line,
        reason: .wrongValue(
          key: id, owner: "'objects'", expected: "a dictionary", found: node.kindDescription))
    }
    guard let isa = fields["isa"]?.string else {
      throw XcodeProjectError(
        path: path, line: node.line,
        reason: .wrongValue(
          key: "isa", owner: "the object \(id)", expected: "a class name",
          found: fields["isa"]?.kindDescription ?? "missing"))
    }
    return ProjectObject(id: id, isa: isa, fields: fields, line: node.line, path: path)
  }

  /// The objects `owner` names in its array `key`, of one of `classes` (any when empty).
  func objects(_ key: String, of owner: ProjectObject, classes: Set<String> = [])
    throws(XcodeProjectError) -> [ProjectObject]
  {
    var result: [ProjectObject] = []
    for (id, line) in try owner.strings(key) {
      if let object = try object(id, namedIn: key, by: owner.label, line: line, classes: classes) {
        result.append(object)
      }
    }
    return result
  }

  /// The object `owner` names in its string `key`, or `nil` when it names none.
  func object(_ key: String, of owner: ProjectObject, classes: Set<String> = [])
    throws(XcodeProjectError) -> ProjectObject?
  {
    guard let id = try owner.string(key) else { return nil }
    return try object(
      id, namedIn: key, by: owner.label, line: owner.fields[key]?.line ?? owner.line,
      classes: classes)
  }
}
