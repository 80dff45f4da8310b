import Foundation

/// The coder a storyboard object is decoded with: `init?(coder:)` of a view, a control or a
/// cell reads its declared data from it, as UIKit's views read their nib archive. Apps
/// receive it in their own views' `init?(coder:)` and pass it to `super`.
public final class SceneObjectCoder: NSCoder {
  /// The object as the storyboard declares it.
  public let object: SceneObjectDefinition
  /// The storyboard it belongs to.
  public let storyboard: Storyboard

  package init(object: SceneObjectDefinition, storyboard: Storyboard) {
    self.object = object
    self.storyboard = storyboard
    spans = object.attributes.spans()
    super.init()
  }

  /// A coder of no attributes for a stand-in of `className`, made when a registration could
  /// not make its class (a raise was reported; the caller still needs an instance).
  package static func standIn(for className: String) -> SceneObjectCoder {
    SceneObjectCoder(
      object: SceneObjectDefinition(id: "", element: "view", customClass: className),
      storyboard: Storyboard(
        name: "", bundle: StoryboardBundle(), definition: StoryboardDefinition(name: "")))
  }

  /// Where the attributes lie, found once (each class of the chain reads its own); a value is
  /// decoded when read.
  private let spans: StoryboardAttributes.Spans

  /// The attribute `name` as written, or `nil`.
  public func string(_ name: String) -> String? { spans.value(of: name) }

  /// The attribute `name` as a Boolean (`YES`/`NO`), or `nil`.
  public func boolean(_ name: String) -> Bool? { spans.boolean(name) }

  /// The attribute `name` as a number, or `nil` when absent or not a number.
  public func number(_ name: String) -> Double? { spans.number(name) }

  /// The attribute `name` as an integer, or `nil`.
  public func integer(_ name: String) -> Int? { spans.integer(name) }

  /// The named colour the storyboard gives the object for `key` (`<color key="backgroundColor"
  /// name="Brand"/>`): the colour set of that name in the asset catalogs of the storyboard's
  /// bundle, as `UIColor(named:in:compatibleWith:)` finds it; `nil` when the storyboard names
  /// none for `key`, or the catalogs lack it.
  public func color(forKey key: String) -> Color? {
    guard let name = object.states[key]?["name"] else { return nil }
    return Color(named: name, in: storyboard.resourceBundle, compatibleWith: nil)
  }
}
