import Foundation
import StoryboardRuntime
import StoryboardTesting
import StoryboardsUIKit
import XCTest

/// `NSLocalizedString` (as the build step rewrites it), `Bundle.localizedString(forKey:value:
/// table:)`, `String(localized:)` and `String.localizedStringWithFormat` read a bundle's
/// `.strings`, `.stringsdict` and `.xcstrings` files in the preferred language, as iOS does.
final class LocalizedStringsTests: XCTestCase {
  private let resources = TemporaryBundle()
  private var folder: String { resources.path }
  private var bundle: Bundle!

  override func setUpWithError() throws {
    try write(
      """
      /* The greeting. */
      "greeting" = "Hello";
      "farewell" = "Goodbye, %@!";
      unquoted = "bare \\"key\\"\\n";
      """, to: "en.lproj/Localizable.strings")
    try write(#""greeting" = "Bonjour";"#, to: "fr.lproj/Localizable.strings")
    try write(#""title" = "Réglages";"#, to: "fr.lproj/Settings.strings")
    try write(Self.apples, to: "en.lproj/Localizable.stringsdict")
    try write(Self.apples, to: "ru.lproj/Localizable.stringsdict")
    try write(Self.catalog, to: "App/Shop.xcstrings")
    bundle = try XCTUnwrap(resources.bundle)
    Localization.preferredLanguages = ["en"]
  }

  override func tearDownWithError() throws {
    Localization.preferredLanguages = []
    try resources.remove()
  }

  private func write(_ text: String, to relative: String) throws {
    try resources.write(text, to: relative)
  }

  private func localized(_ key: String, table: String? = nil, value: String = "") -> String {
    LocalizedStrings.string(
      mainModule: nil, key, tableName: table, bundle: bundle, value: value, comment: "")
  }

  func testTheFirstPreferredLanguageTheBundleHasIsUsed() {
    XCTAssertEqual(localized("greeting"), "Hello")
    XCTAssertEqual(localized("unquoted"), "bare \"key\"\n")
    Localization.preferredLanguages = ["fr-CA", "en"]
    XCTAssertEqual(Localization.language(ofBundleAt: folder), "fr")
    XCTAssertEqual(localized("greeting"), "Bonjour")
    XCTAssertEqual(localized("title", table: "Settings"), "Réglages")
    // As on iOS, a key the language's table lacks is not looked up in another language.
    XCTAssertEqual(localized("farewell"), "farewell")
    XCTAssertEqual(localized("farewell", value: "Au revoir"), "Au revoir")
    Localization.preferredLanguages = ["de"]
    XCTAssertEqual(Localization.language(ofBundleAt: folder), "en", "the development region")
  }

  func testBundleLookupsAndStringLocalizedReadTheSameTables() {
    XCTAssertEqual(
      bundle.localizedResourceString(forKey: "greeting", value: nil, table: nil), "Hello")
    XCTAssertEqual(
      bundle.localizedResourceString(forKey: "missing", value: "Fallback", table: nil), "Fallback")
    XCTAssertEqual(String(localized: "greeting", bundle: bundle), "Hello")
    let name = "Ada"
    XCTAssertEqual(String(localized: "farewell \(name)", bundle: bundle), "farewell Ada")
    XCTAssertEqual(
      String(localized: "farewell", defaultValue: "Bye, \(name)", bundle: bundle), "Goodbye, Ada!",
      "a key the table has gives its text, with the values filled in")
    XCTAssertEqual(
      String(localized: "nothing", defaultValue: "Bye, \(name)", bundle: bundle), "Bye, Ada")
  }

  func testInterpolatedValuesFillTheirFormatsAndCompareByKeyAndValues() {
    let count: Int32 = 3
    let total: UInt = 7
    let ratio = 0.5
    let share: Float = 0.25
    let unsigned: UInt32 = 9
    let date = NSDate(timeIntervalSince1970: 0)
    XCTAssertEqual(String(localized: "\(count) of \(total)", bundle: bundle), "3 of 7")
    XCTAssertEqual(
      String(localized: "ratio \(ratio), share \(share)", bundle: bundle),
      "ratio 0.500000, share 0.250000")
    XCTAssertEqual(String(localized: "\(unsigned)%", bundle: bundle), "9%")
    XCTAssertEqual(
      String(localized: "since \(date)", bundle: bundle), "since \(date.description)",
      "an object gives its description")
    XCTAssertEqual(String(localized: "pi \(3.14159, specifier: "%.2f")", bundle: bundle), "pi 3.14")
    let name = "Ada"
    let first: String.LocalizationValue = "Hi \(name)"
    XCTAssertEqual(first, "Hi \(name)")
    XCTAssertNotEqual(first, "Hi \("Bob")")
    XCTAssertEqual(
      LocalizedStrings.string(format: "%@ has %lld", locale: nil, arguments: ["Ada", 2]),
      "Ada has 2")
  }

  func testStringsDictPluralsFollowTheLanguagesRules() {
    let format = localized("apples")
    XCTAssertEqual(format, "%#@count@ in the basket")
    XCTAssertEqual(LocalizedStrings.localizedStringWithFormat(format, 0), "no apples in the basket")
    XCTAssertEqual(LocalizedStrings.string(format: localized("apples"), 1), "1 apple in the basket")
    XCTAssertEqual(
      LocalizedStrings.string(format: localized("apples"), 5), "5 apples in the basket")
    Localization.preferredLanguages = ["ru"]
    let russian = localized("apples")
    XCTAssertEqual(LocalizedStrings.string(format: russian, 21), "21 apple in the basket", "one")
    XCTAssertEqual(LocalizedStrings.string(format: russian, 3), "3 apples (few) in the basket")
    XCTAssertEqual(LocalizedStrings.string(format: russian, 11), "11 apples (many) in the basket")
    XCTAssertEqual(LocalizedStrings.string(format: "%d%% of %@", 5, "all" as NSString), "5% of all")
    // A plural format whose object specifier gets a number gives its description, not a crash.
    let mismatched = PluralFormat(
      kind: .variables(format: "%@ and %s: %#@n@", forms: ["n": ["other": "%d"]]), language: "en")
    XCTAssertEqual(mismatched.format([1, 2, 3]), "1 and 2: 3")
  }

  func testStringCatalogsGiveUnitsAndPluralVariations() {
    XCTAssertEqual(localized("Welcome", table: "Shop"), "Welcome", "the source language")
    let items = localized("%lld items", table: "Shop")
    XCTAssertEqual(LocalizedStrings.string(format: items, 1), "1 item")
    XCTAssertEqual(LocalizedStrings.string(format: items, 4), "4 items")
    Localization.preferredLanguages = ["fr"]
    XCTAssertEqual(localized("Welcome", table: "Shop"), "Bienvenue")
    XCTAssertEqual(localized("Untranslated", table: "Shop"), "Untranslated")
    XCTAssertEqual(
      LocalizedStrings.string(format: localized("%lld items", table: "Shop"), 0), "0 article")
  }

  func testAMalformedStringsFileIsAWarningNamingItsLineAndTheFix() throws {
    try write(
      "\"good\" = \"yes\";\n\"broken\" = \"no\"\n\"next\" = \"x\";",
      to: "de.lproj/Localizable.strings")
    Localization.preferredLanguages = ["de"]
    let recorder = EventRecorder()
    XCTAssertEqual(recorder.record { localized("good") }, "good", "nothing of the file is used")
    let warnings = recorder.events.compactMap { event -> String? in
      guard case .warning(.stringsFileNotRead(let error)) = event.kind else { return nil }
      return error.description
    }
    XCTAssertEqual(
      warnings,
      [
        folder + "/de.lproj/Localizable.strings:3:1: error: the entry \"broken\" does not end "
          + "with ';'. Add ';' after its value."
      ])
  }

  func testAMalformedStringsDictOrCatalogIsAWarningSayingWhatToFix() throws {
    try write(
      "<plist><dict><key>apples</key><dict/></dict></plist>", to: "es.lproj/Localizable.stringsdict"
    )
    try write("[1, 2]", to: "App/Broken.xcstrings")
    Localization.preferredLanguages = ["es"]
    let recorder = EventRecorder()
    XCTAssertEqual(recorder.record { localized("apples") }, "apples")
    XCTAssertEqual(recorder.record { localized("x", table: "Broken") }, "x")
    let warnings = recorder.events.compactMap { event -> String? in
      guard case .warning(.stringsFileNotRead(let error)) = event.kind else { return nil }
      return error.description
    }
    XCTAssertEqual(
      warnings,
      [
        folder + "/es.lproj/Localizable.stringsdict:1:1: error: the entry \"apples\" has no "
          + "NSStringLocalizedFormatKey string. Add one, such as %#@count@.",
        folder + "/App/Broken.xcstrings:1:1: error: the String Catalog has no \"strings\" "
          + "object. Let Xcode write it again.",
      ])
  }

  func testTheStringsFileReaderAcceptsXcodesSyntaxAndLocatesMistakes() throws {
    let units = Array("\"k\" = \"v\\U00e9\";".utf16)
    let utf16: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    XCTAssertEqual(try StringsFile(data: utf16, path: "a.strings").entries, ["k": "vé"])
    let file = try StringsFile(data: Array("// c\n\"same\";\nk = v; k = w;".utf8), path: "b")
    XCTAssertEqual(file.entries, ["same": "same", "k": "w"])
    XCTAssertEqual(file.keys, ["same", "k"])
    XCTAssertThrowsError(try StringsFile(data: Array("\"a\" = \"b;".utf8), path: "c.strings")) {
      XCTAssertEqual(
        "\($0)",
        "c.strings:1:7: error: this quoted string has no closing '\"'. Add one where the string ends."
      )
    }
    XCTAssertThrowsError(try StringsFile(data: Array("\"a\" = ;".utf8), path: "d")) {
      XCTAssertEqual(
        "\($0)",
        "d:1:7: error: expected the value of \"a\", found \";\". Write each entry as "
          + "\"key\" = \"value\";")
    }
    XCTAssertThrowsError(try StringsFile(data: [0xC3, 0x28], path: "e")) {
      XCTAssertEqual((($0 as? StringsFileError)?.reason), .notText)
    }
  }

  func testTheLaunchSettingsListLanguagesAsXcodeAndShellsWriteThem() {
    XCTAssertEqual(Localization.languageList("(fr, \"en-GB\")"), ["fr", "en-GB"])
    XCTAssertEqual(Localization.languageList("de,en"), ["de", "en"])
    XCTAssertEqual(Localization.languageList("()"), [])
  }

  func testPluralCategoriesFollowCLDR() {
    let cases: [(Double, String, String)] = [
      (1, "en", "one"), (0, "en", "other"), (1.5, "en", "other"), (0, "fr", "one"),
      (1.5, "fr", "one"), (2, "fr", "other"), (0, "pt-PT", "other"), (0, "pt-BR", "one"),
      (22, "ru", "few"), (12, "ru", "many"), (101, "uk", "one"), (5, "pl", "many"),
      (3, "cs", "few"), (0, "ar", "zero"), (2, "ar", "two"), (104, "ar", "few"),
      (111, "ar", "many"), (7, "ja", "other"), (2, "he", "two"), (1, "ro", "one"),
      (15, "ro", "few"), (20, "ro", "other"),
    ]
    for (number, language, category) in cases {
      XCTAssertEqual(
        PluralRules.category(of: number, in: language), category, "\(number) in \(language)")
    }
  }

  private static let apples = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>apples</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@count@ in the basket</string>
    <key>count</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>zero</key><string>no apples</string>
      <key>one</key><string>%d apple</string>
      <key>few</key><string>%d apples (few)</string>
      <key>many</key><string>%d apples (many)</string>
      <key>other</key><string>%d apples</string>
    </dict></dict></dict></plist>
    """

  private static let catalog = """
    { "sourceLanguage": "en", "version": "1.0", "strings": {
      "Welcome": { "localizations": { "fr": { "stringUnit": {
        "state": "translated", "value": "Bienvenue" } } } },
      "Untranslated": {},
      "%lld items": { "localizations": {
        "en": { "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%lld item" } },
          "other": { "stringUnit": { "state": "translated", "value": "%lld items" } } } } },
        "fr": { "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%lld article" } },
          "other": { "stringUnit": { "state": "translated", "value": "%lld articles" } } } } }
      } }
    } }
    """
}
