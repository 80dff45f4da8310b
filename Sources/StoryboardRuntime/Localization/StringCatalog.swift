import Foundation

/// A String Catalog (`.xcstrings`): the JSON Xcode writes, with each key's string units by
/// language and plural variations. Xcode compiles it into one `.strings` and `.stringsdict`
/// per language; this reads it as those would be: a key without a unit in the language reads
/// as the key in the source language, and is missing in the others. Substitutions and device
/// variations are not read (the `other` form or the unit stands for them).
struct StringCatalog {
  /// The catalog's source language.
  var sourceLanguage: String
  /// The raw entries by key.
  var entries: [String: [String: Any]]

  /// Reads the catalog at `path`.
  /// - Throws: ``StringsFileError`` when it is not JSON or not shaped as a catalog.
  init(contentsOfFile path: String) throws(StringsFileError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StringsFileError(path: path, line: 0, column: 0, reason: .unreadable)
    }
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw StringsFileError(
        path: path, line: 1, column: 1,
        reason: .badStructure(
          "the String Catalog is not valid JSON (\(error.localizedDescription))",
          fix: "Restore it from version control, or let Xcode write it again."))
    }
    guard let root = json as? [String: Any], let strings = root["strings"] as? [String: Any]
    else {
      throw StringsFileError(
        path: path, line: 1, column: 1,
        reason: .badStructure(
          "the String Catalog has no \"strings\" object", fix: "Let Xcode write it again."))
    }
    sourceLanguage = root["sourceLanguage"] as? String ?? "en"
    entries = strings.compactMapValues { $0 as? [String: Any] }
  }

  /// Adds the catalog's strings in `language` to `table`.
  func merge(into table: inout StringTable, language: String) {
    for (key, entry) in entries {
      let localizations = entry["localizations"] as? [String: Any]
      guard let unit = localizations?[language] as? [String: Any] else {
        if language == sourceLanguage { table.strings[key] = key }
        continue
      }
      if let value = Self.value(of: unit) { table.strings[key] = value }
      let variations = unit["variations"] as? [String: Any]
      if let plural = variations?["plural"] as? [String: Any] {
        let forms = plural.compactMapValues { ($0 as? [String: Any]).flatMap(Self.value(of:)) }
        let format = PluralFormat(kind: .whole(forms), language: language)
        table.plurals[key] = format
      }
    }
  }

  /// The value of a unit's `stringUnit`.
  private static func value(of unit: [String: Any]) -> String? {
    (unit["stringUnit"] as? [String: Any])?["value"] as? String
  }
}
