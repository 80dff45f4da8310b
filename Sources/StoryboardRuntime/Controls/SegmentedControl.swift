import Foundation

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
  }

  /// A control from a storyboard's `<segmentedControl>`: its segments and selection.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    titles = coder.object.segments.map { $0 }
    images = Array(repeating: nil, count: titles.count)
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
  }

  /// Removes the segment at `segment`; the selection moves off it.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    images.remove(at: segment)
    if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
    if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    titles = []
    images = []
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
}
