import Dispatch
import Foundation
import StoryboardRuntime

/// The storyboards of a folder, read as one bundle.
public struct StoryboardFolder: Sendable, Equatable {
  /// The storyboards, sorted by name: one per name.
  public var storyboards: [StoryboardDefinition]
  /// For each storyboard name, the localized variants that were not chosen, by language
  /// (`en` for `en.lproj`).
  public var localizations: [String: [String: String]]
  /// The files that could not be read, and the names more than one unrelated file claims.
  public var errors: [StoryboardLoadError]
}

// MARK: - Reading a folder as a bundle

extension StoryboardLoader {
  /// Reads every storyboard under `path`, in parallel on all cores; the result does not depend
  /// on the order files finish in.
  ///
  /// Each storyboard is named after its file (without extension). Variants of one storyboard
  /// in `Base.lproj` and `<language>.lproj` folders side by side are one storyboard: the `Base`
  /// one (else the unlocalized one, else the first language) is used and the others are kept
  /// as localizations. Different files with the same name elsewhere (an iOS and a macOS
  /// `Main`) are an ambiguity: neither is used and an error says so. A file that cannot be
  /// read does not stop the others.
  /// - Parameters:
  ///   - path: The folder (or a single file).
  ///   - naming: The storyboard name of a file; by default its file name.
  public static func loadFolder(
    atPath path: String, naming: (String) -> String = storyboardName(ofFile:)
  ) -> StoryboardFolder {
    let files: [String]
    do {
      files = try storyboardFiles(atPath: path)
    } catch {
      return StoryboardFolder(storyboards: [], localizations: [:], errors: [error])
    }
    let variants = files.map { StoryboardVariant(path: $0, name: naming($0)) }
    let chosen = choose(from: variants)
    let results = loadInParallel(chosen.files.map(\.path), names: chosen.files.map(\.name))
    var storyboards: [StoryboardDefinition] = []
    var errors = chosen.errors
    for result in results {
      switch result {
      case .success(let storyboard): storyboards.append(storyboard)
      case .failure(let error): errors.append(error)
      }
    }
    return StoryboardFolder(
      storyboards: storyboards.sorted { $0.name < $1.name }, localizations: chosen.localizations,
      errors: errors.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) })
  }

  /// Reads `files` on all cores, each result at its file's index.
  static func loadInParallel(_ files: [String], names: [String]) -> [Result<
    StoryboardDefinition, StoryboardLoadError
  >] {
    let results = ResultSlots(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      do throws(StoryboardLoadError) {
        let storyboard = try loadStoryboard(atPath: files[index], name: names[index])
        results.set(.success(storyboard), at: index)
      } catch {
        results.set(.failure(error), at: index)
      }
    }
    return results.values
  }

  private static func choose(from variants: [StoryboardVariant]) -> (
    files: [StoryboardVariant], localizations: [String: [String: String]],
    errors: [StoryboardLoadError]
  ) {
    var files: [StoryboardVariant] = []
    var localizations: [String: [String: String]] = [:]
    var errors: [StoryboardLoadError] = []
    for (name, group) in Dictionary(grouping: variants, by: \.name).sorted(by: { $0.key < $1.key })
    {
      let roots = Set(group.map(\.root))
      let languages = group.map { $0.language ?? "" }
      guard roots.count == 1, Set(languages).count == languages.count else {
        let paths = group.map(\.path)
        errors.append(
          StoryboardLoadError(path: paths[0], reason: .ambiguousName(name, paths: paths)))
        continue
      }
      let ordered = group.sorted { $0.preference < $1.preference }
      files.append(ordered[0])
      let others = ordered.dropFirst().compactMap { variant in
        variant.language.map { ($0, variant.path) }
      }
      if !others.isEmpty { localizations[name] = Dictionary(others) { first, _ in first } }
    }
    return (files, localizations, errors)
  }
}

/// One file of a storyboard: its name, its `.lproj` language and the folder that holds the
/// `.lproj` folders.
private struct StoryboardVariant {
  let path: String
  let name: String
  let language: String?
  let root: String

  init(path: String, name: String) {
    self.path = path
    self.name = name
    var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    components.removeLast()
    if let folder = components.last, folder.hasSuffix(".lproj") {
      language = String(folder.dropLast(".lproj".count))
      components.removeLast()
    } else {
      language = nil
    }
    root = components.joined(separator: "/")
  }

  /// Base first, then the unlocalized file, then languages in order.
  var preference: String {
    switch language {
    case "Base": return "0"
    case nil: return "1"
    case let language?: return "2" + language
    }
  }
}

/// Results written from several threads, each at its own index.
private final class ResultSlots: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<StoryboardDefinition, StoryboardLoadError>?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ result: Result<StoryboardDefinition, StoryboardLoadError>, at index: Int) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  var values: [Result<StoryboardDefinition, StoryboardLoadError>] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
