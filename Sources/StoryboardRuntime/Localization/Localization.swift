import Foundation
import Synchronization

/// The languages an app runs in, as a device's Language & Region settings choose them, and
/// the localized strings of its bundles: what `NSLocalizedString`, `String(localized:)` and a
/// storyboard's `.strings` localizations read (Foundation on Linux neither follows a chosen
/// language nor reads `.stringsdict` files).
///
/// ```swift
/// Localization.preferredLanguages = ["fr"]   // as a device set to French
/// XCTAssertEqual(NSLocalizedString("greeting", comment: ""), "Bonjour")
/// ```
///
/// A bundle's language is the first preferred language it is localized in (`fr-CA` matches
/// `fr.lproj`), else its development region, as iOS chooses.
public enum Localization {
  /// The preferred languages, most preferred first. By default, as on a device: the
  /// `AppleLanguages` user default (which code sets with `UserDefaults.standard.set(["fr"],
  /// forKey: "AppleLanguages")`), else the `-AppleLanguages (fr)` launch argument Xcode's
  /// scheme passes for its App Language, else the `APPLE_LANGUAGES` environment variable
  /// (`fr,en`: a whole `swift test` run in French), else English, the simulator's default —
  /// read once, as an app reads them at launch.
  /// Setting it chooses them for everything localized from then on; setting `[]` restores
  /// the default.
  public static var preferredLanguages: [String] {
    get { chosen.withLock { $0 } ?? launchLanguages }
    set { chosen.withLock { $0 = newValue.isEmpty ? nil : newValue } }
  }

  private static let chosen = Mutex<[String]?>(nil)

  /// The languages the settings give when first asked, as an app reads them at launch:
  /// changing `AppleLanguages` later takes effect at the next launch, as on iOS.
  private static let launchLanguages = defaultLanguages()

  /// The preferred languages when no test chose them.
  private static func defaultLanguages() -> [String] {
    if let languages = UserDefaults.standard.stringArray(forKey: "AppleLanguages"),
      !languages.isEmpty
    {
      return languages
    }
    let arguments = CommandLine.arguments
    if let flag = arguments.firstIndex(of: "-AppleLanguages"), flag + 1 < arguments.count {
      let list = languageList(arguments[flag + 1])
      if !list.isEmpty { return list }
    }
    if let variable = ProcessInfo.processInfo.environment["APPLE_LANGUAGES"] {
      let list = languageList(variable)
      if !list.isEmpty { return list }
    }
    return ["en"]
  }

  /// The languages of `(fr, "en-GB")` or `fr,en`.
  package static func languageList(_ text: String) -> [String] {
    text.split(whereSeparator: { ",() \"".contains($0) }).map(String.init)
  }

  /// The language the bundle at `bundlePath` is shown in: the first preferred language among
  /// its localizations (exactly, then by language alone: `fr-CA` finds `fr`, `zh-Hans-CN`
  /// finds `zh-Hans`), else its development region, else `en`.
  public static func language(ofBundleAt bundlePath: String) -> String {
    let folders = BundleLocalizations.folders(inBundleAt: bundlePath)
    return bestMatch(among: folders.languages) ?? folders.developmentRegion ?? "en"
  }

  /// The first preferred language `available` holds, or `nil`.
  static func bestMatch(among available: [String]) -> String? {
    func normalized(_ code: String) -> String {
      code.lowercased().replacingOccurrences(of: "_", with: "-")
    }
    let byCode = Dictionary(available.map { (normalized($0), $0) }) { first, _ in first }
    for preferred in preferredLanguages.map(normalized) {
      var candidate = preferred
      while true {
        if let match = byCode[candidate] { return match }
        guard let dash = candidate.lastIndex(of: "-") else { break }
        candidate = String(candidate[..<dash])
      }
    }
    return nil
  }

  /// The string for `key` in the table `table` (`Localizable` when `nil`) of the bundle at
  /// `bundlePath`, in the bundle's language: as `Bundle.localizedString(forKey:value:table:)`
  /// gives it, `value` (or `key` when `value` is empty) when the table has no such key. A
  /// plural entry gives its format, which ``format(_:_:)`` then fills in.
  public static func string(
    forKey key: String, value: String?, table: String?, inBundleAt bundlePath: String
  ) -> String {
    let language = language(ofBundleAt: bundlePath)
    let strings = StringTable.table(table, inBundleAt: bundlePath, language: language)
    if let plural = strings.plurals[key] {
      let text = plural.lookupValue
      pluralFormats.withLock { $0[text] = plural }
      return text
    }
    if let found = strings.strings[key] { return found }
    if let value, !value.isEmpty { return value }
    return key
  }

  /// `format` filled in with `arguments`, as `String(format:)` does; a plural format a lookup
  /// just returned picks its forms by the numbers, as iOS does with a `.stringsdict` entry.
  public static func format(_ format: String, _ arguments: [CVarArg]) -> String {
    if let plural = pluralFormats.withLock({ $0[format] }) { return plural.format(arguments) }
    return String(format: format, arguments: arguments)
  }

  /// The plural formats lookups returned, by the text they returned (iOS carries them inside
  /// the returned string): the latest lookup of a text wins.
  private static let pluralFormats = Mutex<[String: PluralFormat]>([:])
}
