import Storyboards

// MARK: - The `storyboard-tool dump --json` record

extension StoryboardDefinition {
  /// The storyboard as one line of JSON, in the record format of `storyboard-tool dump --json`:
  /// every key always present, absent attributes `null`, lists in document order.
  /// - Parameter file: The path to print as `file`, exactly as it was given.
  public func dumpRecord(file: String) -> String {
    let json = JSONWriter()
    json.object {
      json.field("file", file)
      json.field("targetRuntime", targetRuntime)
      json.field("initialViewController", initialViewControllerID)
      json.key("scenes")
      json.array(scenes) { scene in json.object { writeScene(scene, into: json) } }
      json.key("segues")
      json.array(segues) { segue in json.object { writeSegue(segue, into: json) } }
    }
    return json.text
  }

  private func writeScene(_ scene: SceneDefinition, into json: JSONWriter) {
    let controller = scene.controller
    json.field("sceneID", scene.sceneID)
    json.field("id", controller?.id)
    json.field("element", controller?.element)
    json.field("storyboardIdentifier", controller?.storyboardIdentifier)
    json.field("customClass", controller?.customClass)
    json.field("customModule", controller?.customModule)
    json.field("customModuleProvider", controller?.customModuleProvider)
    json.key("reference")
    if let reference = controller?.reference {
      json.object {
        json.field("storyboardName", reference.storyboardName)
        json.field("referencedIdentifier", reference.referencedIdentifier)
        json.field("bundleIdentifier", reference.bundleIdentifier)
      }
    } else {
      json.null()
    }
    json.key("runtimeAttributes")
    json.array(controller?.runtimeAttributes ?? []) { attribute in
      json.object {
        json.field("keyPath", attribute.keyPath)
        json.field("type", attribute.type)
        json.field("value", attribute.rawValue)
      }
    }
  }

  private func writeSegue(_ segue: SegueDefinition, into json: JSONWriter) {
    json.field("id", segue.id)
    json.field("source", segue.sourceID)
    json.field("trigger", segue.trigger)
    json.field("destination", segue.destinationID)
    json.field("kind", segue.kind.description)
    json.field("relationship", segue.relationship)
    json.field("identifier", segue.identifier)
    json.field("customClass", segue.customClass)
    json.field("customModule", segue.customModule)
    json.field("unwindAction", segue.unwindAction)
  }
}

/// Writes compact JSON with `", "` and `": "` separators; non-ASCII characters are escaped.
final class JSONWriter {
  private(set) var text = ""
  private var needsComma = false

  func object(_ body: () -> Void) {
    separate()
    text += "{"
    needsComma = false
    body()
    text += "}"
    needsComma = true
  }

  func array<Element>(_ elements: [Element], _ body: (Element) -> Void) {
    separate()
    text += "["
    needsComma = false
    for element in elements { body(element) }
    text += "]"
    needsComma = true
  }

  func key(_ key: String) {
    separate()
    text += Self.quoted(key) + ": "
    needsComma = false
  }

  func field(_ key: String, _ value: String?) {
    self.key(key)
    value.map { string($0) } ?? null()
  }

  func field(_ key: String, _ value: Int) {
    self.key(key)
    separate()
    text += String(value)
    needsComma = true
  }

  func string(_ value: String) {
    separate()
    text += Self.quoted(value)
    needsComma = true
  }

  func null() {
    separate()
    text += "null"
    needsComma = true
  }

  private func separate() {
    if needsComma { text += ", " }
    needsComma = false
  }

  static func quoted(_ string: String) -> String {
    var result = "\""
    for unit in string.utf16 {
      switch unit {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x0A: result += "\\n"
      case 0x0D: result += "\\r"
      case 0x09: result += "\\t"
      case 0x08: result += "\\b"
      case 0x0C: result += "\\f"
      case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default:
        let hex = String(unit, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return result + "\""
  }
}
