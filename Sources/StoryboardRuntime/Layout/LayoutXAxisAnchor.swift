/// UIKit's `NSLayoutXAxisAnchor`: leading, trailing, left, right, centre X.
open class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}
