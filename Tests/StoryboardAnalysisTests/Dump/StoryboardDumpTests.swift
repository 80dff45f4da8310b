import Foundation
import StoryboardAnalysis
import StoryboardLoader
import TestSupport
import XCTest

/// Every corpus file's dump record is identical to the one in `EXPECTED-DUMP.jsonl`.
final class StoryboardDumpTests: XCTestCase {
  func testEveryCorpusRecordMatchesTheExpectedDump() throws {
    let corpus = try SharedCorpus.require()
    let expected = try String(contentsOfFile: corpus + "/EXPECTED-DUMP.jsonl", encoding: .utf8)
      .split(separator: "\n").map(String.init)
    let files = try StoryboardLoader.storyboardFiles(atPath: corpus)
    XCTAssertEqual(files.count, expected.count)
    var identical = 0
    for (file, record) in zip(files, expected) {
      let relative = String(file.dropFirst(corpus.count + 1))
      let storyboard = try StoryboardLoader.loadStoryboard(atPath: file)
      let produced = StoryboardDump.record(of: storyboard, file: relative)
      if produced == record {
        identical += 1
      } else {
        XCTFail("\(relative) differs:\nexpected: \(record)\nproduced: \(produced)")
      }
    }
    XCTAssertEqual(identical, 186, "186 of 186 records identical")
  }
}
