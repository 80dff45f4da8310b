/// UIKit's `UIApplicationShortcutIcon`: a quick action's icon, kept as what names it.
open class ApplicationShortcutIcon {
  /// A system icon (UIKit's `UIApplicationShortcutIcon.IconType`).
  public enum IconType: Int, Sendable {
    case compose = 0, play, pause, add, location, search, share, prohibit, contact, home
    case markLocation, favorite, love, cloud, invitation, confirmation, mail, message, date
    case time, capturePhoto, captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio
    case update
  }

  /// The system icon, when made with ``init(type:)``.
  public let type: IconType?
  /// The asset or SF Symbol name, when made from an image.
  public let imageName: String?

  /// A system icon.
  public init(type: IconType) {
    self.type = type
    imageName = nil
  }
  /// An icon from the template image asset `templateImageName`.
  public init(templateImageName: String) {
    type = nil
    imageName = templateImageName
  }
  /// An icon from the SF Symbol `systemImageName`.
  public init(systemImageName: String) {
    type = nil
    imageName = systemImageName
  }
}
