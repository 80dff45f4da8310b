import StoryboardRuntime

extension StoryboardDump {
  /// A nib as one line of JSON, the record `storyboard-tool dump --json` prints for a `.xib`
  /// (`Schemas/nib-dump.schema.json`): `file`, `nib` (its name), `owner` (the File's Owner's
  /// `customClass`, `customModule`, `customModuleProvider`) and `objects` — every object but
  /// the placeholders, in document order, with `id`, `element`, `customClass`, `customModule`
  /// and `topLevel`. Every key is always present; absent attributes are `null`.
  public static func nibRecord(of nib: NibDefinition, file: String) -> String {
    let json = JSONWriter()
    json.object {
      json.field("file", file)
      json.field("nib", nib.name)
      json.key("owner")
      json.object {
        json.field("customClass", nib.owner.customClass)
        json.field("customModule", nib.owner.customModule)
        json.field("customModuleProvider", nib.owner.customModuleProvider)
      }
      json.key("objects")
      json.array(nib.owner.objects.filter { $0.element != "placeholder" }) { object in
        json.object {
          json.field("id", object.id)
          json.field("element", object.element)
          json.field("customClass", object.customClass)
          json.field("customModule", object.customModule)
          json.field("topLevel", object.isTopLevel)
        }
      }
    }
    return json.text
  }

  /// A readable listing of a nib: its File's Owner, then one line per object that is
  /// top-level or names a class.
  ///
  /// ```
  /// App/Base.lproj/BadgeView.xib (nib BadgeView), File's Owner: BadgeViewController (SceneApp)
  ///   view i5M-Pr-FkT (top-level)
  ///   label Cnt-Lb-001 CountLabel (SceneApp)
  /// ```
  public static func nibListing(of nib: NibDefinition, file: String) -> String {
    func named(_ name: String?, _ module: String?) -> String {
      guard let name else { return "" }
      return " " + name + (module.map { " (\($0))" } ?? "")
    }
    var lines = [
      "\(file) (nib \(nib.name)), File's Owner:"
        + (nib.owner.customClass == nil
          ? " NSObject" : named(nib.owner.customClass, nib.owner.customModule))
    ]
    for object in nib.owner.objects
    where object.element != "placeholder" && (object.isTopLevel || object.customClass != nil) {
      lines.append(
        "  \(object.element) \(object.id)" + named(object.customClass, object.customModule)
          + (object.isTopLevel ? " (top-level)" : ""))
    }
    return lines.joined(separator: "\n")
  }
}
