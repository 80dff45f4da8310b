/// The plural category of a number in a language, by the Unicode CLDR cardinal rules
/// (`zero`, `one`, `two`, `few`, `many`, `other`): what a `.stringsdict` rule or a String
/// Catalog's plural variation chooses its form by. The common languages' rules are kept
/// (English and the Germanic and Romance languages, French and Brazilian Portuguese, the
/// East Slavic languages, Polish, Czech and Slovak, Croatian and Serbian, Romanian,
/// Lithuanian, Latvian, Arabic, Hebrew, and the languages with one form); any other language
/// uses English's.
package enum PluralRules {
  /// The category of `number` in `language` (`fr`, `pt-BR`, `ru`).
  package static func category(of number: Double, in language: String) -> String {
    let parts = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    let code = parts.first.map(String.init) ?? "en"
    let magnitude = Swift.abs(number)
    let isInteger = magnitude.rounded(.towardZero) == magnitude && magnitude < 1e15
    guard isInteger else { return fractionCategory(of: magnitude, code: code, parts: parts) }
    let n = Int(magnitude)
    let last = n % 10
    let lastTwo = n % 100
    switch code {
    case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km", "yue":
      return "other"
    case "fr", "hy", "kab", "ff":
      return n <= 1 ? "one" : "other"
    case "pt":
      let european = parts.count > 1 && parts[1] == "pt"
      return european ? (n == 1 ? "one" : "other") : (n <= 1 ? "one" : "other")
    case "ru", "uk", "be":
      if last == 1, lastTwo != 11 { return "one" }
      if (2...4).contains(last), !(12...14).contains(lastTwo) { return "few" }
      return "many"
    case "pl":
      if n == 1 { return "one" }
      if (2...4).contains(last), !(12...14).contains(lastTwo) { return "few" }
      return "many"
    case "cs", "sk":
      if n == 1 { return "one" }
      return (2...4).contains(n) ? "few" : "other"
    case "hr", "sr", "bs":
      if last == 1, lastTwo != 11 { return "one" }
      if (2...4).contains(last), !(12...14).contains(lastTwo) { return "few" }
      return "other"
    case "ro":
      if n == 1 { return "one" }
      return n == 0 || (2...19).contains(lastTwo) ? "few" : "other"
    case "lt":
      if last == 1, !(11...19).contains(lastTwo) { return "one" }
      if (2...9).contains(last), !(11...19).contains(lastTwo) { return "few" }
      return "other"
    case "lv":
      if last == 0 || (11...19).contains(lastTwo) { return "zero" }
      return last == 1 && lastTwo != 11 ? "one" : "other"
    case "ar":
      switch n {
      case 0: return "zero"
      case 1: return "one"
      case 2: return "two"
      default:
        if (3...10).contains(lastTwo) { return "few" }
        return (11...99).contains(lastTwo) ? "many" : "other"
      }
    case "he", "iw":
      return n == 1 ? "one" : n == 2 ? "two" : "other"
    default:
      return n == 1 ? "one" : "other"
    }
  }

  /// The category of a number with a fraction: French's and Brazilian Portuguese's `one` below
  /// 2, Czech's and Slovak's `many`, and `other` elsewhere.
  private static func fractionCategory(of number: Double, code: String, parts: [Substring])
    -> String
  {
    switch code {
    case "fr", "hy", "kab", "ff": return number < 2 ? "one" : "other"
    case "pt" where !(parts.count > 1 && parts[1] == "pt"): return number < 2 ? "one" : "other"
    case "cs", "sk": return "many"
    default: return "other"
    }
  }
}
