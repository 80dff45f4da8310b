import StoryboardLoader
import Storyboards

/// One document read by the package's reader and by ``XMLParserReference``, and whether they
/// agree: both refuse it, or both load the same definition.
package enum DifferentialComparison: Equatable {
  /// Both loaded it (to the same definition) or both refused it.
  case agree(loaded: Bool)
  /// Not compared, and why: `XMLParser` would crash, or the difference is a documented choice.
  case skipped(String)
  /// They disagree; what each made of it.
  case disagree(String)

  /// Compares the two readers on `bytes`.
  ///
  /// Locations are compared by line, allowing for a start tag over several lines: `XMLParser`
  /// reports where a start tag ends, the package's reader where it starts (its `<`), which is
  /// where Xcode points.
  package init(_ bytes: [UInt8], name: String = "Fuzzed", path: String = "Fuzzed.storyboard") {
    if XMLParserReference.crashes(on: bytes) {
      self = .skipped("a processing instruction without data crashes XMLParser")
      return
    }
    if let encoding = Self.declaredEncoding(bytes), !["utf-8", "utf8"].contains(encoding) {
      self = .skipped("XMLParser transcodes the encoding '\(encoding)'; the reader refuses it")
      return
    }
    let reference = XMLParserReference.load(bytes, name: name, path: path)
    let own: XMLParserReference.Verdict
    do {
      own = .loaded(try StoryboardLoader.loadStoryboard(data: bytes, name: name, path: path))
    } catch {
      own = .refused(line: error.line, reason: error.message)
    }
    switch (own, reference) {
    case (.loaded(let mine), .loaded(let theirs)):
      self =
        Self.agree(mine, theirs)
        ? .agree(loaded: true)
        : .disagree("different definitions:\nreader:    \(mine)\nXMLParser: \(theirs)")
    case (.refused, .refused): self = .agree(loaded: false)
    default: self = .disagree("reader: \(own)\nXMLParser: \(reference)")
    }
  }

  /// The same definitions, locations aside, and each of the reader's locations on or before
  /// XMLParser's line: the reader points at a start tag's `<`, XMLParser at its end, a later
  /// line when the tag spans several.
  private static func agree(_ mine: StoryboardDefinition, _ theirs: StoryboardDefinition) -> Bool {
    guard withoutLocations(mine) == withoutLocations(theirs) else { return false }
    return zip(locations(of: mine), locations(of: theirs)).allSatisfy { mine, theirs in
      switch (mine, theirs) {
      case (nil, nil): return true
      case (let mine?, let theirs?): return mine.line <= theirs.line
      default: return false
      }
    }
  }

  private static func locations(of definition: StoryboardDefinition) -> [SourcePosition?] {
    let controllers = definition.scenes.compactMap(\.controller)
    let objects = controllers.flatMap(\.objects)
    let connections =
      controllers.flatMap(\.connections) + objects.flatMap(\.connections)
    return [definition.documentLocation] + definition.scenes.map { $0.controller?.location }
      + definition.segues.map(\.location) + objects.map(\.location)
      + connections.map(\.location)
  }

  private static func withoutLocations(_ definition: StoryboardDefinition) -> StoryboardDefinition {
    var copy = definition
    copy.documentLocation = nil
    for index in copy.scenes.indices {
      copy.scenes[index].controller?.location = nil
      guard var controller = copy.scenes[index].controller else { continue }
      controller.connections = controller.connections.map { connection in
        var copy = connection
        copy.location = nil
        return copy
      }
      controller.objects = controller.objects.map { object in
        var copy = object
        copy.location = nil
        copy.connections = copy.connections.map { connection in
          var copy = connection
          copy.location = nil
          return copy
        }
        return copy
      }
      copy.scenes[index].controller = controller
    }
    for index in copy.segues.indices {
      copy.segues[index].location = nil
    }
    return copy
  }

  /// The lowercased `encoding` of an XML declaration at the start, if any.
  private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    let head = String(decoding: bytes.prefix(200), as: UTF8.self)
    guard head.hasPrefix("<?xml"), let end = head.range(of: "?>"),
      let key = head[..<end.lowerBound].range(of: "encoding")
    else { return nil }
    let rest = head[key.upperBound..<end.lowerBound].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix { $0 != quote }).lowercased()
  }
}
