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

  /// The value as key-value coding passes it: a `String`, a `Double`, a `Bool`, `nil` for
  /// `null` (an optional `Any` holding nothing); compound values have none (`nil`).
  var plainValue: Any?? {
    switch self {
    case .string(let string): return .some(string)
    case .number(let number): return .some(number)
    case .boolean(let boolean): return .some(boolean)
    case .null: return .some(nil)
    case .compound: return nil
    }
  }

  /// The string, if this is a string value.
  public var stringValue: String? {
    if case .string(let string) = self { return string }
    return nil
  }
}
