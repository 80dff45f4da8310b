import Foundation
import TestSupport
import XCTest

/// `storyboard-tool dump`: the corpus records, the readable listing, unreadable files.
final class DumpCommandTests: XCTestCase {
  func testDumpJSONOfTheCorpusMatchesTheExpectedRecords() throws {
    let corpus = try SharedCorpus.require()
    let expected = try String(contentsOfFile: corpus + "/EXPECTED-DUMP.jsonl", encoding: .utf8)
    let result = try runProduct("storyboard-tool", ["dump", "--json", "."], in: corpus)
    XCTAssertEqual(result.status, 0, result.errors)
    let produced = result.output.split(separator: "\n").map {
      $0.replacingOccurrences(of: "{\"file\": \"./", with: "{\"file\": \"")
    }
    let records = expected.split(separator: "\n").map(String.init)
    XCTAssertEqual(produced.count, 186)
    XCTAssertEqual(
      zip(produced, records).filter { $0 == $1 }.count, 186, "186 of 186 files identical")
  }

  /// The good file is still dumped; the unreadable one is reported and makes the status 3.
  func testAnUnreadableFileIsReportedAndExitsThree() throws {
    let good = "Tests/StoryboardLoaderTests/Fixtures/Segues/DanglingSegues.storyboard"
    let bad = "Tests/StoryboardLoaderTests/Fixtures/Bad/Truncated.storyboard"
    assertCommand(
      ["dump", bad, "/no/such/folder", good], in: Repository.root.path,
      output: """
        \(good) (iOS.CocoaTouch), initial: list-1
          scene scene-list: viewController list-1 "List"
          segue seg-none: show list-1 -> ? [showNothing] from button
          segue seg-view: show list-1 -> list-view [showView] from button

        """,
      errors: """
        \(bad):39:12: error: the file ends before its <document> is closed; it is truncated. \
        Restore the complete file from version control. [unreadable-storyboard]
        /no/such/folder:1:1: error: cannot read the file: no such file or folder. Check the path \
        and its permissions. [unreadable-storyboard]
        \(good):11:37: error: the segue 'showNothing' has no destination; reconnect or delete it \
        [missing-destination]
        \(good):16:37: error: the segue 'showView' leads to 'list-view', which is no scene of \
        'DanglingSegues'; reconnect or delete it [missing-destination]

        """,
      status: 3)
  }

  func testReadableListing() {
    let file = "Tests/StoryboardLoaderTests/Fixtures/Valid.storyboard"
    assertCommand(
      ["dump", file], in: Repository.root.path,
      output: """
        \(file) (iOS.CocoaTouch), initial: nav-1
          scene scn-nav: navigationController nav-1
          scene scn-list: tableViewController list-1 "Inbox" InboxViewController (List)
          scene scn-detail: viewController detail-1 (Detail)
          scene scn-child: viewController child-1 ToolbarViewController
          scene scn-ref: viewControllerPlaceholder compose-ref -> Compose#Editor
          segue rel-1: relationship nav-1 -> list-1 (rootViewController) from navigationController
          segue seg-show: show list-1 -> detail-1 [showMessage] from tableViewCell
          segue seg-compose: presentation list-1 -> compose-ref [compose] from barButtonItem
          segue seg-manual: showDetail list-1 -> detail-1 [manual] from tableViewController
          segue seg-unwind: unwind detail-1 -> exit-3 [back] unwindToInbox: from button
          segue seg-embed: embed detail-1 -> child-1 [embedToolbar] from containerView

        """)
  }

  /// The problems met on the way are diagnostics, in the format `--diagnostic-format` names.
  func testDiagnosticFormatOfTheErrors() {
    let bad = "Tests/StoryboardLoaderTests/Fixtures/Bad/Truncated.storyboard"
    assertCommand(
      ["dump", "--diagnostic-format", "github", bad], in: Repository.root.path,
      errors: "::error file=\(bad),line=39,col=12,title=unreadable-storyboard::the file ends "
        + "before its <document> is closed; it is truncated. Restore the complete file from "
        + "version control.\n",
      status: 3)
  }
}
