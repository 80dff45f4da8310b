import Foundation
import StoryboardRuntime

/// UIKit's `UISlider`: a value between a minimum and a maximum.
open class Slider: Control {
  /// The value, kept between ``minimumValue`` and ``maximumValue``.
  open var value: Float = 0.5 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  /// The minimum value.
  open var minimumValue: Float = 0
  /// The maximum value.
  open var maximumValue: Float = 1
  /// Whether value changes are sent while dragging.
  open var isContinuous = true

  /// A slider at 0.5 of 0...1.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A slider at 0.5 of 0...1.
  public override init() { super.init() }

  /// A slider from a storyboard's `<slider>`: its value and range.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? SceneObjectCoder else { return }
    minimumValue = coder.number("minValue").map(Float.init) ?? 0
    maximumValue = coder.number("maxValue").map(Float.init) ?? 1
    value = coder.number("value").map(Float.init) ?? 0.5
    isContinuous = coder.boolean("continuous") ?? true
  }

  /// Sets the value; sends no action, as in UIKit.
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  /// How the slider looks on a Mac: the preferred style, else the platform's.
  open var behavioralStyle: BehavioralStyle {
    preferredBehavioralStyle == .automatic ? .pad : preferredBehavioralStyle
  }
  /// The style the app prefers.
  open var preferredBehavioralStyle = BehavioralStyle.automatic
  /// The image at the minimum end.
  open var minimumValueImage: Image?
  /// The image at the maximum end.
  open var maximumValueImage: Image?
  /// The colour of the track below the thumb.
  open var minimumTrackTintColor: Color?
  /// The colour of the track above the thumb.
  open var maximumTrackTintColor: Color?
  /// The thumb's colour.
  open var thumbTintColor: Color?
  private var thumbImages: [State: Image] = [:]
  private var minimumTrackImages: [State: Image] = [:]
  private var maximumTrackImages: [State: Image] = [:]

  /// Sets the thumb's image in `state`.
  open func setThumbImage(_ image: Image?, for state: State) { thumbImages[state] = image }
  /// Sets the lower track's image in `state`.
  open func setMinimumTrackImage(_ image: Image?, for state: State) {
    minimumTrackImages[state] = image
  }
  /// Sets the upper track's image in `state`.
  open func setMaximumTrackImage(_ image: Image?, for state: State) {
    maximumTrackImages[state] = image
  }
  /// The thumb's image in `state`, or the normal state's.
  open func thumbImage(for state: State) -> Image? { thumbImages[state] ?? thumbImages[.normal] }
  /// The lower track's image in `state`, or the normal state's.
  open func minimumTrackImage(for state: State) -> Image? {
    minimumTrackImages[state] ?? minimumTrackImages[.normal]
  }
  /// The upper track's image in `state`, or the normal state's.
  open func maximumTrackImage(for state: State) -> Image? {
    maximumTrackImages[state] ?? maximumTrackImages[.normal]
  }
  /// The thumb's image now.
  open var currentThumbImage: Image? { thumbImage(for: state) }
  /// The lower track's image now.
  open var currentMinimumTrackImage: Image? { minimumTrackImage(for: state) }
  /// The upper track's image now.
  open var currentMaximumTrackImage: Image? { maximumTrackImage(for: state) }
  /// The rectangle of the minimum image: zero (geometry is data here).
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }
  /// The rectangle of the maximum image: zero.
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }
  /// The rectangle of the track: the bounds.
  open func trackRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The rectangle of the thumb at `value`: zero.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    .zero
  }
}
