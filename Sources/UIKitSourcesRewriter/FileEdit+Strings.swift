/// Localized strings as iOS reads them. Foundation on Linux reads `.strings` files in one
/// fixed language from the executable's folder, crashes on `.stringsdict` files and has no
/// `String(localized:)`; the step sends a team's calls to `StoryboardsUIKit.LocalizedStrings`,
/// which reads the app's resource bundle in the language `Localization` chooses:
///
/// - `NSLocalizedString(…)` → `LocalizedStrings.string(mainModule: "App", …)`, naming the app
///   whose resources are the main bundle (its own module, or the app hosting a test target);
/// - `bundle.localizedString(forKey:…)` → `bundle.localizedResourceString(forKey:…)`, unless
///   a type of the module declares a `localizedString(forKey:…)` of its own;
/// - `String(format:…)` and `String.localizedStringWithFormat(…)` →
///   `LocalizedStrings.string(format:…)` and `LocalizedStrings.localizedStringWithFormat(…)`,
///   which fill in a `.stringsdict` entry's plural forms;
/// - `String(localized:…)` is StoryboardsUIKit's own, imported where the file does not
///   import UIKit's names.
extension FileEdit {
  /// Rewrites the localized-string call that starts at the identifier `index`, if it is one.
  mutating func rewriteLocalizedString(at index: Int) {
    let tokens = scan.tokens
    guard index + 3 < tokens.count else { return }
    let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
    let name = tokens[index].identifier
    let opens = tokens[index + 1].isPunctuation("(")
    switch name {
    case "NSLocalizedString" where !afterDot && opens:
      let module = mainBundleModule.map { "\"\($0.replacingBackslashesAndQuotes())\"" } ?? "nil"
      edits.append(
        (
          tokens[index].bytes.lowerBound..<tokens[index + 1].bytes.upperBound,
          "LocalizedStrings.string(mainModule: \(module), "
        ))
      usedNames.insert("LocalizedStrings")
    case "localizedString"
    where afterDot && opens && tokens[index + 2].identifier == "forKey"
      && !self.index.declaresLocalizedStringLookup:
      edits.append((tokens[index].bytes, "localizedResourceString"))
      usedNames.insert("LocalizedStrings")
    case "String" where !afterDot && opens && tokens[index + 3].isPunctuation(":"):
      if tokens[index + 2].identifier == "format" {
        edits.append((tokens[index].bytes, "LocalizedStrings.string"))
        usedNames.insert("LocalizedStrings")
      } else if tokens[index + 2].identifier == "localized" {
        usedNames.insert("LocalizedStrings")
      }
    case "String"
    where !afterDot && tokens[index + 1].isPunctuation(".")
      && tokens[index + 2].identifier == "localizedStringWithFormat"
      && tokens[index + 3].isPunctuation("("):
      edits.append(
        (
          tokens[index].bytes.lowerBound..<tokens[index + 2].bytes.upperBound,
          "LocalizedStrings.localizedStringWithFormat"
        ))
      usedNames.insert("LocalizedStrings")
    default:
      return
    }
  }
}
