/// A value of a YAML document as XcodeGen's `project.yml` writes one, and its line.
package struct YAMLNode: Sendable, Equatable {
  /// A scalar (its text, quotes and escapes resolved), a sequence or a mapping (in order).
  package enum Value: Sendable, Equatable {
    case scalar(String)
    case sequence([YAMLNode])
    case mapping([Entry])
    /// An empty value (`key:` with nothing under it, `~`, `null`).
    case null
  }

  /// One key and its value.
  package struct Entry: Sendable, Equatable {
    package var key: String
    package var value: YAMLNode
  }

  package var value: Value
  /// The 1-based line it starts on.
  package var line: Int

  /// The scalar's text, or `nil` for another kind of value.
  package var scalar: String? {
    if case .scalar(let text) = value { return text }
    return nil
  }

  /// The elements: a sequence's, or a scalar or mapping as one element; none for null.
  package var elements: [YAMLNode] {
    switch value {
    case .sequence(let elements): elements
    case .null: []
    default: [self]
    }
  }

  /// The mapping's entries, or `nil` for another kind of value.
  package var entries: [Entry]? {
    if case .mapping(let entries) = value { return entries }
    return nil
  }

  /// The value at `key` of a mapping.
  package subscript(key: String) -> YAMLNode? {
    entries?.last { $0.key == key }?.value
  }

  /// What the value is, as an error names it.
  package var kindDescription: String {
    switch value {
    case .scalar: "a scalar"
    case .sequence: "a sequence"
    case .mapping: "a mapping"
    case .null: "empty"
    }
  }
}
