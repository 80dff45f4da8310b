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
