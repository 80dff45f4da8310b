/// UIKit's `UIViewPrintFormatter`: how a view's content is laid out for printing; nothing is
/// printed here.
open class ViewPrintFormatter {
  /// The view printed.
  public let view: View
  init(view: View) { self.view = view }
}
