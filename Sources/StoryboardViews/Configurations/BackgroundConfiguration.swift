import Foundation
import StoryboardRuntime

/// UIKit's `UIBackgroundConfiguration`: a cell's background, as a value; kept as data.
public struct BackgroundConfiguration: Hashable {
  /// A custom view behind the cell.
  public var customView: View? {
    get { storedView?.view }
    set { storedView = newValue.map(IdentifiedView.init) }
  }
  private var storedView: IdentifiedView?
  /// The corner radius.
  public var cornerRadius: CGFloat = 0
  /// The insets of the background.
  public var backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The edges whose layout margins add to the insets.
  public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
  /// The background colour.
  public var backgroundColor: Color? {
    get { storedBackground?.color }
    set { storedBackground = newValue.map(HashableColor.init) }
  }
  private var storedBackground: HashableColor?
  /// What transforms the background colour.
  public var backgroundColorTransformer: ConfigurationColorTransformer? {
    get { storedBackgroundTransformer?.transformer }
    set { storedBackgroundTransformer = newValue.map(HashableTransformer.init) }
  }
  private var storedBackgroundTransformer: HashableTransformer?
  /// The image.
  public var image: Image? {
    get { storedImage?.image }
    set { storedImage = newValue.map(HashableImage.init) }
  }
  private var storedImage: HashableImage?
  /// How the image fills the background.
  public var imageContentMode = View.ContentMode.scaleToFill
  /// The stroke's colour.
  public var strokeColor: Color? {
    get { storedStroke?.color }
    set { storedStroke = newValue.map(HashableColor.init) }
  }
  private var storedStroke: HashableColor?
  /// What transforms the stroke colour.
  public var strokeColorTransformer: ConfigurationColorTransformer? {
    get { storedStrokeTransformer?.transformer }
    set { storedStrokeTransformer = newValue.map(HashableTransformer.init) }
  }
  private var storedStrokeTransformer: HashableTransformer?
  /// The blur behind the background.
  public var visualEffect: VisualEffect? {
    get { storedEffect?.effect }
    set { storedEffect = newValue.map(HashableEffect.init) }
  }
  private var storedEffect: HashableEffect?
  /// The stroke's width.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke sits outside the background.
  public var strokeOutset: CGFloat = 0
  let style: String

  init(style: String) { self.style = style }

  /// No background.
  public static func clear() -> BackgroundConfiguration { .init(style: "clear") }
  /// A plain list cell's (its colour is the system's, resolved when drawn: none is kept).
  public static func listPlainCell() -> BackgroundConfiguration { .init(style: "listPlainCell") }
  /// A plain list header's or footer's.
  public static func listPlainHeaderFooter() -> BackgroundConfiguration {
    .init(style: "listPlainHeaderFooter")
  }
  /// A grouped list cell's (its colour is the system's, resolved when drawn: none is kept).
  public static func listGroupedCell() -> BackgroundConfiguration {
    .init(style: "listGroupedCell")
  }
  /// A grouped list header's or footer's.
  public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
    .init(style: "listGroupedHeaderFooter")
  }
  /// A sidebar header's.
  public static func listSidebarHeader() -> BackgroundConfiguration {
    .init(style: "listSidebarHeader")
  }
  /// A sidebar cell's.
  public static func listSidebarCell() -> BackgroundConfiguration {
    .init(style: "listSidebarCell")
  }
  /// An accompanied sidebar cell's.
  public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
    .init(style: "listAccompaniedSidebarCell")
  }

  /// The configuration for `state`: unchanged (colours are not resolved here).
  public func updated(for state: any ConfigurationState) -> BackgroundConfiguration { self }
  /// The background colour to draw with: ``backgroundColor``, else `tintColor`, transformed.
  public func resolvedBackgroundColor(for tintColor: Color) -> Color {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }
  /// The stroke colour to draw with: ``strokeColor``, else `tintColor`, transformed.
  public func resolvedStrokeColor(for tintColor: Color) -> Color {
    let color = strokeColor ?? tintColor
    return strokeColorTransformer?(color) ?? color
  }
}

/// A view in a hashable configuration, compared by identity.
struct IdentifiedView: Hashable {
  let view: View
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.view === rhs.view }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(view)) }
}

/// An effect in a hashable configuration, compared as effects are.
struct HashableEffect: Hashable {
  let effect: VisualEffect
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type(of: effect))) }
}

extension BackgroundConfiguration: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// What the value holds that a test reads most.
  public var description: String {
    "<BackgroundConfiguration: backgroundColor: \(backgroundColor?.description ?? "nil"), cornerRadius: \(cornerRadius)>"
  }
  /// ``description``.
  public var debugDescription: String { description }
  /// The value's fields, for the debugger.
  public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
