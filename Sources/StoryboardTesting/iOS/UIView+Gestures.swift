// iOS: real UIKit's side (type-checked against UIKit; the simulation's side is elsewhere).
#if canImport(UIKit)
  import UIKit

  extension UIView {
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
    public func control(identifiedBy identifier: String) -> UIControl? {
      let controls = descendants.compactMap { $0 as? UIControl }
      return controls.first { $0.accessibilityIdentifier == identifier }
        ?? controls.first { ($0 as? UIButton)?.currentTitle == identifier }
    }

    /// This view and every view in it, breadth-first, laid out first (so that a table view
    /// shows its first rows).
    public var descendants: [UIView] {
      layoutIfNeeded()
      var queue: [UIView] = [self]
      var index = 0
      while index < queue.count {
        queue += queue[index].subviews
        index += 1
      }
      return queue
    }

    /// Taps the view as a user does: its first enabled tap gesture recognizer's actions run,
    /// with the recognizer as the sender. UIKit keeps a recognizer's targets privately
    /// (`_targets`, each describing itself as `(action=tapped:, target=<…>)`); they are read
    /// as gesture test helpers read them.
    /// - Throws: ``GestureError`` when it has none, or is hidden or off-window.
    public func tapGesture() throws {
      try checkTouchable(named: "\(type(of: self))")
      guard
        let recognizer = gestureRecognizers?.first(where: {
          $0 is UITapGestureRecognizer && $0.isEnabled
        })
      else {
        throw GestureError.notFound("tap gesture recognizer", in: "\(type(of: self))")
      }
      for entry in (recognizer.value(forKey: "_targets") as? [NSObject]) ?? [] {
        guard let target = entry.value(forKey: "target") as? NSObject,
          let action = entry.description.split(separator: ",").first.map({
            $0.replacingOccurrences(of: "(action=", with: "")
          })
        else { continue }
        _ = target.perform(NSSelectorFromString(action), with: recognizer)
      }
    }

    /// Refuses a view a user could not touch: in no window, hidden or transparent, or not
    /// taking touches, itself or a view it is in.
    func checkTouchable(named name: String) throws {
      guard window != nil else { throw GestureError.notInWindow(name) }
      var view: UIView? = self
      while let current = view {
        if current.isHidden || current.alpha <= 0.01 { throw GestureError.hidden(name) }
        if !current.isUserInteractionEnabled { throw GestureError.noUserInteraction(name) }
        view = current.superview
      }
    }
  }
#endif
