#if !canImport(Darwin)
  import Foundation

  /// Foundation's `NSUserActivity`, which Foundation on Linux lacks (on Apple platforms the
  /// runtime uses Foundation's): an activity the app hands off or restores, kept as data.
  open class NSUserActivity: Hashable, @unchecked Sendable {
    /// The app's name for the kind of activity.
    public let activityType: String
    /// The activity's title.
    open var title: String?
    /// The activity's state.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of ``userInfo`` the activity needs.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the activity's state must be saved before it is handed off.
    open var needsSave = false
    /// The web page that continues the activity.
    open var webpageURL: URL?
    /// The page that led to the activity.
    open var referrerURL: URL?
    /// When the activity stops being relevant.
    open var expirationDate: Date?
    /// Search keywords.
    open var keywords: Set<String> = []
    /// Whether continuation streams are offered.
    open var supportsContinuationStreams = false
    /// The content the activity targets.
    open var targetContentIdentifier: String?
    /// Whether the activity can be handed off.
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed for search.
    open var isEligibleForSearch = false
    /// Whether the activity is indexed publicly.
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may predict the activity.
    open var isEligibleForPrediction = false
    /// The identifier that deletes the activity from predictions.
    open var persistentIdentifier: String?
    /// Whether the activity is the current one (``becomeCurrent()``).
    public private(set) var isCurrent = false
    /// Whether ``invalidate()`` was called.
    public private(set) var isInvalidated = false

    /// An activity of `activityType`.
    public init(activityType: String) {
      self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to ``userInfo``.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
      userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }
    /// Activities are equal when they are the same object, as Foundation's.
    public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
    /// Hashes the activity's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Makes the activity the current one.
    open func becomeCurrent() { isCurrent = true }
    /// Stops the activity being the current one.
    open func resignCurrent() { isCurrent = false }
    /// Ends the activity.
    open func invalidate() {
      isCurrent = false
      isInvalidated = true
    }
  }
#endif
