import Foundation
import StoryboardRuntime

extension Button {
  /// How a button looks, as one value (UIKit's `UIButton.Configuration`, iOS 15): kept as data.
  /// Nothing is drawn; a test reads back what the app set, and a tap by title finds a button by
  /// its configuration's title too.
  public struct Configuration: Hashable {
    /// The size of the button (UIKit's `UIButton.Configuration.Size`).
    public enum Size: Hashable, Sendable { case mini, small, medium, large }
    /// Where the title sits (UIKit's `UIButton.Configuration.TitleAlignment`).
    public enum TitleAlignment: Hashable, Sendable { case automatic, leading, center, trailing }
    /// The corners' rounding (UIKit's `UIButton.Configuration.CornerStyle`).
    public enum CornerStyle: Hashable, Sendable {
      case fixed, dynamic, small, medium, large, capsule
    }
    /// The look on a Mac (UIKit's `UIButton.Configuration.MacIdiomStyle`).
    public enum MacIdiomStyle: Hashable, Sendable {
      case automatic, bordered, borderless, borderlessTinted
    }
    /// The indicator beside the title (UIKit's `UIButton.Configuration.Indicator`).
    public enum Indicator: Hashable, Sendable { case automatic, none, popup }

    /// The factory the configuration was made by (`plain()`, `filled()`…).
    let style: String

    /// The rounding of the corners; ``CornerStyle/dynamic`` by default.
    public var cornerStyle = CornerStyle.dynamic
    /// The size; ``Size/medium`` by default.
    public var buttonSize = Size.medium
    /// The look on a Mac.
    public var macIdiomStyle = MacIdiomStyle.automatic
    /// The colour of the title and image.
    public var baseForegroundColor: Color?
    /// The colour of the background.
    public var baseBackgroundColor: Color?
    /// The image.
    public var image: Image?
    /// Whether an activity indicator replaces the image.
    public var showsActivityIndicator = false
    /// The title.
    public var title: String?
    /// The title with attributes.
    public var attributedTitle: AttributedString?
    /// The subtitle.
    public var subtitle: String?
    /// The subtitle with attributes.
    public var attributedSubtitle: AttributedString?
    /// The indicator beside the title.
    public var indicator = Indicator.automatic
    /// The insets around the content.
    public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// The edge of the title the image sits at; leading by default.
    public var imagePlacement = DirectionalRectEdge.leading
    /// The space between the image and the title.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// Where the title sits.
    public var titleAlignment = TitleAlignment.automatic
    /// Whether the look follows the button's selection.
    public var automaticallyUpdateForSelection = true

    init(style: String) { self.style = style }

    /// The configuration a storyboard's `<buttonConfiguration>` declares.
    init(storyboardAttributes attributes: [String: String]) {
      self.init(style: attributes["style"] ?? "plain")
      title = attributes["title"]
      subtitle = attributes["subtitle"]
      if let name = attributes["image"] {
        // `catalog="system"` names an SF Symbol, as in `<buttonConfiguration image="info.circle"
        // catalog="system"/>`; otherwise the image is an asset.
        image = attributes["catalog"] == "system" ? Image(systemName: name) : Image(named: name)
      }
    }

    /// A plain button's: no background.
    public static func plain() -> Configuration { Configuration(style: "plain") }
    /// A tinted button's: a tinted background.
    public static func tinted() -> Configuration { Configuration(style: "tinted") }
    /// A gray button's: a gray background.
    public static func gray() -> Configuration { Configuration(style: "gray") }
    /// A filled button's: the tint fills the background.
    public static func filled() -> Configuration { Configuration(style: "filled") }
    /// A borderless button's.
    public static func borderless() -> Configuration { Configuration(style: "borderless") }
    /// A bordered button's.
    public static func bordered() -> Configuration { Configuration(style: "bordered") }
    /// A bordered, tinted button's.
    public static func borderedTinted() -> Configuration {
      Configuration(style: "borderedTinted")
    }
    /// A bordered, prominent button's.
    public static func borderedProminent() -> Configuration {
      Configuration(style: "borderedProminent")
    }

    /// The configuration for `button`'s current state: itself, as nothing is drawn.
    public func updated(for button: Button) -> Configuration { self }

    /// Resets ``contentInsets`` to the default for the configuration's size.
    public mutating func setDefaultContentInsets() {
      contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    }

    /// Configurations are equal when what they show is.
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      lhs.style == rhs.style && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle
        && lhs.attributedTitle == rhs.attributedTitle && lhs.image == rhs.image
        && lhs.baseForegroundColor == rhs.baseForegroundColor
        && lhs.baseBackgroundColor == rhs.baseBackgroundColor && lhs.cornerStyle == rhs.cornerStyle
        && lhs.buttonSize == rhs.buttonSize
        && lhs.showsActivityIndicator == rhs.showsActivityIndicator
        && lhs.contentInsets == rhs.contentInsets && lhs.imagePlacement == rhs.imagePlacement
        && lhs.imagePadding == rhs.imagePadding && lhs.titlePadding == rhs.titlePadding
        && lhs.titleAlignment == rhs.titleAlignment && lhs.indicator == rhs.indicator
    }

    /// Hashes the style and the titles.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(style)
      hasher.combine(title)
      hasher.combine(subtitle)
    }
  }
}
