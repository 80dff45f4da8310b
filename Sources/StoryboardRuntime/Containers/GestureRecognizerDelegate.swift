/// UIKit's `UIGestureRecognizerDelegate`, so that a controller can declare it.
public protocol GestureRecognizerDelegate: AnyObject {}
