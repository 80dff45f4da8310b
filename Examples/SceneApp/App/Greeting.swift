import Foundation

/// The home screen's texts that count, localized with the app's plural rules.
enum Greeting {
  /// "1 wave", "3 waves": the app's `.stringsdict` plural of `waves`.
  static func waves(_ count: Int) -> String {
    String.localizedStringWithFormat(
      NSLocalizedString("waves", comment: "How many times the user waved"), count)
  }

  /// "Hello, Ada!": a format from the app's strings, filled in with `String(format:)`.
  static func greeting(for name: String) -> String {
    String(format: NSLocalizedString("greeting.named", value: "Hello, %@!", comment: ""), name)
  }

  /// "2 of 5", with a locale and with an argument list, as `String(format:)` takes them.
  static func progress(_ done: Int, of total: Int) -> String {
    let format = Bundle.main.localizedString(forKey: "progress", value: "%d of %d", table: nil)
    let english = String(format: format, locale: Locale(identifier: "en_US"), done, total)
    return english == String(format: format, arguments: [done, total]) ? english : ""
  }

  /// The screen's title, from the app's strings (iOS 15's `String(localized:)`).
  static var title: String {
    String(localized: "home.title", defaultValue: "Home", comment: "The home screen's title")
  }
}
