/// One value of an old-style (OpenStep) property list, as `project.pbxproj` is written, and
/// the line it starts on.
package struct PropertyListNode: Sendable, Equatable {
  /// A value: the format has strings, data, arrays and dictionaries, and nothing else (a
  /// number is a string until its reader says otherwise).
  package enum Value: Sendable, Equatable {
    case string(String)
    case data([UInt8])
    case array([PropertyListNode])
    case dictionary([String: PropertyListNode])
  }

  /// The value.
  package var value: Value
  /// The 1-based line its first character is on.
  package var line: Int

  package init(_ value: Value, line: Int) {
    self.value = value
    self.line = line
  }

  /// The string, or `nil` for another kind of value.
  package var string: String? {
    if case .string(let string) = value { return string }
    return nil
  }

  /// The elements, or `nil` for another kind of value.
  package var array: [PropertyListNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The entries, or `nil` for another kind of value.
  package var dictionary: [String: PropertyListNode]? {
    if case .dictionary(let entries) = value { return entries }
    return nil
  }

  /// What the value is, as an error names it: "a string", "an array"…
  package var kindDescription: String {
    switch value {
    case .string: "a string"
    case .data: "data"
    case .array: "an array"
    case .dictionary: "a dictionary"
    }
  }
}
