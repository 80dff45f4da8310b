import Foundation
import StoryboardRuntime

/// Localized strings as iOS finds them: `NSLocalizedString`, `Bundle.localizedString(forKey:
/// value:table:)`, `String(localized:)` and `String.localizedStringWithFormat` read the
/// bundle's `.strings`, `.stringsdict` and `.xcstrings` files in the language
/// ``Localization`` chooses, where Foundation on Linux reads `.strings` in a fixed language,
/// crashes on a `.stringsdict` and has no `String(localized:)`.
///
/// `UIKitSourcesPlugin` rewrites a team's calls into these: `NSLocalizedString(` names the
/// app whose resources are its main bundle (`mainModule`), `.localizedString(forKey:` becomes
/// `Bundle.localizedResourceString(forKey:value:table:)`, and `String(format:`
/// and `String.localizedStringWithFormat(` become ``string(format:_:)`` and
/// ``localizedStringWithFormat(_:_:)``, which fill in `.stringsdict` plurals.
public enum LocalizedStrings {
  /// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)` where the main bundle is
  /// the resources of `mainModule` (the app, or the app hosting a test target; `nil`: the app
  /// launched as the tests' host, if any).
  public static func string(
    mainModule: String?, _ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main,
    value: String = "", comment: String
  ) -> String {
    guard let path = resourcePath(of: bundle, mainModule: mainModule) else {
      return value.isEmpty ? key : value
    }
    return Localization.string(forKey: key, value: value, table: tableName, inBundleAt: path)
  }

  /// `String(format:…)`: a plural format a lookup returned picks its forms by the numbers.
  public static func string(format: String, _ arguments: CVarArg...) -> String {
    Localization.format(format, arguments)
  }

  /// `String(format:arguments:)`.
  public static func string(format: String, arguments: [CVarArg]) -> String {
    Localization.format(format, arguments)
  }

  /// `String(format:locale:…)`.
  public static func string(format: String, locale: Locale?, _ arguments: CVarArg...) -> String {
    Localization.format(format, arguments)
  }

  /// `String(format:locale:arguments:)`.
  public static func string(format: String, locale: Locale?, arguments: [CVarArg]) -> String {
    Localization.format(format, arguments)
  }

  /// `String.localizedStringWithFormat(…)`.
  public static func localizedStringWithFormat(_ format: String, _ arguments: CVarArg...)
    -> String
  {
    Localization.format(format, arguments)
  }

  /// The folder whose localizations `bundle` reads: its resources, or for the main bundle
  /// (the executable's folder on Linux) those of `mainModule`'s target or of the launched
  /// host app; `nil` when there are none.
  static func resourcePath(of bundle: Bundle, mainModule: String?) -> String? {
    guard ResourceBundleLocation.isExecutableFolder(bundle) else {
      return bundle.resourcePath ?? bundle.bundlePath
    }
    let module = mainModule ?? HostApplication.launchedAppModule
    return module.flatMap(ResourceBundleLocation.path(ofModule:))
  }
}

extension Bundle {
  /// `localizedString(forKey:value:table:)` read as iOS does (see ``LocalizedStrings``): the
  /// build step rewrites calls into this.
  public func localizedResourceString(forKey key: String, value: String?, table tableName: String?)
    -> String
  {
    guard let path = LocalizedStrings.resourcePath(of: self, mainModule: nil) else {
      return value.flatMap { $0.isEmpty ? nil : $0 } ?? key
    }
    return Localization.string(forKey: key, value: value, table: tableName, inBundleAt: path)
  }
}
