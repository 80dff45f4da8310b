import Foundation
import StoryboardRuntime

extension String {
  /// `String(localized:)`'s key and value, as Foundation declares it on iOS (Foundation on
  /// Linux has neither): a literal is its own key; an interpolation's values become format
  /// specifiers of the key (`"\(count) items"` is `%lld items`) and are filled into the
  /// localized text.
  public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation {
    /// The key: the literal text with `%` specifiers for the interpolated values.
    let key: String
    /// The interpolated values, as format arguments.
    let arguments: [CVarArg]

    /// A value whose key is `value`.
    public init(_ value: String) {
      key = value
      arguments = []
    }

    /// A literal: its own key.
    public init(stringLiteral value: String) { self.init(value) }

    /// An interpolation: its text with specifiers, and its values.
    public init(stringInterpolation: StringInterpolation) {
      key = stringInterpolation.key
      arguments = stringInterpolation.arguments
    }

    /// Equal when the keys and the arguments' descriptions are.
    public static func == (a: Self, b: Self) -> Bool {
      a.key == b.key && a.arguments.map { "\($0)" } == b.arguments.map { "\($0)" }
    }

    /// Builds a key: literal text (`%` doubled), and a specifier per value by its type.
    public struct StringInterpolation: StringInterpolationProtocol {
      var key = ""
      var arguments: [CVarArg] = []

      /// Room for the text.
      public init(literalCapacity: Int, interpolationCount: Int) {
        key.reserveCapacity(literalCapacity + interpolationCount * 4)
      }

      /// Literal text.
      public mutating func appendLiteral(_ literal: String) {
        key += literal.replacingOccurrences(of: "%", with: "%%")
      }

      /// A string: `%@`.
      public mutating func appendInterpolation(_ string: String) {
        key += "%@"
        arguments.append(NSString(string: string))
      }

      /// An object: `%@`, its description.
      public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject) {
        key += "%@"
        arguments.append(NSString(string: subject.description))
      }

      /// A signed integer: `%lld` (`%d` for `Int32`).
      public mutating func appendInterpolation<T: SignedInteger & CVarArg>(_ value: T) {
        appendInterpolation(value, specifier: T.self == Int32.self ? "%d" : "%lld")
      }

      /// An unsigned integer: `%llu` (`%u` for `UInt32`).
      public mutating func appendInterpolation<T: UnsignedInteger & CVarArg>(_ value: T) {
        appendInterpolation(value, specifier: T.self == UInt32.self ? "%u" : "%llu")
      }

      /// A `Double`: `%lf`.
      public mutating func appendInterpolation(_ value: Double) {
        appendInterpolation(value, specifier: "%lf")
      }

      /// A `Float`: `%f`.
      public mutating func appendInterpolation(_ value: Float) {
        appendInterpolation(value, specifier: "%f")
      }

      /// A value with the specifier `specifier` (`"%.2f"`).
      public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        key += specifier
        arguments.append(value)
      }
    }
  }

  /// The localized text for `keyAndValue` in `bundle` (`nil`: the main bundle — the launched
  /// host app's resources, else those of the calling module's target), in the language
  /// ``Localization`` chooses, with its interpolated values filled in.
  public init(
    localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil, fileID: String = #fileID
  ) {
    self = Self.localized(
      key: keyAndValue.key, defaultValue: keyAndValue, table: table, bundle: bundle,
      fileID: fileID)
  }

  /// The localized text for `key`, `defaultValue` when the table has no such key.
  public init(
    localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil,
    fileID: String = #fileID
  ) {
    self = Self.localized(
      key: "\(key)", defaultValue: defaultValue, table: table, bundle: bundle, fileID: fileID)
  }

  private static func localized(
    key: String, defaultValue: LocalizationValue, table: String?, bundle: Bundle?,
    fileID: String
  ) -> String {
    let caller = fileID.split(separator: "/").first.map(String.init)
    let mainModule = HostApplication.launchedAppModule ?? caller
    let text =
      LocalizedStrings.resourcePath(of: bundle ?? .main, mainModule: mainModule).map {
        Localization.string(forKey: key, value: defaultValue.key, table: table, inBundleAt: $0)
      } ?? defaultValue.key
    return defaultValue.arguments.isEmpty ? text : Localization.format(text, defaultValue.arguments)
  }
}
