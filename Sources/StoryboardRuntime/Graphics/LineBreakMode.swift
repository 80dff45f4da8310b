/// UIKit's `NSLineBreakMode`: how a label wraps or truncates a line that does not fit.
public enum LineBreakMode: Int, Sendable {
  case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle
}
