/// A user-defined runtime attribute of a controller (`<userDefinedRuntimeAttribute>`), applied
/// after `init(coder:)` and before `awakeFromNib()` (SB-8).
public struct RuntimeAttribute: Sendable, Equatable {
  /// The key path the value is set for (`storyboardName`, `layer.cornerRadius`…).
  public var keyPath: String
  /// The declared type as written in the file (`string`, `number`, `boolean`, `nil`, `color`…).
  public var type: String
  /// The value.
  public var value: RuntimeAttributeValue
  /// The `value` XML attribute exactly as written, or `nil` when the value is not stored in it.
  public var rawValue: String?

  /// Creates an attribute.
  /// - Parameters:
  ///   - keyPath: The key path the value is set for.
  ///   - type: The declared type, as written in the file (`string`, `number`…).
  ///   - value: The value.
  ///   - rawValue: The text of the `value` XML attribute; by default derived from `value`.
  public init(
    keyPath: String, type: String, value: RuntimeAttributeValue, rawValue: String?? = .none
  ) {
    self.keyPath = keyPath
    self.type = type
    self.value = value
    self.rawValue = rawValue ?? value.rawValue
  }

  /// A `string` attribute.
  public static func string(_ keyPath: String, _ value: String) -> RuntimeAttribute {
    RuntimeAttribute(keyPath: keyPath, type: "string", value: .string(value))
  }

  /// A `number` attribute.
  public static func number(_ keyPath: String, _ value: Double) -> RuntimeAttribute {
    RuntimeAttribute(keyPath: keyPath, type: "number", value: .number(value))
  }

  /// A `boolean` attribute.
  public static func boolean(_ keyPath: String, _ value: Bool) -> RuntimeAttribute {
    RuntimeAttribute(keyPath: keyPath, type: "boolean", value: .boolean(value))
  }
}

/// The value of a runtime attribute.
public enum RuntimeAttributeValue: Sendable, Equatable {
  /// A `string` or `localizedString`.
  case string(String)
  /// A `number` (integers and reals alike).
  case number(Double)
  /// A `boolean`.
  case boolean(Bool)
  /// `nil`.
  case null
  /// A value stored in a child element (a color, rect, point, size, range, image…), with that
  /// element's tag and attributes.
  case compound(element: String, attributes: [String: String])

  /// The value as written in the file's `value` attribute, or `nil` for `null` and compound
  /// values.
  public var rawValue: String? {
    switch self {
    case .string(let string): return string
    case .number(let number):
      return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
    case .boolean(let boolean): return boolean ? "YES" : "NO"
    case .null, .compound: return nil
    }
  }

  /// The string, if this is a string value.
  public var stringValue: String? {
    if case .string(let string) = self { return string }
    return nil
  }
}
