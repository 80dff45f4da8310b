import Foundation
import StoryboardRuntime

/// UIKit's `UIListContentConfiguration`: a list cell's image, text and secondary text, as a
/// value. A cell's ``TableViewCell/defaultContentConfiguration()`` gives the one of its style;
/// setting it as the cell's ``TableViewCell/contentConfiguration`` shows it in a
/// ``ListContentView``, whose labels a test reads.
public struct ListContentConfiguration: ContentConfiguration, Hashable {
  /// The image.
  public var image: Image? {
    get { storedImage?.image }
    set { storedImage = newValue.map(HashableImage.init) }
  }
  private var storedImage: HashableImage?
  /// How the image looks.
  public var imageProperties = ImageProperties()
  /// The text.
  public var text: String?
  /// The attributed text.
  public var attributedText: NSAttributedString?
  /// How the text looks.
  public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body))
  /// The secondary text.
  public var secondaryText: String?
  /// The attributed secondary text.
  public var secondaryAttributedText: NSAttributedString?
  /// How the secondary text looks.
  public var secondaryTextProperties = TextProperties(
    font: .preferredFont(forTextStyle: .subheadline))
  /// The axes whose layout margins follow the superview's.
  public var axesPreservingSuperviewLayoutMargins = Axis.both
  /// The margins of the content.
  public var directionalLayoutMargins = DirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  /// Whether the texts sit side by side when they fit.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The padding between the image and the text.
  public var imageToTextPadding: CGFloat = 16
  /// The padding between the texts side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The padding between the texts stacked.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// Which standard configuration this started from.
  let style: String

  init(style: String) { self.style = style }

  /// A plain cell's: text only.
  public static func cell() -> ListContentConfiguration { .init(style: "cell") }
  /// A cell's with a subtitle under the text.
  public static func subtitleCell() -> ListContentConfiguration { .init(style: "subtitleCell") }
  /// A cell's with a value beside the text.
  public static func valueCell() -> ListContentConfiguration {
    var configuration = ListContentConfiguration(style: "valueCell")
    configuration.prefersSideBySideTextAndSecondaryText = true
    return configuration
  }
  /// A plain list's header.
  public static func plainHeader() -> ListContentConfiguration { .init(style: "plainHeader") }
  /// A plain list's footer.
  public static func plainFooter() -> ListContentConfiguration { .init(style: "plainFooter") }
  /// A grouped list's header.
  public static func groupedHeader() -> ListContentConfiguration { .init(style: "groupedHeader") }
  /// A grouped list's footer.
  public static func groupedFooter() -> ListContentConfiguration { .init(style: "groupedFooter") }
  /// A prominent inset grouped list's header.
  public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
    .init(style: "prominentInsetGroupedHeader")
  }
  /// An extra prominent inset grouped list's header.
  public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
    .init(style: "extraProminentInsetGroupedHeader")
  }
  /// A sidebar's cell.
  public static func sidebarCell() -> ListContentConfiguration { .init(style: "sidebarCell") }
  /// A sidebar's cell with a subtitle.
  public static func sidebarSubtitleCell() -> ListContentConfiguration {
    .init(style: "sidebarSubtitleCell")
  }
  /// An accompanied sidebar's cell.
  public static func accompaniedSidebarCell() -> ListContentConfiguration {
    .init(style: "accompaniedSidebarCell")
  }
  /// An accompanied sidebar's cell with a subtitle.
  public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration {
    .init(style: "accompaniedSidebarSubtitleCell")
  }
  /// A sidebar's header.
  public static func sidebarHeader() -> ListContentConfiguration { .init(style: "sidebarHeader") }

  /// A ``ListContentView`` showing this configuration.
  public func makeContentView() -> any View & ContentView { ListContentView(configuration: self) }
  /// The configuration for `state`: unchanged (colours are not resolved here).
  public func updated(for state: any ConfigurationState) -> ListContentConfiguration { self }
}

/// An image in a hashable configuration, compared by name.
struct HashableImage: Hashable {
  let image: Image
  static func == (lhs: HashableImage, rhs: HashableImage) -> Bool { lhs.image == rhs.image }
  func hash(into hasher: inout Hasher) {
    hasher.combine(image.name)
    hasher.combine(image.systemName)
  }
}

extension ListContentConfiguration: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// What the value holds that a test reads most.
  public var description: String {
    "<ListContentConfiguration: text: \(text ?? "nil"), secondaryText: \(secondaryText ?? "nil")>"
  }
  /// ``description``.
  public var debugDescription: String { description }
  /// The value's fields, for the debugger.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
