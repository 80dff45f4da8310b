import StoryboardRuntime

/// What `storyboard-tool dump` prints of a storyboard: a JSON record (`--json`, the format
/// `Schemas/storyboard-dump.schema.json` describes) or a readable listing.
public enum StoryboardDump {
  /// The storyboard as one line of JSON, in the record format of `storyboard-tool dump --json`:
  /// every key always present, absent attributes `null`, lists in document order.
  /// - Parameters:
  ///   - storyboard: The storyboard.
  ///   - file: The path to print as `file`, exactly as it was given.
  public static func record(of storyboard: StoryboardDefinition, file: String) -> String {
    let json = JSONWriter()
    storyboard.writeRecord(file: file, into: json)
    return json.text
  }

  /// Writes the record of ``record(of:file:)`` to `sink` in pieces, so that the record of a
  /// very large storyboard is never held whole.
  public static func writeRecord(
    of storyboard: StoryboardDefinition, file: String,
    to sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    let json = JSONWriter(streamingTo: sink)
    storyboard.writeRecord(file: file, into: json)
    json.flush()
  }
}

extension StoryboardDefinition {
  fileprivate func writeRecord(file: String, into json: JSONWriter) {
    json.object {
      json.field("file", file)
      json.field("targetRuntime", targetRuntime)
      json.field("initialViewController", initialViewControllerID)
      json.key("scenes")
      json.array(scenes) { scene in json.object { writeScene(scene, into: json) } }
      json.key("segues")
      json.array(segues) { segue in json.object { writeSegue(segue, into: json) } }
    }
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
