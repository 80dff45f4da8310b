// iOS: real UIKit's side (type-checked against UIKit; the simulation's side is elsewhere).
#if canImport(UIKit)
  import UIKit

  /// Gestures as a user makes them, in Fleet's shape (Fleet ran them on UIKit: its `tap()`
  /// refuses a hidden, disabled or non-interactive button, then sends `.touchDown` and
  /// `.touchUpInside`; its `flip()` toggles a switch and sends `.valueChanged` then
  /// `.touchUpInside`). A control must also be in a window, and every view it is in visible and
  /// taking touches — the same rules as in the simulation.
  extension UIControl {
    /// Taps the control: `.touchDown`, then `.touchUpInside` (its actions, its segue) and,
    /// for a button, `.primaryActionTriggered` (the action it was made with), as in the
    /// simulation.
    /// - Throws: ``GestureError`` when a user could not touch it.
    public func tap() throws {
      try checkTouchableControl()
      sendActions(for: .touchDown)
      sendActions(for: .touchUpInside)
      if self is UIButton { sendActions(for: .primaryActionTriggered) }
    }

    /// Refuses a control a user could not touch.
    func checkTouchableControl() throws {
      try checkTouchable(named: "\(type(of: self))")
      guard isEnabled else { throw GestureError.disabled("\(type(of: self))") }
    }
  }

  extension UISwitch {
    /// Flips the switch as a user does: toggles it, then sends `.valueChanged` and
    /// `.touchUpInside`.
    /// - Throws: ``GestureError`` when a user could not touch it.
    public func flip() throws {
      try checkTouchableControl()
      setOn(!isOn, animated: true)
      sendActions(for: .valueChanged)
      sendActions(for: .touchUpInside)
    }
  }

  extension UISegmentedControl {
    /// Selects the segment at `index` as a user's tap does: performs the segment's action if it
    /// has one, then sends `.valueChanged` when the selection changes (a momentary control
    /// changes back).
    /// - Throws: ``GestureError`` when a user could not touch it, there is no such segment or
    ///   the segment is disabled.
    public func selectSegment(_ index: Int) throws {
      try checkTouchableControl()
      guard (0..<numberOfSegments).contains(index) else {
        throw GestureError.notFound("segment \(index)", in: "\(type(of: self))")
      }
      guard isEnabledForSegment(at: index) else {
        throw GestureError.disabled("segment \(index) of \(type(of: self))")
      }
      let changed = selectedSegmentIndex != index
      selectedSegmentIndex = index
      if let action = actionForSegment(at: index) { sendAction(action) }
      if changed || isMomentary { sendActions(for: .valueChanged) }
      if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
    }
  }

  extension UISlider {
    /// Drags the slider to `value` (clamped), sending `.valueChanged`.
    /// - Throws: ``GestureError`` when a user could not touch it.
    public func slide(to value: Float) throws {
      try checkTouchableControl()
      setValue(value, animated: true)
      sendActions(for: .valueChanged)
    }
  }

  extension UIStepper {
    /// Taps the plus (`up`) or minus side, changing the value by `stepValue` and sending
    /// `.valueChanged`.
    /// - Throws: ``GestureError`` when a user could not touch it.
    public func step(up: Bool = true) throws {
      try checkTouchableControl()
      var next = value + (up ? stepValue : -stepValue)
      if wraps, next > maximumValue { next = minimumValue }
      if wraps, next < minimumValue { next = maximumValue }
      value = next
      sendActions(for: .valueChanged)
    }
  }

  extension UITextField {
    /// Types `text` as a user does, asking and telling the delegate in UIKit's order (as in
    /// the simulation): `textFieldShouldBeginEditing`, `.editingDidBegin`,
    /// `textFieldDidBeginEditing`, `shouldChangeCharactersIn` and `.editingChanged`; when
    /// `pressingReturn`, `textFieldShouldReturn` and `.editingDidEndOnExit`; then
    /// `textFieldShouldEndEditing`, `.editingDidEnd` and `textFieldDidEndEditing`.
    /// - Throws: ``GestureError`` when a user could not touch it.
    public func type(_ text: String, pressingReturn: Bool = false) throws {
      try checkTouchableControl()
      guard delegate?.textFieldShouldBeginEditing?(self) ?? true else { return }
      sendActions(for: .editingDidBegin)
      delegate?.textFieldDidBeginEditing?(self)
      let current = self.text ?? ""
      let range = NSRange(location: (current as NSString).length, length: 0)
      if delegate?.textField?(self, shouldChangeCharactersIn: range, replacementString: text)
        ?? true
      {
        self.text = current + text
        sendActions(for: .editingChanged)
      }
      if pressingReturn, delegate?.textFieldShouldReturn?(self) ?? true {
        sendActions(for: .editingDidEndOnExit)
      }
      guard delegate?.textFieldShouldEndEditing?(self) ?? true else { return }
      sendActions(for: .editingDidEnd)
      // UIKit calls the form with a reason when the delegate implements it, else the other.
      if delegate?.textFieldDidEndEditing?(self, reason: .committed) == nil {
        delegate?.textFieldDidEndEditing?(self)
      }
    }
  }
#endif
