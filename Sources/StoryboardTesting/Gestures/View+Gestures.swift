// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import StoryboardRuntime
  import StoryboardViews

  extension View {
    /// Taps the first control in this view's tree (breadth-first) whose accessibility identifier
    /// is `identifier`, or else whose title is `identifier` (a button's current title).
    /// - Throws: ``GestureError`` when there is none, or a user could not touch it.
    public func tap(_ identifier: String) throws {
      guard let control = control(identifiedBy: identifier) else {
        throw GestureError.notFound("identified or titled '\(identifier)'", in: "\(type(of: self))")
      }
      try control.tap()
    }

    /// The first control in this view's tree whose accessibility identifier or title is
    /// `identifier`, breadth-first; an identifier wins over a title.
    public func control(identifiedBy identifier: String) -> Control? {
      firstControl(identifiedBy: identifier)
    }

    /// This view and every view in it, breadth-first (a table view in a window lays out its
    /// first rows first).
    public var descendants: [View] {
      var queue: [View] = [self]
      var index = 0
      while index < queue.count {
        (queue[index] as? TableView)?.layOutRows()
        (queue[index] as? CollectionView)?.layOutItems()
        queue += queue[index].subviews
        index += 1
      }
      return queue
    }

    /// Taps the view as a user does: its first enabled tap gesture recognizer recognises.
    /// - Throws: ``GestureError`` when it has none, or is hidden or off-window.
    public func tapGesture() throws {
      try checkTouchable(named: "\(type(of: self))")
      guard
        let recognizer = gestureRecognizers?.first(where: {
          $0 is TapGestureRecognizer && $0.isEnabled
        })
      else {
        throw GestureError.notFound("tap gesture recognizer", in: "\(type(of: self))")
      }
      try Exceptions.throwing { _ = recognizer.recognize() }
    }
  }
#endif
