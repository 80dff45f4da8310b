import Foundation

/// UIKit's `UIPreviewParameters`: how a targeted preview looks; kept as data.
open class PreviewParameters {
  /// The preview's background colour.
  open var backgroundColor: Color!
  /// The rectangles of the text lines the preview shows.
  public private(set) var textLineRects: [NSValue] = []

  /// Default parameters.
  public init() {}
  /// Parameters previewing the lines of `textLineRects`.
  public convenience init(textLineRects: [NSValue]) {
    self.init()
    self.textLineRects = textLineRects
  }
}
