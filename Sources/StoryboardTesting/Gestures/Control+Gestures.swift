// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import Foundation
  import StoryboardRuntime
  import StoryboardViews

  /// Gestures as a user makes them, in Fleet's shape (Fleet ran them on UIKit: its `tap()` refuses
  /// a hidden, disabled or non-interactive button, then sends `.touchDown` and
  /// `.touchUpInside`; its `flip()` toggles a switch and sends `.valueChanged` then
  /// `.touchUpInside`). Here a control must also be in a window, and every view it is in must
  /// be visible and take touches.
  extension Control {
    /// Taps the control: `.touchDown`, then `.touchUpInside` (its actions, its segue) and, for a
    /// button, `.primaryActionTriggered` (the action it was made with).
    /// - Throws: ``GestureError`` when a user could not touch it.
    public func tap() throws {
      try tapAsUser()
    }
  }

  extension Switch {
    /// Flips the switch as a user does: toggles it, then sends `.valueChanged` and
    /// `.touchUpInside`.
    /// - Throws: ``GestureError`` when a user could not touch it.
    public func flip() throws {
      try checkTouchable()
      setOn(!isOn, animated: true)
      sendActions(for: .valueChanged)
      sendActions(for: .touchUpInside)
    }
  }

  extension SegmentedControl {
    /// Selects the segment at `index` as a user's tap does: performs the segment's action if it
    /// has one, then sends `.valueChanged` when the selection changes (a momentary control
    /// changes back).
    /// - Throws: ``GestureError`` when a user could not touch it, there is no such segment or
    ///   the segment is disabled.
    public func selectSegment(_ index: Int) throws {
      try checkTouchable()
      guard (0..<numberOfSegments).contains(index) else {
        throw GestureError.notFound("segment \(index)", in: gestureDescription)
      }
      guard isEnabledForSegment(at: index) else {
        throw GestureError.disabled("segment \(index) of \(gestureDescription)")
      }
      let changed = selectedSegmentIndex != index
      selectedSegmentIndex = index
      if let action = actionForSegment(at: index) { sendAction(action) }
      if changed || isMomentary { sendActions(for: .valueChanged) }
      if isMomentary { selectedSegmentIndex = SegmentedControl.noSegment }
    }
  }

  extension Slider {
    /// Drags the slider to `value` (clamped), sending `.valueChanged`.
    /// - Throws: ``GestureError`` when a user could not touch it.
    public func slide(to value: Float) throws {
      try checkTouchable()
      setValue(value, animated: true)
      sendActions(for: .valueChanged)
    }
  }

  extension Stepper {
    /// Taps the plus (`up`) or minus side, changing the value by ``Stepper/stepValue`` and
    /// sending `.valueChanged`.
    /// - Throws: ``GestureError`` when a user could not touch it.
    public func step(up: Bool = true) throws {
      try checkTouchable()
      var next = value + (up ? stepValue : -stepValue)
      if wraps, next > maximumValue { next = minimumValue }
      if wraps, next < minimumValue { next = maximumValue }
      value = next
      sendActions(for: .valueChanged)
    }
  }

  extension TextField {
    /// Types `text` as a user does, asking and telling the delegate in UIKit's order:
    /// `textFieldShouldBeginEditing` (a `false` stops here); the field becomes first responder
    /// (``TextField/isEditing``; its text cleared when ``TextField/clearsOnBeginEditing``),
    /// `.editingDidBegin`, `textFieldDidBeginEditing` and ``TextField/textDidBeginEditingNotification``;
    /// then `shouldChangeCharactersIn` for the text at the end (a `false` leaves the text as
    /// it was), `.editingChanged` and ``TextField/textDidChangeNotification``; then, when
    /// `pressingReturn`, `textFieldShouldReturn` and `.editingDidEndOnExit`; then
    /// `textFieldShouldEndEditing` (a `false` keeps editing), the field resigns first responder,
    /// `.editingDidEnd`, `textFieldDidEndEditing` and ``TextField/textDidEndEditingNotification``.
    /// - Throws: ``GestureError`` when a user could not touch it.
    public func type(_ text: String, pressingReturn: Bool = false) throws {
      try checkTouchable()
      guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return }
      _ = becomeFirstResponder()
      if clearsOnBeginEditing { self.text = "" }
      sendActions(for: .editingDidBegin)
      delegate?.textFieldDidBeginEditing(self)
      NotificationCenter.default.post(name: TextField.textDidBeginEditingNotification, object: self)
      let current = self.text ?? ""
      let range = NSRange(location: (current as NSString).length, length: 0)
      if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
      {
        self.text = current + text
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: TextField.textDidChangeNotification, object: self)
      }
      if pressingReturn, delegate?.textFieldShouldReturn(self) ?? true {
        sendActions(for: .editingDidEndOnExit)
      }
      guard delegate?.textFieldShouldEndEditing(self) ?? true else { return }
      _ = resignFirstResponder()
      sendActions(for: .editingDidEnd)
      delegate?.textFieldDidEndEditing(self, reason: .committed)
      NotificationCenter.default.post(
        name: TextField.textDidEndEditingNotification, object: self,
        userInfo: [
          TextField.didEndEditingReasonUserInfoKey: TextField.DidEndEditingReason.committed.rawValue
        ])
    }
  }
#endif
