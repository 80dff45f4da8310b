import Foundation
import StoryboardRuntime

/// UIKit's `UISegmentedControl`: segments with titles, and the selected one.
open class SegmentedControl: Control {
  /// The index UIKit uses for "no segment selected".
  public static let noSegment = -1

  private var titles: [String?] = []
  private var images: [Image?] = []
  /// The selected segment, or ``noSegment``.
  open var selectedSegmentIndex = SegmentedControl.noSegment
  /// Whether segments do not stay selected.
  open var isMomentary = false

  /// A control without segments.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A control without segments.
  public override init() { super.init() }

  /// A control with a segment per item: a `String` is a title, an ``Image`` an image.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      titles.append(item as? String)
      images.append(item as? Image)
    }
    segmentExtras = Array(repeating: SegmentExtras(), count: titles.count)
  }

  /// A control from a storyboard's `<segmentedControl>`: its segments and selection.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    titles = coder.object.segments.map { $0 }
    images = Array(repeating: nil, count: titles.count)
    segmentExtras = Array(repeating: SegmentExtras(), count: titles.count)
    selectedSegmentIndex = coder.integer("selectedSegmentIndex") ?? Self.noSegment
    isMomentary = coder.boolean("momentary") ?? false
  }

  /// The number of segments.
  open var numberOfSegments: Int { titles.count }

  /// Inserts a segment titled `title` at `segment` (clamped).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), titles.count)
    titles.insert(title, at: index)
    images.insert(nil, at: index)
    segmentExtras.insert(SegmentExtras(), at: min(index, segmentExtras.count))
  }

  /// Removes the segment at `segment`; the selection moves off it.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    images.remove(at: segment)
    if segmentExtras.indices.contains(segment) { segmentExtras.remove(at: segment) }
    if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
    if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    titles = []
    images = []
    segmentExtras = []
    selectedSegmentIndex = Self.noSegment
  }

  /// Sets the title of the segment at `segment`.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    if titles.indices.contains(segment) { titles[segment] = title }
  }

  /// The title of the segment at `segment`, or `nil`.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Sets the image of the segment at `segment`.
  open func setImage(_ image: Image?, forSegmentAt segment: Int) {
    if images.indices.contains(segment) { images[segment] = image }
  }

  /// The image of the segment at `segment`, or `nil`.
  open func imageForSegment(at segment: Int) -> Image? {
    images.indices.contains(segment) ? images[segment] : nil
  }

  /// A segment's place, for its content's position (UIKit's `UISegmentedControl.Segment`).
  public enum Segment: Int, Sendable {
    case any = 0, left, center, right, alone
  }
  /// What each segment keeps beyond its title and image.
  private struct SegmentExtras {
    var isEnabled = true
    var width: CGFloat = 0
    var contentOffset = CGSize.zero
    var action: Action?
  }
  private var segmentExtras: [SegmentExtras] = []
  private var backgroundImages: [String: Image] = [:]
  private var dividerImages: [String: Image] = [:]
  private var titleAttributes: [State: [NSAttributedString.Key: Any]] = [:]
  private var positionAdjustments: [String: Offset] = [:]
  /// Whether segment widths follow their content.
  open var apportionsSegmentWidthsByContent = false
  /// The selected segment's colour.
  open var selectedSegmentTintColor: Color?

  /// A control of one segment per action, each titled and imaged as its action; selecting a
  /// segment performs its action (then sends `.valueChanged`).
  public convenience init(frame: CGRect, actions: [Action]) {
    self.init(frame: frame)
    for action in actions { insertSegment(action: action, at: numberOfSegments, animated: false) }
  }
  /// Inserts a segment for `action` at `segment`.
  open func insertSegment(action: Action, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), numberOfSegments)
    insertSegment(withTitle: action.title, at: index, animated: animated)
    setImage(action.image, forSegmentAt: index)
    segmentExtras[index].action = action
  }
  /// Inserts a segment showing `image` at `segment`.
  open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), numberOfSegments)
    insertSegment(withTitle: nil, at: index, animated: animated)
    setImage(image, forSegmentAt: index)
  }
  /// Makes `action` the segment's, with its title and image.
  open func setAction(_ action: Action, forSegmentAt segment: Int) {
    guard segmentExtras.indices.contains(segment) else { return }
    segmentExtras[segment].action = action
    setTitle(action.title, forSegmentAt: segment)
    setImage(action.image, forSegmentAt: segment)
  }
  /// The segment's action.
  open func actionForSegment(at segment: Int) -> Action? {
    segmentExtras.indices.contains(segment) ? segmentExtras[segment].action : nil
  }
  /// The segment whose action has `actionIdentifier`, or ``noSegment``.
  open func segmentIndex(identifiedBy actionIdentifier: Action.Identifier) -> Int {
    segmentExtras.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
  }
  /// Enables or disables the segment: a user cannot select a disabled one.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    if segmentExtras.indices.contains(segment) { segmentExtras[segment].isEnabled = enabled }
  }
  /// Whether the segment is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segmentExtras.indices.contains(segment) ? segmentExtras[segment].isEnabled : false
  }
  /// Sets the segment's width; 0 for an automatic width.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    if segmentExtras.indices.contains(segment) { segmentExtras[segment].width = width }
  }
  /// The segment's width; 0 when automatic.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segmentExtras.indices.contains(segment) ? segmentExtras[segment].width : 0
  }
  /// Offsets the segment's content.
  open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
    if segmentExtras.indices.contains(segment) { segmentExtras[segment].contentOffset = offset }
  }
  /// The offset of the segment's content.
  open func contentOffsetForSegment(at segment: Int) -> CGSize {
    segmentExtras.indices.contains(segment) ? segmentExtras[segment].contentOffset : .zero
  }
  /// Sets the background image of `state` and `barMetrics`.
  open func setBackgroundImage(_ backgroundImage: Image?, for state: State, barMetrics: BarMetrics)
  {
    backgroundImages["\(state.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
  }
  /// The background image of `state` and `barMetrics`.
  open func backgroundImage(for state: State, barMetrics: BarMetrics) -> Image? {
    backgroundImages["\(state.rawValue)/\(barMetrics.rawValue)"]
  }
  /// Sets the divider image between segments in `leftState` and `rightState`.
  open func setDividerImage(
    _ dividerImage: Image?, forLeftSegmentState leftState: State,
    rightSegmentState rightState: State,
    barMetrics: BarMetrics
  ) {
    dividerImages["\(leftState.rawValue)/\(rightState.rawValue)/\(barMetrics.rawValue)"] =
      dividerImage
  }
  /// The divider image between segments in `leftState` and `rightState`.
  open func dividerImage(
    forLeftSegmentState leftState: State, rightSegmentState rightState: State,
    barMetrics: BarMetrics
  ) -> Image? {
    dividerImages["\(leftState.rawValue)/\(rightState.rawValue)/\(barMetrics.rawValue)"]
  }
  /// Sets the titles' text attributes in `state`.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
    titleAttributes[state] = attributes
  }
  /// The titles' text attributes in `state`.
  open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state]
  }
  /// Offsets the content of segments of `leftCenterRightOrAlone`.
  open func setContentPositionAdjustment(
    _ adjustment: Offset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: BarMetrics
  ) {
    positionAdjustments["\(leftCenterRightOrAlone.rawValue)/\(barMetrics.rawValue)"] = adjustment
  }
  /// The offset of the content of segments of `leftCenterRightOrAlone`.
  open func contentPositionAdjustment(
    forSegmentType leftCenterRightOrAlone: Segment, barMetrics: BarMetrics
  ) -> Offset {
    positionAdjustments["\(leftCenterRightOrAlone.rawValue)/\(barMetrics.rawValue)"] ?? .zero
  }
}
