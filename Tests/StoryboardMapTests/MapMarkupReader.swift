import Foundation

/// The start tags of a page the map wrote, with their attributes, in document order — enough
/// to check the markup contract without a browser.
struct MapMarkupReader {
  struct Tag {
    var name: String
    var attributes: [String: String]
    /// Where the tag starts in the page.
    var offset: String.Index

    var classes: Set<String> {
      Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
    }
  }

  let page: String
  let tags: [Tag]

  init(_ page: String) {
    self.page = page
    // swift-format-ignore: NeverUseForceTry
    let tagPattern = try! NSRegularExpression(pattern: "<([a-zA-Z][a-zA-Z0-9]*)((?:\\s[^>]*)?)>")
    // swift-format-ignore: NeverUseForceTry
    let attributePattern = try! NSRegularExpression(
      pattern: "([a-zA-Z_:][-a-zA-Z0-9_:.]*)=\"([^\"]*)\"")
    let range = NSRange(page.startIndex..., in: page)
    tags = tagPattern.matches(in: page, range: range).map { match in
      let name = String(page[Range(match.range(at: 1), in: page)!])
      let body = String(page[Range(match.range(at: 2), in: page)!])
      var attributes: [String: String] = [:]
      for attribute in attributePattern.matches(
        in: body, range: NSRange(body.startIndex..., in: body))
      {
        let key = String(body[Range(attribute.range(at: 1), in: body)!])
        attributes[key] = Self.unescaped(String(body[Range(attribute.range(at: 2), in: body)!]))
      }
      return Tag(
        name: name, attributes: attributes, offset: Range(match.range, in: page)!.lowerBound)
    }
  }

  /// The tags with the class `name`.
  func elements(withClass name: String) -> [Tag] { tags.filter { $0.classes.contains(name) } }

  /// The markup of a `<g>` from its start tag to its first `</g>` (scenes nest no `<g>`).
  func markup(of tag: Tag) -> Substring {
    let rest = page[tag.offset...]
    let end = rest.range(of: "</g>")?.upperBound ?? rest.endIndex
    return rest[..<end]
  }

  /// The first tag named `name` inside the markup of `tag`.
  func firstTag(named name: String, in tag: Tag) -> Tag? {
    let markup = markup(of: tag)
    return tags.first { $0.name == name && $0.offset > tag.offset && $0.offset < markup.endIndex }
  }

  private static func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
      of: "&apos;", with: "'"
    )
    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
    .replacingOccurrences(of: "&amp;", with: "&")
  }
}
