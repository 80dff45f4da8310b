import Foundation
import StoryboardRuntime

/// UIKit's `UISwitch`: on or off. A user's flip changes it and sends `.valueChanged`.
open class Switch: Control {
  /// Whether the switch is on.
  open var isOn = false
  /// The colour when on.
  open var onTintColor: Color?
  /// The title (Mac Catalyst).
  open var title: String?

  /// A switch that is off.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A switch that is off.
  public override init() { super.init() }

  /// A switch from a storyboard's `<switch>`, on as declared.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    isOn = coder.boolean("on") ?? false
  }

  /// Turns the switch on or off; sends no action, as in UIKit.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// The thumb's colour.
  open var thumbTintColor: Color?
  /// The image of the on state (iOS 6, no effect since iOS 7).
  /// Inert: nothing in the simulation acts on it.
  open var onImage: Image?
  /// The image of the off state (iOS 6, no effect since iOS 7).
  /// Inert: nothing in the simulation acts on it.
  open var offImage: Image?
  /// The style the app prefers.
  open var preferredStyle = Style.automatic
  /// The style shown: the preferred one, else sliding (an iPhone's).
  open var style: Style { preferredStyle == .automatic ? .sliding : preferredStyle }

  /// How a switch looks (UIKit's `UISwitch.Style`).
  public enum Style: Int, Sendable {
    case automatic = 0, checkbox, sliding
  }
}
