import Foundation
import StoryboardLoader
import Storyboards
import TestSupport
import Testing

/// Tests run in parallel (Swift Testing's default) share loaded definitions and nothing else:
/// each case makes its own bundle and window from the corpus's definitions, launches a real
/// app's storyboard, performs its first segues and records the events, and must produce the
/// transcript a serial run produced. `.ci/run` runs this suite under ThreadSanitizer too.
@Suite struct ParallelCorpusTests {
  /// A storyboard of an app of the corpus, run twice so that equal cases overlap in time.
  struct Case: Sendable, CustomTestStringConvertible {
    let app: String
    let storyboard: String
    let round: Int
    var testDescription: String { "\(storyboard) of \(app), round \(round)" }
  }

  /// The corpus's definitions, one list an app, read once for every case.
  static let apps: [String: [StoryboardDefinition]] = {
    let root = SharedCorpus.path
    guard FileManager.default.fileExists(atPath: root + "/EXPECTED-DUMP.jsonl"),
      let files = try? StoryboardLoader.storyboardFiles(atPath: root)
    else { return [:] }
    var apps: [String: [StoryboardDefinition]] = [:]
    for file in files.sorted(by: {
      ($0.contains("Base.lproj") ? 0 : 1) < ($1.contains("Base.lproj") ? 0 : 1)
    }) {
      let name = StoryboardLoader.storyboardName(
        ofFile: file.components(separatedBy: "__").last ?? file)
      let app = appKey(file)
      guard apps[app]?.contains(where: { $0.name == name }) != true,
        let definition = try? StoryboardLoader.loadStoryboard(atPath: file, name: name)
      else { continue }
      apps[app, default: []].append(definition)
    }
    return apps
  }()

  static let cases: [Case] = apps.keys.sorted().flatMap { app in
    (apps[app] ?? []).map(\.name).sorted().flatMap { name in
      [1, 2].map { Case(app: app, storyboard: name, round: $0) }
    }
  }

  /// The transcripts of a serial run, made once before the parallel cases compare with them.
  static let serialTranscripts: [String: String] = {
    var transcripts: [String: String] = [:]
    for item in cases where item.round == 1 {
      transcripts["\(item.app)/\(item.storyboard)"] = transcript(of: item)
    }
    return transcripts
  }()

  @Test(arguments: cases)
  func aParallelRunGivesTheSerialTranscript(_ item: Case) {
    let expected = Self.serialTranscripts["\(item.app)/\(item.storyboard)"]
    #expect(Self.transcript(of: item) == expected)
  }

  @Test func theCorpusIsThereWhenCIRequiresIt() {
    if ProcessInfo.processInfo.environment["STORYBOARD_CORPUS_REQUIRED"] == "1" {
      #expect(Self.cases.count > 300, "the corpus is at \(SharedCorpus.path)")
    }
  }

  /// Launches `item`'s storyboard in a bundle of its own, performs up to three of the visible
  /// controller's segues, and writes what happened: hierarchies, errors and every event.
  static func transcript(of item: Case) -> String {
    let bundle = StoryboardBundle(storyboards: apps[item.app] ?? [])
    let recorder = EventRecorder()
    var lines: [String] = []
    do {
      try catching {
        try recorder.record {
          let simulator = try StoryboardSimulator(bundle: bundle, storyboard: item.storyboard)
          lines.append(simulator.window.hierarchyDescription)
          let segues = simulator.window.visibleViewController?.storyboardSegues ?? []
          for segue in segues.prefix(3) {
            guard let identifier = segue.identifier,
              ![.embed, .relationship, .unwind].contains(segue.kind)
            else { continue }
            do {
              try simulator.run(.perform(identifier))
            } catch {
              lines.append("\(identifier): \(error)")
            }
            lines.append(simulator.window.hierarchyDescription)
          }
        }
      }
    } catch {
      lines.append("launch: \(error)")
    }
    return (lines + recorder.descriptions).joined(separator: "\n")
  }

  /// The app a flattened corpus path belongs to (as `CorpusRunTests` groups them).
  private static func appKey(_ file: String) -> String {
    var segments = file.components(separatedBy: "__")
    segments.removeLast()
    if segments.last?.hasSuffix(".lproj") == true { segments.removeLast() }
    return segments.joined(separator: "__")
  }
}
