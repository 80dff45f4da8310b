import Foundation

/// A `.stringsdict` file: a property list whose entries each hold an
/// `NSStringLocalizedFormatKey` format with `%#@variable@`s and, for each variable, an
/// `NSStringPluralRuleType` dictionary of forms by plural category (`zero`, `one`, `two`,
/// `few`, `many`, `other`).
enum StringsDictionary {
  /// The plural formats of the file at `path`, for `language`'s rules.
  /// - Throws: ``StringsFileError`` when the file is not a property list or an entry is not
  ///   shaped as Apple documents.
  static func plurals(atPath path: String, language: String) throws(StringsFileError)
    -> [String: PluralFormat]
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StringsFileError(path: path, line: 0, column: 0, reason: .unreadable)
    }
    let plist: Any
    do {
      plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw StringsFileError(
        path: path, line: 1, column: 1,
        reason: .badStructure(
          "the .stringsdict is not a property list", fix: "Save it as an XML property list."))
    }
    guard let entries = plist as? [String: Any] else {
      throw Self.structure(
        path, "the .stringsdict's root is not a dictionary of entries",
        fix: "Make each key's entry a <dict> in the root <dict>.")
    }
    var plurals: [String: PluralFormat] = [:]
    for (key, value) in entries {
      guard let entry = value as? [String: Any],
        let format = entry["NSStringLocalizedFormatKey"] as? String
      else {
        throw Self.structure(
          path, "the entry \"\(key)\" has no NSStringLocalizedFormatKey string",
          fix: "Add one, such as %#@count@.")
      }
      var forms: [String: [String: String]] = [:]
      for (name, rule) in entry where name != "NSStringLocalizedFormatKey" {
        guard let rule = rule as? [String: Any] else { continue }
        forms[name] = rule.compactMapValues { $0 as? String }
          .filter {
            $0.key != "NSStringFormatSpecTypeKey" && $0.key != "NSStringFormatValueTypeKey"
          }
      }
      plurals[key] = PluralFormat(
        kind: .variables(format: format, forms: forms), language: language)
    }
    return plurals
  }

  private static func structure(_ path: String, _ detail: String, fix: String)
    -> StringsFileError
  {
    StringsFileError(path: path, line: 1, column: 1, reason: .badStructure(detail, fix: fix))
  }
}
