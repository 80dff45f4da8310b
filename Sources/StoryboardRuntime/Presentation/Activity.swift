/// UIKit's `UIActivity`: a service an activity view controller offers; an app subclasses it
/// for its own. Nothing is shared here: a test calls its methods, or the activity view
/// controller's completion handlers with an activity's type.
open class Activity {
  /// An activity's identifier (UIKit's `UIActivity.ActivityType`).
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String
    /// An identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// An identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sending in Mail.
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    /// Sending in Messages.
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    /// Copying.
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    /// Printing.
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    /// AirDrop.
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    /// Saving to Photos.
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Adding to a contact.
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    /// Adding to the reading list.
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    /// Posting to Facebook.
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    /// Posting to Twitter.
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    /// Opening in Books.
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    /// Marking up as PDF.
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }
  /// Whether an activity acts or shares (UIKit's `UIActivity.Category`).
  public enum Category: Int, Sendable {
    case action = 0, share
  }

  /// An activity.
  public init() {}
  /// Whether the activity acts or shares: it acts, by default.
  open class var activityCategory: Category { .action }
  /// The activity's identifier; none by default.
  open var activityType: ActivityType? { nil }
  /// The title shown; none by default.
  open var activityTitle: String? { nil }
  /// The image shown; none by default.
  open var activityImage: Image? { nil }
  /// Whether the activity can act on `activityItems`: no, by default.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Prepares the activity for `activityItems`.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// The controller the activity presents; none by default.
  open var activityViewController: ViewController? { nil }
  /// Performs the activity; an override calls ``activityDidFinish(_:)``.
  open func perform() { activityDidFinish(false) }
  /// Tells the activity view controller that the activity finished.
  open func activityDidFinish(_ completed: Bool) {}
}
