/// UIKit's `UIViewPrintFormatter`: how a view's content is laid out for printing; nothing is
/// printed here.
open class ViewPrintFormatter {
  /// The view printed.
  open private(set) weak var view: View?
  init(view: View) { self.view = view }
}
