import StoryboardLoader
import Storyboards
import TestSupport
import XCTest

/// Every error of the loader says what happened, where, and what to do. The switch in
/// `sample(of:)` names every reason without `default`: a new reason does not compile until it
/// has a sample here.
final class LoadErrorMessageTests: XCTestCase {
  private static let reasons: [StoryboardLoadError.Reason] = [
    .malformedXML("an attribute value was expected"), .truncated, .notUTF8,
    .notAStoryboard(root: "plist"), .empty, .gitLFSPointer, .mergeConflict,
    .documentTypeDeclaration, .missingAttribute(element: "segue", attribute: "destination"),
    .unreadable("no such file"), .noStoryboards,
    .ambiguousName("Main", paths: ["A/Main", "B/Main"]), .notANib,
    .malformedStrings(
      StringsFileError(
        path: "fr.lproj/Main.strings", line: 2, column: 9, reason: .unterminatedString)),
  ]

  /// What each reason's message must name besides the file.
  private func subjects(of reason: StoryboardLoadError.Reason) -> [String] {
    switch reason {
    case .malformedXML(let detail): return [detail]
    case .truncated: return ["truncated"]
    case .notUTF8: return ["UTF-8"]
    case .notAStoryboard(let root): return ["<\(root)>"]
    case .empty: return ["empty"]
    case .gitLFSPointer: return ["Git LFS"]
    case .mergeConflict: return ["merge-conflict"]
    case .documentTypeDeclaration: return ["DTD"]
    case .missingAttribute(let element, let attribute): return ["<\(element)>", attribute]
    case .unreadable(let detail): return [detail]
    case .noStoryboards: return [".storyboard"]
    case .ambiguousName(let name, let paths): return [name] + paths
    case .notANib: return ["<objects>", ".xib"]
    case .malformedStrings: return ["quoted string", "Add one where the string ends."]
    }
  }

  func testEveryLoadErrorSaysWhatWhereAndHowToFix() {
    for reason in Self.reasons {
      let error = StoryboardLoadError(
        path: "App/Main.storyboard", line: 12, column: 5, reason: reason)
      ErrorMessages.assertSaysWhatAndHowToFix(
        error.description, naming: ["App/Main.storyboard:12:5: error: "] + subjects(of: reason),
        "\(reason)")
      XCTAssertEqual(error.diagnostic.rule, .unreadableStoryboard)
      XCTAssertEqual(error.diagnostic.message, error.message)
    }
  }

  func testAFolderErrorListsEveryFile() {
    let error = StoryboardFolderError(errors: [
      StoryboardLoadError(path: "A.storyboard", reason: .empty),
      StoryboardLoadError(path: "B.storyboard", line: 3, column: 1, reason: .truncated),
    ])
    XCTAssertEqual(
      error.description,
      "A.storyboard:1:1: error: the file is empty. Restore it from version control or delete "
        + "it.\nB.storyboard:3:1: error: the file ends before its <document> is closed; it is "
        + "truncated. Restore the complete file from version control.")
  }
}

extension LoadErrorMessageTests {
  func testTheDiagnosticOfALoadErrorCarriesItsFix() {
    for reason in Self.reasons {
      let error = StoryboardLoadError(path: "Main.storyboard", reason: reason)
      XCTAssertEqual(error.diagnostic.fix, error.fix)
      XCTAssertEqual(error.message, error.problem + ". " + error.fix)
    }
  }
}
