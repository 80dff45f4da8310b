import Foundation

#if canImport(QuartzCore)
  import QuartzCore
#endif

/// What a view keeps as data for its drawing, layout direction, interactions, large content
/// and focus: nothing is drawn, tilted or focused here, and each reads back what was set.
extension View {
  /// The point of the bounds the view's centre is, from (0, 0) to (1, 1).
  public var anchorPoint: CGPoint {
    get { viewExtras?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }
    set { ensuredViewExtras.anchorPoint = newValue }
  }
  /// The view's 2-D transform.
  public var transform: CGAffineTransform {
    get { viewExtras?.transform ?? .identity }
    set { ensuredViewExtras.transform = newValue }
  }
  /// The view's 3-D transform.
  public var transform3D: CATransform3D {
    get { viewExtras?.transform3D ?? CATransform3DIdentity }
    set { ensuredViewExtras.transform3D = newValue }
  }
  /// The view whose alpha masks this one.
  public var mask: View? {
    get { viewExtras?.mask }
    set { ensuredViewExtras.mask = newValue }
  }
  /// Whether the view's content flips in a right-to-left layout.
  public var semanticContentAttribute: SemanticContentAttribute {
    get { viewExtras?.semanticContentAttribute ?? .unspecified }
    set { ensuredViewExtras.semanticContentAttribute = newValue }
  }
  /// The direction the view's content runs: its forced direction, else left to right.
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    View.userInterfaceLayoutDirection(for: semanticContentAttribute)
  }
  /// The direction content of `attribute` runs in a left-to-right app.
  public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute)
    -> UserInterfaceLayoutDirection
  {
    userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
  }
  /// The direction content of `semanticContentAttribute` runs in `layoutDirection`: forced
  /// directions win, playback and spatial content always runs left to right.
  public static func userInterfaceLayoutDirection(
    for semanticContentAttribute: SemanticContentAttribute,
    relativeTo layoutDirection: UserInterfaceLayoutDirection
  ) -> UserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .unspecified: layoutDirection
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }

  /// The interactions added to the view.
  public var interactions: [any Interaction] {
    get { viewExtras?.interactions ?? [] }
    set { ensuredViewExtras.interactions = newValue }
  }
  /// Adds `interaction`, telling it `willMove(to:)` and `didMove(to:)` the view.
  public func addInteraction(_ interaction: any Interaction) {
    interaction.willMove(to: self)
    ensuredViewExtras.interactions.append(interaction)
    interaction.didMove(to: self)
  }
  /// Removes `interaction`, telling it `willMove(to: nil)` and `didMove(to: nil)`.
  public func removeInteraction(_ interaction: any Interaction) {
    guard interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    viewExtras?.interactions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
  /// The motion effects added to the view.
  public var motionEffects: [MotionEffect] {
    get { viewExtras?.motionEffects ?? [] }
    set { ensuredViewExtras.motionEffects = newValue }
  }
  /// Adds `effect`.
  public func addMotionEffect(_ effect: MotionEffect) {
    ensuredViewExtras.motionEffects.append(effect)
  }
  /// Removes `effect`.
  public func removeMotionEffect(_ effect: MotionEffect) {
    viewExtras?.motionEffects.removeAll { $0 === effect }
  }

  /// The title the large content viewer shows.
  public var largeContentTitle: String? {
    get { viewExtras?.largeContentTitle }
    set { ensuredViewExtras.largeContentTitle = newValue }
  }
  /// The image the large content viewer shows.
  public var largeContentImage: Image? {
    get { viewExtras?.largeContentImage }
    set { ensuredViewExtras.largeContentImage = newValue }
  }
  /// The insets of ``largeContentImage``.
  public var largeContentImageInsets: EdgeInsets {
    get { viewExtras?.largeContentImageInsets ?? .zero }
    set { ensuredViewExtras.largeContentImageInsets = newValue }
  }
  /// Whether the large content viewer scales ``largeContentImage``.
  public var scalesLargeContentImage: Bool {
    get { viewExtras?.scalesLargeContentImage ?? false }
    set { ensuredViewExtras.scalesLargeContentImage = newValue }
  }
  /// Whether the view shows the large content viewer.
  public var showsLargeContentViewer: Bool {
    get { viewExtras?.showsLargeContentViewer ?? false }
    set { ensuredViewExtras.showsLargeContentViewer = newValue }
  }
  /// The smallest text size the view follows.
  public var minimumContentSizeCategory: ContentSizeCategory? {
    get { viewExtras?.minimumContentSizeCategory }
    set { ensuredViewExtras.minimumContentSizeCategory = newValue }
  }
  /// The largest text size the view follows.
  public var maximumContentSizeCategory: ContentSizeCategory? {
    get { viewExtras?.maximumContentSizeCategory }
    set { ensuredViewExtras.maximumContentSizeCategory = newValue }
  }
  /// The limits of the text size, described for debugging.
  public var appliedContentSizeCategoryLimitsDescription: String {
    let low = minimumContentSizeCategory.map { "\($0.rawValue)" } ?? "none"
    let high = maximumContentSizeCategory.map { "\($0.rawValue)" } ?? "none"
    return "minimum: \(low), maximum: \(high)"
  }
  /// Whether Smart Invert leaves the view as it is.
  public var accessibilityIgnoresInvertColors: Bool {
    get { viewExtras?.accessibilityIgnoresInvertColors ?? false }
    set { ensuredViewExtras.accessibilityIgnoresInvertColors = newValue }
  }
  /// Whether drawing clears the view first.
  public var clearsContextBeforeDrawing: Bool {
    get { viewExtras?.clearsContextBeforeDrawing ?? true }
    set { ensuredViewExtras.clearsContextBeforeDrawing = newValue }
  }
  /// The view's focus group.
  public var focusGroupIdentifier: String? {
    get { viewExtras?.focusGroupIdentifier }
    set { ensuredViewExtras.focusGroupIdentifier = newValue }
  }
  /// The view's priority in its focus group.
  public var focusGroupPriority: FocusGroupPriority {
    get { viewExtras?.focusGroupPriority ?? .ignored }
    set { ensuredViewExtras.focusGroupPriority = newValue }
  }
  /// How the view is drawn when focused.
  public var focusEffect: FocusEffect? {
    get { viewExtras?.focusEffect }
    set { ensuredViewExtras.focusEffect = newValue }
  }
  /// Whether the view is focused: never, as focus is not simulated.
  public var isFocused: Bool { false }
}
