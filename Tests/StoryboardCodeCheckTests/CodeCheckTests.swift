import Storyboards
import XCTest

@testable import StoryboardCodeCheck

/// `check-code`: the names code passes to UIKit, found by a tokenizer that knows literals,
/// comments and interpolation, and checked against the storyboards.
final class CodeCheckTests: XCTestCase {
  /// Storyboard `Main`: `Profile` (with segues `showProfile`, `embedAvatar`) and `Inbox`.
  private var bundle: StoryboardBundle {
    var main = StoryboardBuilder("Main")
    main.viewController("inbox", storyboardIdentifier: "Inbox", isInitial: true)
    main.viewController("profile", storyboardIdentifier: "Profile")
    main.viewController("avatar")
    main.segue(.show, from: "inbox", to: "profile", identifier: "showProfile")
    main.segue(.embed, from: "profile", to: "avatar", identifier: "embedAvatar")
    return StoryboardBundle(storyboards: [main.definition])
  }

  private func scan(_ source: String, path: String = "App.swift") -> CodeCheck {
    var check = CodeCheck(bundle: bundle)
    check.scan(source, path: path)
    return check
  }

  /// `kind value` per reference, `kind <dynamic>` for names computed at run time.
  private func found(_ source: String, path: String = "App.swift") -> [String] {
    scan(source, path: path).references.map {
      "\($0.kind.rawValue) \($0.value ?? "<dynamic>")"
    }
  }

  func testSwiftCallForms() {
    let source = """
      performSegue(withIdentifier: "showProfile", sender: nil)
      if shouldPerformSegue(withIdentifier: "showProfile", sender: self) {}
      let a = storyboard.instantiateViewController(withIdentifier: "Profile")
      let b = storyboard.instantiateViewController(identifier: "Inbox") { coder in nil }
      let c = UIStoryboard(name: "Main", bundle: nil)
      let d = try Storyboard(name: "Main", bundle: bundle)
      try controller.tapSegue(withIdentifier: "embedAvatar")
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showProfile" {}
        if "embedAvatar" == segue.identifier {}
        switch segue.identifier {
        case "showProfile", "embedAvatar": break
        case let other?: print(other)
        default: break
        }
      }
      """
    XCTAssertEqual(
      found(source),
      [
        "segue identifier showProfile", "segue identifier showProfile",
        "storyboard identifier Profile", "storyboard identifier Inbox", "storyboard name Main",
        "storyboard name Main", "segue identifier embedAvatar", "segue identifier showProfile",
        "segue identifier embedAvatar", "segue identifier showProfile",
        "segue identifier embedAvatar",
      ])
    XCTAssertEqual(scan(source).diagnostics(), [])
  }

  func testObjectiveCCallForms() {
    let source = """
      UIStoryboard *sb = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
      UIViewController *vc = [sb instantiateViewControllerWithIdentifier:@"Profil"];
      [self performSegueWithIdentifier:@"showProfile" sender:self];
      if ([segue.identifier isEqualToString:@"embedAvatar"]) {}
      char quote = '"'; // a character literal is not a string
      """
    XCTAssertEqual(
      found(source, path: "App.m"),
      [
        "storyboard name Main", "storyboard identifier Profil", "segue identifier showProfile",
        "segue identifier embedAvatar",
      ])
    XCTAssertEqual(
      scan(source, path: "App.m").diagnostics().map(\.description),
      [
        "App.m:2:68: error: no storyboard defines the storyboard identifier 'Profil': UIKit "
          + "would raise when this runs; did you mean 'Profile'? [unknown-storyboard-identifier]"
      ])
  }

  func testAMisspelledSegueIsAnErrorWhoseFixNamesTheRightOne() {
    let check = scan("    performSegue(withIdentifier: \"showProfle\", sender: nil)\n")
    XCTAssertEqual(
      check.diagnostics().map(\.description),
      [
        "App.swift:1:34: error: no storyboard defines the segue identifier 'showProfle': UIKit "
          + "would raise when this runs; did you mean 'showProfile'? [unknown-segue-identifier]"
      ])
    let far = scan(#"UIStoryboard(name: "Settings", bundle: nil)"#)
    XCTAssertEqual(
      far.diagnostics().map(\.message),
      [
        "no storyboard defines the storyboard name 'Settings': UIKit would raise when this "
          + "runs; no storyboard name is close; check the storyboards"
      ])
  }

  func testStringEdgeCases() {
    let source = ##"""
      performSegue(withIdentifier: "show\u{50}rofile", sender: nil)
      performSegue(withIdentifier: #"showProfile"#, sender: nil)
      performSegue(withIdentifier: ##"say "hi" \(no)"##, sender: nil)
      performSegue(withIdentifier: "show\(name)", sender: nil)
      performSegue(withIdentifier: #"raw\#(name)"#, sender: nil)
      performSegue(withIdentifier: "a \"quoted\" \\ name", sender: nil)
      performSegue(withIdentifier: "show" + suffix, sender: nil)
      performSegue(withIdentifier: identifier, sender: nil)
      performSegue(withIdentifier: """
          showProfile
          """, sender: nil)
      let s = "performSegue(withIdentifier: \"inAString\", sender: nil)"
      let t = "\(performSegue(withIdentifier: "nested(", sender: nil)) )"
      """##
    XCTAssertEqual(
      found(source),
      [
        "segue identifier showProfile", "segue identifier showProfile",
        #"segue identifier say "hi" \(no)"#, "segue identifier <dynamic>",
        "segue identifier <dynamic>", #"segue identifier a "quoted" \ name"#,
        "segue identifier <dynamic>", "segue identifier <dynamic>",
        "segue identifier showProfile",
      ], "calls inside strings and interpolations are not calls of the file")
  }

  func testCommentsHoldNoCalls() {
    let source = """
      // performSegue(withIdentifier: "lineComment", sender: nil)
      /* performSegue(withIdentifier: "block", sender: nil)
         /* nested */ performSegue(withIdentifier: "stillInside", sender: nil) */
      performSegue(withIdentifier: "showProfile", sender: nil) // trailing "comment"
      """
    XCTAssertEqual(found(source), ["segue identifier showProfile"])
    XCTAssertEqual(
      found("/* a /* b */ performSegue(withIdentifier: \"x\", sender: nil)", path: "A.m"),
      ["segue identifier x"], "Objective-C comments do not nest")
  }

  func testGeneratedSegueEnumsAreChecked() {
    let source = """
      enum StoryboardSegue {
        enum Main: String, SegueType {
          case showProfile
          case stale = "showOldProfile"
        }
      }
      enum InboxSegue: String, CaseIterable { case showProfile = "showProfile" }
      enum Other: String { case notASegue = "x" }
      """
    XCTAssertEqual(
      found(source),
      [
        "segue identifier showProfile", "segue identifier showOldProfile",
        "segue identifier showProfile",
      ])
    XCTAssertEqual(scan(source).diagnostics().map(\.rule), [.unknownSegueIdentifier])
  }

  func testUnusedSegueIdentifiersAreWarningsAndDynamicNamesAreCounted() {
    var check = CodeCheck(bundle: bundle)
    check.scan("performSegue(withIdentifier: \"showProfile\", sender: nil)", path: "A.swift")
    XCTAssertEqual(
      check.diagnostics(reportingUnused: true).map(\.description),
      [
        "Main:1:1: warning: no code names the segue identifier 'embedAvatar'; remove the "
          + "identifier if nothing performs or prepares this segue [unused-segue-identifier]"
      ], "every name is a literal: the advice is sure")
    // Nextcloud's NCMore: `performSegue(withIdentifier: item.url, …)` may perform any of them.
    check.scan("performSegue(withIdentifier: name, sender: nil)", path: "B.swift")
    XCTAssertEqual(check.filesScanned, 2)
    XCTAssertEqual(check.dynamicReferences.count, 1)
    XCTAssertEqual(
      check.diagnostics(reportingUnused: true).map(\.description),
      [
        "Main:1:1: warning: the segue identifier 'embedAvatar' might be unused: no code names it "
          + "as a literal, but 1 segue identifier(s) are computed at run time (B.swift:1:30) and "
          + "could be it, so it cannot be proven unused; check whether those computed "
          + "identifiers can be 'embedAvatar' before removing it [unused-segue-identifier]"
      ], "a computed name could be any of them: no advice to remove")
    XCTAssertEqual(check.diagnostics(), [])
  }

  /// Found in a real app (a device-model switch): an `identifier` is a segue's only as
  /// `segue.identifier`, or bare inside `prepare` / `shouldPerformSegue`.
  func testIdentifiersThatAreNotSeguesAreIgnored() {
    let source = """
      var model: String {
        switch identifier {
        case "iPod5,1": return "iPod touch"
        default: return identifier
        }
      }
      func configure() { if cell.identifier == "Cell" {} }
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier else { return }
        if identifier == "showProfile" {}
      }
      override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        switch identifier {
        case "embedAvatar": return false
        default: return true
        }
      }
      """
    XCTAssertEqual(found(source), ["segue identifier showProfile", "segue identifier embedAvatar"])
  }

  func testClosestNames() {
    let names: Set = ["showProfile", "showInbox", "Profile"]
    XCTAssertEqual(CodeCheck.closest(to: "showProfle", in: names), "showProfile")
    XCTAssertEqual(CodeCheck.closest(to: "showprofile", in: names), "showProfile")
    XCTAssertEqual(CodeCheck.closest(to: "settings", in: names), nil)
  }
}
