/// UIKit's `NSLayoutYAxisAnchor`: top, bottom, centre Y, baselines.
open class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}
