import Foundation

/// The home screen's texts that count, localized with the app's plural rules.
enum Greeting {
  /// "1 wave", "3 waves": the app's `.stringsdict` plural of `waves`.
  static func waves(_ count: Int) -> String {
    String.localizedStringWithFormat(
      NSLocalizedString("waves", comment: "How many times the user waved"), count)
  }

  /// The screen's title, from the app's strings (iOS 15's `String(localized:)`).
  static var title: String {
    String(localized: "home.title", defaultValue: "Home", comment: "The home screen's title")
  }
}
