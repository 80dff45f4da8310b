// Linux and macOS: the simulation's side.
#if !canImport(UIKit)
  import Foundation
  import StoryboardRuntime
  import StoryboardViews

  extension SearchBar {
    /// Types `text` as a user does, asking and telling the delegate in UIKit's order:
    /// `searchBarShouldBeginEditing` (a `false` stops here), the bar's search controller becomes
    /// active (its delegate told, its results updated), `searchBarTextDidBeginEditing`;
    /// `searchBar(_:shouldChangeTextIn:replacementText:)` (a `false` leaves the text as it
    /// was), then the text changes, `searchBar(_:textDidChange:)` and the search controller's
    /// results update; then, when `pressingSearch`, `searchBarSearchButtonClicked`; then
    /// `searchBarShouldEndEditing` and `searchBarTextDidEndEditing`. The search controller
    /// stays active until ``tapCancelButton()`` or the app deactivates it.
    /// - Throws: ``GestureError`` when a user could not touch the bar: disabled, hidden, or,
    ///   for a bar no search controller owns, in no window.
    public func type(_ text: String, pressingSearch: Bool = false) throws {
      try checkTouchableSearchBar()
      guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return }
      searchController?.isActive = true
      delegate?.searchBarTextDidBeginEditing(self)
      let current = self.text ?? ""
      let range = NSRange(location: (current as NSString).length, length: 0)
      if delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: text) ?? true {
        self.text = current + text
        delegate?.searchBar(self, textDidChange: current + text)
        searchController?.updateResults()
      }
      if pressingSearch { delegate?.searchBarSearchButtonClicked(self) }
      guard delegate?.searchBarShouldEndEditing(self) ?? true else { return }
      delegate?.searchBarTextDidEndEditing(self)
    }

    /// Taps Search (the keyboard's return key): `searchBarSearchButtonClicked`.
    /// - Throws: ``GestureError`` when a user could not touch the bar.
    public func tapSearchButton() throws {
      try checkTouchableSearchBar()
      delegate?.searchBarSearchButtonClicked(self)
    }

    /// Taps Cancel: `searchBarCancelButtonClicked`, then the bar's search controller becomes
    /// inactive (as UIKit's does), its text cleared.
    /// - Throws: ``GestureError`` when a user could not touch the bar, or it shows no Cancel
    ///   button (neither ``SearchBar/showsCancelButton`` nor an active search controller).
    public func tapCancelButton() throws {
      try checkTouchableSearchBar()
      guard showsCancelButton || searchController?.isActive == true else {
        throw GestureError.notFound("Cancel button", in: "SearchBar")
      }
      delegate?.searchBarCancelButtonClicked(self)
      if let searchController {
        text = ""
        searchController.isActive = false
      }
    }

    private func checkTouchableSearchBar() throws(GestureError) {
      guard isEnabled else { throw .disabled("SearchBar") }
      if searchController != nil {
        if isHidden { throw .hidden("SearchBar") }
      } else {
        try checkTouchable(named: "SearchBar")
      }
    }
  }
#endif
