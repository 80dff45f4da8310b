/// The elements whose place in the document the builder and the scene-object reader follow,
/// each told from its tag once; every other is `other`.
enum StoryboardElement: CaseIterable {
  case document, scenes, scene, objects, connections, segue
  case runtimeAttributes, runtimeAttribute
  /// Inside a scene's objects: connections, a button's state (or configuration), an
  /// accessibility element, a segment, a constraint.
  case outlet, outletCollection, action, state, accessibility, accessibilityTraits, segment
  case constraint
  /// A colour (`<color key=… name=…/>` names an asset catalog's colour set).
  case color
  /// An element with an ID that is not an object of the scene: a rectangle, a layout guide, a
  /// font…
  case notObject
  case other

  /// The tags of each element but `other`.
  private static let tags: [(tag: StaticString, element: StoryboardElement)] = [
    ("document", .document), ("scenes", .scenes), ("scene", .scene), ("objects", .objects),
    ("connections", .connections), ("segue", .segue),
    ("userDefinedRuntimeAttributes", .runtimeAttributes),
    ("userDefinedRuntimeAttribute", .runtimeAttribute), ("outlet", .outlet),
    ("outletCollection", .outletCollection), ("action", .action), ("state", .state),
    // A button's configuration (Xcode 13): kept as one more state, under its key.
    ("buttonConfiguration", .state),
    // A text input's traits: kept as one more state, under its key.
    ("textInputTraits", .state),
    // A visual effect view's effect: kept as one more state, under its element's name.
    ("blurEffect", .state), ("vibrancyEffect", .state),
    ("accessibility", .accessibility), ("accessibilityTraits", .accessibilityTraits),
    ("segment", .segment), ("constraint", .constraint),
    ("layoutGuide", .notObject), ("viewLayoutGuide", .notObject),
    ("fontDescription", .notObject), ("color", .color), ("systemColor", .notObject),
    ("namedColor", .notObject), ("rect", .notObject), ("point", .notObject),
    ("size", .notObject), ("image", .notObject), ("designable", .notObject),
    ("inset", .notObject), ("edgeInsets", .notObject), ("directionalEdgeInsets", .notObject),
  ]

  /// The tags by their length in bytes: a tag is compared only with those of its length.
  private static let tagsByLength: [[(tag: StaticString, element: StoryboardElement)]] = {
    var byLength = Array(
      repeating: [(tag: StaticString, element: StoryboardElement)](),
      count: (tags.map(\.tag.utf8CodeUnitCount).max() ?? 0) + 1)
    for entry in tags { byLength[entry.tag.utf8CodeUnitCount].append(entry) }
    return byLength
  }()

  /// The element named `name`.
  init(named name: String) {
    self = Self.tags.first { $0.tag.description == name }?.element ?? .other
  }

  /// The element of `tag`, compared byte by byte.
  init(of tag: XMLStartTag) {
    let length = tag.nameEnd - tag.nameStart
    guard length < Self.tagsByLength.count else {
      self = .other
      return
    }
    self = Self.tagsByLength[length].first { tag.nameIs($0.tag) }?.element ?? .other
  }
}
