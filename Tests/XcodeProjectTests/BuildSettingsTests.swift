import XCTest

@testable import XcodeProject

/// Build settings resolved as Xcode resolves them: levels, `$(inherited)`, references with
/// modifiers, conditions, and cycles as errors.
final class BuildSettingsTests: XCTestCase {
  private func settings(_ levels: [[String: String]], defaults: [String: String] = [:])
    -> BuildSettings
  {
    BuildSettings(
      levels: levels.enumerated().map { index, level in
        level.mapValues { BuildSetting(.string($0), path: "level\(index)", line: index + 1) }
      }, defaults: defaults)
  }

  func test_theMostSpecificLevelWinsAndInheritedReadsTheOneBelow() throws {
    let resolved = settings(
      [
        ["FLAGS": "$(inherited) TARGET"], [:], ["FLAGS": "$(inherited) PROJECT", "NAME": "App"],
      ], defaults: ["FLAGS": "DEFAULT"])
    XCTAssertEqual(try resolved.value("FLAGS"), "DEFAULT PROJECT TARGET")
    XCTAssertEqual(try resolved.list("FLAGS"), ["DEFAULT", "PROJECT", "TARGET"])
    XCTAssertEqual(try resolved.value("NAME"), "App")
    XCTAssertNil(try resolved.value("UNSET"))
    XCTAssertEqual(resolved.setting("FLAGS")?.path, "level0")
  }

  func test_referencesExpandWithTheirModifiers() throws {
    let resolved = settings(
      [
        [
          "PRODUCT_NAME": "My App-2", "MODULE": "$(PRODUCT_NAME:c99extidentifier)",
          "BUNDLE": "${PRODUCT_NAME:rfc1034identifier:lower}", "PLIST": "$(SRCROOT)/App/Info.plist",
          "BASE": "$(PLIST:base)", "DIR": "$(PLIST:dir)", "FILE": "$(PLIST:file)",
          "NESTED": "$(NAME_$(SUFFIX))", "SUFFIX": "A", "NAME_A": "nested", "UNKNOWN": "a$(NONE)b",
          "LONE": "cost $5",
        ]
      ], defaults: ["SRCROOT": "/p"])
    XCTAssertEqual(try resolved.value("MODULE"), "My_App_2")
    XCTAssertEqual(try resolved.value("BUNDLE"), "my-app-2")
    XCTAssertEqual(try resolved.value("BASE"), "Info")
    XCTAssertEqual(try resolved.value("DIR"), "/p/App/")
    XCTAssertEqual(try resolved.value("FILE"), "Info.plist")
    XCTAssertEqual(try resolved.value("NESTED"), "nested")
    XCTAssertEqual(try resolved.value("UNKNOWN"), "ab")
    XCTAssertEqual(try resolved.value("LONE"), "cost $5")
  }

  func test_aModuleNameStartingWithADigitGetsAnUnderscore() throws {
    XCTAssertEqual(
      try settings([["PRODUCT_NAME": "2048", "M": "$(PRODUCT_NAME:c99extidentifier)"]]).value("M"),
      "_2048")
  }

  func test_settingsThatNameEachOtherAreAnError() {
    let resolved = settings([["A": "$(B)", "B": "x $(A)"]])
    XCTAssertThrowsError(try resolved.value("A")) {
      XCTAssertEqual(
        "\($0)",
        "level0:1: error: build settings name each other: A → B → A. Change one of the settings "
          + "so that it no longer names the others, as Xcode reports too.")
    }
  }

  func test_conditionsHoldForASimulatorBuildOfTheConfiguration() {
    let written: [String: BuildSetting] = [
      "FLAGS": BuildSetting(.string("base"), path: "p", line: 1),
      "FLAGS[sdk=iphonesimulator*]": BuildSetting(.string("simulator"), path: "p", line: 2),
      "OTHER[sdk=iphoneos*]": BuildSetting(.string("device"), path: "p", line: 3),
      "MODE[config=Release]": BuildSetting(.string("release"), path: "p", line: 4),
      "LIST": BuildSetting(.list(["DEBUG", "A B"]), path: "p", line: 5),
    ]
    let debug = BuildSetting.level(written, configuration: "Debug")
    XCTAssertEqual(debug["FLAGS"]?.value, .string("simulator"))
    XCTAssertNil(debug["OTHER"])
    XCTAssertNil(debug["MODE"])
    XCTAssertEqual(BuildSetting.level(written, configuration: "Release")["MODE"]?.line, 4)
    XCTAssertEqual(debug["LIST"]?.value.text, "DEBUG \"A B\"")
    XCTAssertEqual(
      BuildSettings.words("DEBUG \"A B\" 'c d' e\\ f"), ["DEBUG", "A B", "c d", "e f"])
  }

  func test_aConfigurationFileWithWindowsLineEndsHasItsLines() throws {
    let read = try ConfigurationFile.settings(
      in: "A = one\r\n// a comment\r\nB = two\r\n", path: "/nonexistent/App.xcconfig")
    XCTAssertEqual(read["A"]?.value, .string("one"))
    XCTAssertEqual(
      read["B"], BuildSetting(.string("two"), path: "/nonexistent/App.xcconfig", line: 3))
  }

  func test_aConfigurationFileIsReadWithItsIncludes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("xcconfig-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "SWIFT_VERSION = 5.0\nA = shared // a comment\n".write(
      toFile: folder + "/Shared.xcconfig", atomically: true, encoding: .utf8)
    try "#include \"Shared.xcconfig\"\n#include? \"Missing.xcconfig\"\n\nA = own;\n".write(
      toFile: folder + "/App.xcconfig", atomically: true, encoding: .utf8)
    let read = try ConfigurationFile.settings(at: folder + "/App.xcconfig")
    XCTAssertEqual(read["SWIFT_VERSION"]?.value, .string("5.0"))
    XCTAssertEqual(read["A"], BuildSetting(.string("own"), path: folder + "/App.xcconfig", line: 4))

    try "#include \"Gone.xcconfig\"\n".write(
      toFile: folder + "/Broken.xcconfig", atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try ConfigurationFile.settings(at: folder + "/Broken.xcconfig")) {
      XCTAssertEqual(
        "\($0)",
        "\(folder)/Broken.xcconfig:1: error: it includes 'Gone.xcconfig', which is not at "
          + "\(folder)/Gone.xcconfig. Fix the .xcconfig file, or the configuration that names it "
          + "in Xcode's Info tab.")
    }
    try "#include \"Self.xcconfig\"\n".write(
      toFile: folder + "/Self.xcconfig", atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try ConfigurationFile.settings(at: folder + "/Self.xcconfig")) {
      XCTAssertEqual(
        ($0 as? XcodeProjectError)?.reason,
        .badConfigurationFile(
          "the .xcconfig files include each other: \(folder)/Self.xcconfig → \(folder)/Self.xcconfig"
        ))
    }
    try "just words\n".write(toFile: folder + "/Bad.xcconfig", atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try ConfigurationFile.settings(at: folder + "/Bad.xcconfig")) {
      XCTAssertEqual(
        ($0 as? XcodeProjectError)?.reason,
        .syntax(expected: "'KEY = value' or '#include'", found: "'just words'"))
      XCTAssertEqual(($0 as? XcodeProjectError)?.line, 1)
    }
  }
}

/// Settings that each name the next twice expand exponentially: an error, not a hang.
final class BuildSettingsBudgetTests: XCTestCase {
  func test_anExponentialExpansionIsAnError() {
    var level: [String: BuildSetting] = ["S40": BuildSetting(.string("x"), path: "p", line: 40)]
    for index in 0..<40 {
      level["S\(index)"] = BuildSetting(
        .string("$(S\(index + 1))$(S\(index + 1))"), path: "p", line: index + 1)
    }
    let settings = BuildSettings(levels: [level], defaults: [:])
    XCTAssertThrowsError(try settings.value("S0")) {
      guard case .settingCycle(let chain)? = ($0 as? XcodeProjectError)?.reason else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(chain.first, "S0")
      XCTAssertEqual(($0 as? XcodeProjectError)?.line, 1)
    }
    XCTAssertEqual(try settings.value("S30"), String(repeating: "x", count: 1024))
  }
}
