extension StoryboardDefinition {
  /// This storyboard with a `.strings` localization applied, as iOS applies
  /// `<language>.lproj/<Name>.strings` to a `Base.lproj` storyboard: each entry
  /// `"<object ID>.<property>" = "text";` sets that property of the object, with the keys
  /// Xcode's generated files use — `text`, `title`, `placeholder`, `prompt`, `backButtonTitle`,
  /// `headerTitle`, `footerTitle`, a button's `normalTitle` (`selectedTitle`,
  /// `highlightedTitle`, `disabledTitle`) and `configuration.title` / `configuration.subtitle`,
  /// a segmented control's `segmentTitles[N]`, and a controller's `title`. An entry whose
  /// object the storyboard does not have is ignored, as on iOS.
  package func localized(by strings: [String: String]) -> StoryboardDefinition {
    guard !strings.isEmpty else { return self }
    let entries = ControllerDefinition.entriesByObject(strings)
    var result = self
    for index in result.scenes.indices {
      result.scenes[index].controller?.localize(by: entries)
    }
    return result
  }
}

extension NibDefinition {
  /// This nib with a `.strings` localization applied, as
  /// ``StoryboardDefinition/localized(by:)`` applies one to a storyboard.
  package func localized(by strings: [String: String]) -> NibDefinition {
    guard !strings.isEmpty else { return self }
    var result = self
    result.owner.localize(by: ControllerDefinition.entriesByObject(strings))
    return result
  }
}

extension ControllerDefinition {
  /// The entries of a strings file by object ID: `"a1b-2c-3d4.title"` is `title` of `a1b-2c-3d4`.
  static func entriesByObject(_ strings: [String: String]) -> [String: [(String, String)]] {
    var byObject: [String: [(String, String)]] = [:]
    for (key, text) in strings.sorted(by: { $0.key < $1.key }) {
      guard let dot = key.firstIndex(of: ".") else { continue }
      byObject[String(key[..<dot]), default: []].append(
        (String(key[key.index(after: dot)...]), text))
    }
    return byObject
  }

  /// Applies the entries of its own ID and of its objects' IDs.
  mutating func localize(by byObject: [String: [(String, String)]]) {
    for (property, text) in byObject[id] ?? [] where property == "title" { title = text }
    var objects = objects
    var changed = false
    for index in objects.indices {
      guard let entries = byObject[objects[index].id] else { continue }
      for (property, text) in entries {
        Self.apply(property, text, to: &objects[index])
        if property == "title", objects[index].key == "navigationItem" {
          navigationItemTitle = text
        } else if property == "title", objects[index].key == "tabBarItem" {
          tabBarItemTitle = text
        }
      }
      changed = true
    }
    if changed { self.objects = objects }
  }

  /// Sets the localized `property` of `object`.
  private static func apply(
    _ property: String, _ text: String, to object: inout SceneObjectDefinition
  ) {
    let stateTitles = [
      "normalTitle": "normal", "selectedTitle": "selected", "highlightedTitle": "highlighted",
      "disabledTitle": "disabled",
    ]
    if let state = stateTitles[property] {
      object.states[state, default: [:]]["title"] = text
    } else if property == "accessibilityLabel" || property == "accessibilityHint" {
      // ibtool's strings name them so; the storyboard keeps them in its <accessibility>.
      object.states["accessibilityConfiguration", default: [:]][
        property == "accessibilityLabel" ? "label" : "hint"] = text
    } else if property.hasPrefix("configuration.") {
      object.states["configuration", default: [:]][String(property.dropFirst(14))] = text
    } else if property.hasPrefix("segmentTitles["), property.hasSuffix("]"),
      let index = Int(property.dropFirst(14).dropLast()), object.segments.indices.contains(index)
    {
      object.segments[index] = text
    } else if !property.contains(".") && !property.contains("[") {
      var attributes = object.attributes.dictionary
      attributes[property] = text
      object.attributes = StoryboardAttributes(attributes)
    }
  }
}
