import Foundation

/// What bar button items and tab bar items share (UIKit's `UIBarItem`).
open class BarItem: ObjectiveCMembers {
  /// The member named `name`, or `nil`: a subclass lists its own (see ``ObjectiveCMembers``).
  open func objectiveCMember(named name: String) -> ObjectiveCMember? { nil }

  /// The most derived class that declares its own member table; `nil` here.
  open class var memberTableClass: AnyClass? { nil }

  /// The title.
  open var title: String?
  /// The image.
  open var image: Image?
  /// Whether the item responds to taps; a disabled item ignores simulated taps.
  open var isEnabled = true
  /// An integer the app identifies the item by.
  open var tag = 0

  /// An item with no title or image.
  public init() {}
}
