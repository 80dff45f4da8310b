import Foundation
import StoryboardEditing
import StoryboardLoader
import Storyboards
import XCTest

/// `StoryboardSplit` on the Shop fixture: a tab bar of a Home stack (Home shows Product, which
/// shows Review, which shows a reference to Help; Product unwinds to Home; Home presents a Cart
/// stack) and an Account stack; Help's reference names Main#Review; French strings in UTF-16.
final class SplitTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("split-\(UUID().uuidString)")
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Shop")
    try FileManager.default.copyItem(at: fixture, to: folder)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

  private var main: String { folder.appendingPathComponent("Base.lproj/Main.storyboard").path }

  private func plan(
    _ scenes: [String], into name: String,
    _ change: (inout StoryboardSplit.Options) -> Void = { _ in }
  )
    throws -> StoryboardSplit
  {
    var options = StoryboardSplit.Options(scenes: scenes, into: name)
    change(&options)
    return try StoryboardSplit.plan(main, options: options)
  }

  private func text(_ split: StoryboardSplit, _ suffix: String) -> String {
    split.files.first { $0.path.hasSuffix(suffix) }.map {
      String(decoding: $0.bytes, as: UTF8.self)
    } ?? ""
  }

  private func original(_ relative: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
  }

  func testMovedScenesGoVerbatimAndEntriesBecomeReferences() throws {
    let split = try plan(["product", "Review"], into: "Product")
    XCTAssertEqual(
      split.files.map { URL(fileURLWithPath: $0.path).lastPathComponent },
      [
        "Product.storyboard", "Main.storyboard", "Help.storyboard", "Main.strings",
        "Product.strings",
      ])
    let new = text(split, "Product.storyboard")
    XCTAssertEqual(
      new.components(separatedBy: "<scene sceneID=").dropFirst().map { String($0.prefix(16)) },
      ["\"scn-product\">\n ", "\"scn-review\">\n  ", "\"scn-help-ref\">\n"],
      "the moved scenes in order, and the reference that only they reached")
    XCTAssertFalse(new.contains("initialViewController"), "two entries: Home's segue and Help")
    XCTAssertTrue(new.contains("<image name=\"star\""), "the moved scenes' resources")
    XCTAssertFalse(new.contains("<image name=\"house\""))
    XCTAssertTrue(new.contains("<segue reference=\"seg-review\"/>"))
    XCTAssertFalse(new.contains("<segue reference=\"seg-product\"/>"))
    XCTAssertTrue(
      new.contains(
        "<viewController storyboardIdentifier=\"UIViewController-product\" title=\"Product\" "
          + "id=\"product\""), "an entry without a Storyboard ID gets one")
    let old = text(split, "Main.storyboard")
    let reference = try XCTUnwrap(split.report.references.first)
    XCTAssertEqual(reference.target, "Product#UIViewController-product")
    XCTAssertTrue(
      old.contains(
        "        <!--UIViewController-product-->\n        <scene sceneID=\"\(try sceneID(of: reference.id, in: old))\">\n"
          + "            <objects>\n                <viewControllerPlaceholder storyboardName=\"Product\" "
          + "referencedIdentifier=\"UIViewController-product\" id=\"\(reference.id)\" "
          + "sceneMemberID=\"viewController\"/>\n"),
      "the reference is where the entry was, indented as the file is")
    XCTAssertTrue(
      old.contains("<point key=\"canvasLocation\" x=\"800\" y=\"-400\"/>"), "its canvas place")
    XCTAssertTrue(
      old.contains(
        "<segue destination=\"\(reference.id)\" kind=\"show\" identifier=\"showProduct\" id=\"seg-product\"/>"
      ))
    XCTAssertFalse(old.contains("scn-review"))
    XCTAssertTrue(
      text(split, "Help.storyboard").contains(
        "<viewControllerPlaceholder storyboardName=\"Product\" referencedIdentifier=\"Review\" id=\"to-review\""
      ))
    XCTAssertEqual(split.membership.movedIdentifiers, ["Review", "UIViewController-product"])
    XCTAssertEqual(
      split.membership.movedClasses, ["ProductViewController", "ReviewViewController"])
    XCTAssertTrue(split.report.checks.contains { $0.hasSuffix("lead to the same navigation") })
  }

  private func sceneID(of controller: String, in text: String) throws -> String {
    let source = StoryboardSource(bytes: Array(text.utf8))
    let index = try XCTUnwrap(source.elements.firstIndex { $0.value("id") == controller })
    var parent = source.elements[index].parent
    while let current = parent, source.elements[current].name != "scene" {
      parent = source.elements[current].parent
    }
    return try XCTUnwrap(parent.flatMap { source.elements[$0].value("sceneID") })
  }

  func testEveryOtherByteOfTheOldFileStaysAsItWas() throws {
    let split = try plan(["product", "Review"], into: "Product")
    let before = try original("Base.lproj/Main.storyboard")
    var after = text(split, "Main.storyboard")
    let reference = split.report.references[0].id
    // Undo the recorded edits: the reference scene, the rewired destination.
    let lines = after.components(separatedBy: "\n")
    let start = try XCTUnwrap(lines.firstIndex { $0.contains("<!--UIViewController-product-->") })
    let end = try XCTUnwrap(lines[start...].firstIndex { $0.contains("</scene>") })
    after = (lines[..<start] + lines[(end + 1)...]).joined(separator: "\n")
    after = after.replacingOccurrences(
      of: "destination=\"\(reference)\"", with: "destination=\"product\"")
    // The old file without the moved scenes and their tie-breaker.
    var expected = before.components(separatedBy: "\n")
    let first = try XCTUnwrap(expected.firstIndex { $0.contains("<!--Product-->") })
    let last = try XCTUnwrap(expected.firstIndex { $0.contains("scn-nav-account") }) - 2
    expected.removeSubrange(first...last)
    expected.removeAll { $0.contains("<segue reference=\"seg-review\"/>") }
    XCTAssertEqual(after, expected.joined(separator: "\n"))
  }

  func testTwoRunsGiveTheSameBytes() throws {
    let first = try plan(["product", "Review"], into: "Product")
    let second = try plan(["product", "Review"], into: "Product")
    XCTAssertEqual(first.files, second.files)
  }

  func testStringsOfMovedObjectsMoveInTheirEncoding() throws {
    let split = try plan(["product", "Review"], into: "Product")
    let new = try XCTUnwrap(split.files.first { $0.path.hasSuffix("fr.lproj/Product.strings") })
    XCTAssertEqual(Array(new.bytes.prefix(2)), [0xFF, 0xFE], "UTF-16 with its byte order mark")
    let text = try XCTUnwrap(String(bytes: new.bytes.dropFirst(2), encoding: .utf16LittleEndian))
    XCTAssertEqual(
      text,
      """
      /* Class = "UILabel"; text = "Reviews"; ObjectID = "review-title"; */
      "review-title.text" = "Avis";

      /* Class = "UIButton"; normalTitle = "Reviews"; ObjectID = "product-review-button"; */
      "product-review-button.normalTitle" = "Avis";

      """)
    let old = try XCTUnwrap(split.files.first { $0.path.hasSuffix("fr.lproj/Main.strings") })
    XCTAssertEqual(
      String(bytes: old.bytes.dropFirst(2), encoding: .utf16LittleEndian),
      "/* Class = \"UILabel\"; text = \"Welcome\"; ObjectID = \"home-label\"; */\n"
        + "\"home-label.text\" = \"Bienvenue\";\n\n")
  }

  func testATabChildCutKeepsItsTabBarItemAndBecomesTheInitialController() throws {
    let split = try plan(["nav-account", "account"], into: "Account")
    let old = text(split, "Main.storyboard")
    let reference = try XCTUnwrap(split.report.references.first)
    XCTAssertEqual(reference.target, "Account (initial)", "one entry: the new initial controller")
    XCTAssertTrue(
      old.contains(
        "<viewControllerPlaceholder storyboardName=\"Account\" id=\"\(reference.id)\" sceneMemberID=\"viewController\">\n"
          + "                    <tabBarItem key=\"tabBarItem\" title=\"Account\" image=\"person\" id=\"nav-account-item\"/>\n"
          + "                </viewControllerPlaceholder>"))
    XCTAssertTrue(
      text(split, "Account.storyboard").contains("initialViewController=\"nav-account\">"))
  }

  func testSeveralEntriesAndANavigationRootCut() throws {
    let split = try plan(["cart", "account"], into: "Screens")
    XCTAssertEqual(split.report.generatedIDs, ["cart: UIViewController-cart"])
    XCTAssertEqual(
      split.report.references.map(\.target).sorted(),
      ["Screens#Account", "Screens#UIViewController-cart"])
    XCTAssertFalse(text(split, "Screens.storyboard").contains("initialViewController"))
  }

  func testARelationshipCutBelowIOS9NeedsStandIns() throws {
    XCTAssertThrowsError(try plan(["cart"], into: "Cart") { $0.deploymentTarget = "8.0" }) {
      error in
      guard let error = error as? StoryboardSplitError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.kind, .finding)
      XCTAssertEqual(
        error.notes, ["relationship segue rel-cart-root from navigationController (scn-cart-nav)"])
      XCTAssertTrue(
        error.message.hasPrefix("the deployment target is iOS 8, and storyboard references cannot"))
    }
    let split = try plan(["cart"], into: "Cart") {
      $0.deploymentTarget = "8.0"
      $0.relationships = .placeholder
    }
    let old = text(split, "Main.storyboard")
    XCTAssertTrue(old.contains("keyPath=\"storyboardName\" value=\"Cart\"/>"))
    XCTAssertTrue(
      old.contains("keyPath=\"storyboardIdentifier\" value=\"UIViewController-cart\"/>"))
    XCTAssertEqual(split.report.references.map(\.kind), ["placeholder"])
  }

  // MARK: - Bad requests: each its own message, and nothing planned

  private func assertRefused(
    _ scenes: [String], into name: String, _ kind: StoryboardSplitError.Kind, _ message: String,
    notes: [String]? = nil, _ change: (inout StoryboardSplit.Options) -> Void = { _ in },
    line: UInt = #line
  ) {
    XCTAssertThrowsError(try plan(scenes, into: name, change), line: line) { error in
      guard let error = error as? StoryboardSplitError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.kind, kind, line: line)
      XCTAssertEqual(error.message, message, line: line)
      if let notes { XCTAssertEqual(error.notes, notes, line: line) }
    }
  }

  func testBadRequestsAreRefusedWithTheirOwnMessages() throws {
    assertRefused(
      ["Reveiw"], into: "X", .usage,
      "no scene in Main.storyboard matches 'Reveiw'; did you mean 'Review'?")
    assertRefused(
      [" ", ""], into: "X", .usage,
      "--scenes selects no scene; name at least one scene of Main.storyboard.")
    assertRefused(
      [
        "tabs", "nav-home", "home", "product", "review", "help-ref", "nav-account", "account",
        "cart-nav", "cart",
      ],
      into: "X", .usage,
      "--scenes selects every scene of Main.storyboard; rename the file instead of splitting it.")
    assertRefused(
      ["review"], into: "help", .usage,
      "help.storyboard already exists at \(folder.path)/Base.lproj/Help.storyboard; choose another --into."
        .replacingOccurrences(of: "help.storyboard already", with: "Help.storyboard already"))
    assertRefused(
      ["review"], into: "Sub/Name", .usage,
      "'Sub/Name' is not a storyboard name; give --into a file name without folder or extension, such as 'Settings'."
    )
    assertRefused(
      ["tabs"], into: "X", .usage,
      "tabBarController (scn-tabs) is the initial view controller of Main.storyboard; leave it out of --scenes, "
        + "or pass --allow-initial to make the entry point a reference (an entry point that is a reference is "
        + "not checked by ibtool here).")
    assertRefused(
      ["help-ref"], into: "X", .usage,
      "--scenes selects only storyboard references that scenes staying in Main.storyboard reach; select the "
        + "scenes themselves.")
  }

  func testAnAmbiguousSelectorListsItsCandidates() throws {
    var xml = try original("Base.lproj/Main.storyboard")
    xml = xml.replacingOccurrences(
      of: "customClass=\"CartViewController\"", with: "customClass=\"AccountViewController\"")
    try xml.write(toFile: main, atomically: true, encoding: .utf8)
    assertRefused(
      ["AccountViewController"], into: "X", .usage,
      "'AccountViewController' matches 2 scenes of Main.storyboard; name one by its scene ID or controller ID.",
      notes: [
        "candidate: AccountViewController \"Account\" (scn-account)",
        "candidate: AccountViewController (scn-cart)",
      ])
  }

  func testALocalizedCopyIsRefused() throws {
    try FileManager.default.copyItem(
      atPath: main, toPath: folder.appendingPathComponent("fr.lproj/Main.storyboard").path)
    assertRefused(
      ["review"], into: "X", .usage,
      "\(folder.path)/fr.lproj/Main.storyboard is a localized copy of Main.storyboard; split each localized copy "
        + "or convert it to Base localization with .strings first.")
  }

  func testConnectionsAcrossTheCutAreRefused() throws {
    var xml = try original("Base.lproj/Main.storyboard")
    xml = xml.replacingOccurrences(
      of: "<segue destination=\"product\" kind=\"show\"",
      with: "<outlet property=\"preview\" destination=\"product-star\" id=\"home-outlet\"/>\n"
        + "                                    <segue destination=\"product\" kind=\"show\"")
    try xml.write(toFile: main, atomically: true, encoding: .utf8)
    assertRefused(
      ["product"], into: "X", .finding,
      "1 connection(s) other than segues tie the selected scenes to scenes that stay; a storyboard reference "
        + "cannot carry them. Remove them or select the scenes together; nothing was written.",
      notes: [
        "outlet home-outlet in HomeViewController \"Home\" (scn-home) names product-star in ProductViewController (scn-product)"
      ])
  }

  /// A `push` segue from a controller in no navigation controller raises; made `show`, as
  /// Xcode 8 made rewired segues, it would present instead — the proof refuses and says so.
  func testModernizingADeprecatedKindThatChangesNavigationIsRefusedWithTheWayOut() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
          <scenes>
              <scene sceneID="scn-a">
                  <objects>
                      <viewController id="a" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="a-view">
                              <subviews>
                                  <button opaque="NO" id="a-button">
                                      <connections>
                                          <segue destination="b" kind="push" id="seg-push"/>
                                      </connections>
                                  </button>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="scn-b">
                  <objects>
                      <viewController storyboardIdentifier="B" id="b" sceneMemberID="viewController"/>
                  </objects>
              </scene>
          </scenes>
      </document>

      """
    try xml.write(toFile: main, atomically: true, encoding: .utf8)
    for file in ["Base.lproj/Help.storyboard", "fr.lproj/Main.strings"] {
      try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
    }
    XCTAssertThrowsError(try plan(["b"], into: "Pushed")) { error in
      guard let error = error as? StoryboardSplitError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.kind, .finding)
      XCTAssertEqual(
        error.message,
        "the split would change navigation: from the launch of Main, the steps [tap:seg-push] "
          + "lead somewhere else; nothing was written.")
      XCTAssertTrue(error.notes[0].hasPrefix("before: Push segues can only be used when"))
      XCTAssertTrue(
        error.notes[2].hasSuffix("(kind push -> show)); --keep-kinds keeps them as they are"),
        error.notes[2])
    }
    let kept = try plan(["b"], into: "Pushed") { $0.keepsKinds = true }
    XCTAssertTrue(text(kept, "Main.storyboard").contains("kind=\"push\" id=\"seg-push\""))
  }

  func testSuggestionsProposeAutonomousGroups() throws {
    let suggestions = try SplitSuggestion.suggestions(forStoryboardAt: main)
    let first = try XCTUnwrap(suggestions.first)
    XCTAssertEqual(
      first.selectors, ["product", "Review", "help-ref"], "Product and what only it reaches")
    XCTAssertEqual(first.entry, "ProductViewController (scn-product)")
    XCTAssertEqual([first.crossingIn, first.crossingOut], [1, 0])
    XCTAssertEqual(
      first.command, "storyboard-tool split \(main) --scenes product,Review,help-ref --into Product"
    )
    XCTAssertEqual(suggestions.map(\.newName), ["Product", "Review", "Cart", "Account", "Home"])
    XCTAssertTrue(suggestions.allSatisfy { $0.crossings >= first.crossings })
    // Each suggested split is possible.
    for suggestion in suggestions {
      XCTAssertNoThrow(try plan(suggestion.selectors, into: suggestion.newName), suggestion.command)
    }
  }

  /// A storyboard that cannot be read is refused with the loader's own error: its line, column
  /// and fix, whether a split or suggestions were asked for.
  func testAnUnreadableStoryboardIsTheLoadersError() throws {
    try Data("<document><scenes><scene".utf8).write(to: URL(fileURLWithPath: main))
    let expected =
      "\(main):1:25: error: the file ends before its <document> is closed; it is truncated. "
      + "Restore the complete file from version control."
    XCTAssertThrowsError(try plan(["cart"], into: "Cart")) { error in
      guard let error = error as? StoryboardSplitError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.kind, .unreadable)
      XCTAssertEqual(error.loadError?.line, 1)
      XCTAssertEqual(error.loadError?.column, 25)
      XCTAssertEqual(error.loadError?.fix, "Restore the complete file from version control.")
      XCTAssertEqual(error.description, expected)
    }
    XCTAssertThrowsError(try SplitSuggestion.suggestions(forStoryboardAt: main)) { error in
      XCTAssertEqual((error as? StoryboardSplitError)?.description, expected)
    }
  }
}
