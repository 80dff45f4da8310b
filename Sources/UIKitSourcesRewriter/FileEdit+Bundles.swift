/// The two bundles iOS code names that a SwiftPM build has elsewhere. On Linux
/// `Bundle(for: AnyClass)` is the executable's folder whatever the class, and so is
/// `Bundle.main`, where iOS gives the bundle holding the class's target (an app's, a test
/// bundle's, with their resources) and the app's bundle. The step rewrites
/// `Bundle(for: X.self)` into `ResourceBundles.bundle(for: X.self)` (the resource bundle of the
/// class's module), and `Bundle.main` into `ResourceBundles.main(module: "App")` where the
/// module's app is known: the app itself, or the app that hosts a test target.
extension FileEdit {
  /// Rewrites `Bundle(for: …)` or `Bundle.main` at `index`, the `Bundle` token.
  mutating func rewriteBundle(at index: Int) {
    let tokens = scan.tokens
    guard index + 3 < tokens.count, index == 0 || !tokens[index - 1].isPunctuation(".") else {
      return
    }
    if tokens[index + 1].isPunctuation("("), tokens[index + 2].identifier == "for",
      tokens[index + 3].isPunctuation(":")
    {
      let range = tokens[index].bytes.lowerBound..<tokens[index + 1].bytes.upperBound
      edits.append((range, "ResourceBundles.bundle("))
      usedNames.insert("ResourceBundles")
    } else if tokens[index + 1].isPunctuation("."), tokens[index + 2].identifier == "main",
      let mainBundleModule
    {
      let range = tokens[index].bytes.lowerBound..<tokens[index + 2].bytes.upperBound
      edits.append((range, "ResourceBundles.main(module: \"\(mainBundleModule)\")"))
      usedNames.insert("ResourceBundles")
    }
  }
}
