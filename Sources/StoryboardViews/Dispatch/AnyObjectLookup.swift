import Foundation
import StoryboardRuntime

/// A member of an `AnyObject` read by name, as Swift reads one through the Objective-C
/// runtime (`sender.bounds` on an `@IBAction`'s `sender: AnyObject`), which Swift without it
/// cannot: the UIKitSources build step writes `AnyObjectLookup(sender).bounds` in its copy.
///
/// The members senders are most often asked for have their UIKit types; any other is the
/// object's by-name table's property (``ObjectiveCMembers``), of the type its use asks for.
/// As with the Objective-C runtime, a member the object does not have raises
/// ``ObjectiveCError/unrecognizedSelector(className:selector:)``; the read then gives UIKit's
/// empty value (`0`, `.zero`, `false`, `nil`), and `nil` for a member of the by-name table.
/// Values read as `AnyObject` lookup gives them: implicitly unwrapped, optional where UIKit's
/// property is.
@dynamicMemberLookup
public struct AnyObjectLookup {
  /// The object whose members are read.
  public let object: AnyObject

  /// Reads the members of `object`.
  public init(_ object: AnyObject) { self.object = object }

  /// A view's or bar item's tag.
  public var tag: Int! {
    read("tag", else: 0) { ($0 as? View)?.tag ?? ($0 as? BarItem)?.tag }
  }
  /// A view's bounds.
  public var bounds: CGRect! { read("bounds", else: .zero) { ($0 as? View)?.bounds } }
  /// A view's frame.
  public var frame: CGRect! { read("frame", else: .zero) { ($0 as? View)?.frame } }
  /// A view's center.
  public var center: CGPoint! { read("center", else: .zero) { ($0 as? View)?.center } }
  /// A view's superview.
  public var superview: View? { read("superview") { ($0 as? View).map { $0.superview } } }
  /// Whether a view is hidden.
  public var isHidden: Bool! { read("isHidden", else: false) { ($0 as? View)?.isHidden } }
  /// Whether a control or bar item is enabled.
  public var isEnabled: Bool! {
    read("isEnabled", else: false) { ($0 as? Control)?.isEnabled ?? ($0 as? BarItem)?.isEnabled }
  }
  /// Whether a control is selected.
  public var isSelected: Bool! { read("isSelected", else: false) { ($0 as? Control)?.isSelected } }
  /// Whether a switch is on.
  public var isOn: Bool! { read("isOn", else: false) { ($0 as? Switch)?.isOn } }
  /// A segmented control's selected segment.
  public var selectedSegmentIndex: Int! {
    read("selectedSegmentIndex", else: 0) { ($0 as? SegmentedControl)?.selectedSegmentIndex }
  }
  /// A bar item's or a controller's title.
  public var title: String? {
    read("title") { object -> String?? in
      (object as? BarItem).map { $0.title } ?? (object as? ViewController).map { $0.title }
    }
  }
  /// A button's current title.
  public var currentTitle: String? {
    read("currentTitle") { ($0 as? Button).map { $0.currentTitle } }
  }
  /// A button's title label.
  public var titleLabel: Label? { read("titleLabel") { ($0 as? Button).map { $0.titleLabel } } }
  /// A label's or text field's text.
  public var text: String? {
    read("text") { object -> String?? in
      (object as? Label).map { $0.text } ?? (object as? TextField).map { $0.text }
    }
  }
  /// A gesture recognizer's view.
  public var view: View? { read("view") { ($0 as? GestureRecognizer).map { $0.view } } }

  /// Sends `aSelector` with no argument, as `NSObject`'s `perform(_:)` (a bar button item's
  /// `target?.perform(item.action)` in a test).
  @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    members("perform:")?.perform(aSelector)
  }

  /// Sends `aSelector` with one argument, as `NSObject`'s `perform(_:with:)`.
  @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    members("perform:with:")?.perform(aSelector, with: object)
  }

  /// Sends `aSelector` with two arguments, as `NSObject`'s `perform(_:with:with:)`.
  @discardableResult
  public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!)
    -> Unmanaged<AnyObject>!
  {
    members("perform:with:with:")?.perform(aSelector, with: object1, with: object2)
  }

  /// The object's by-name table, or `nil` after UIKit's raise for an object without one.
  private func members(_ selector: String) -> (any ObjectiveCMembers)? {
    if let members = object as? any ObjectiveCMembers { return members }
    Exceptions.raise(
      ObjectiveCError.unrecognizedSelector(className: className(of: object), selector: selector))
    return nil
  }

  /// Any other property of the object's by-name table.
  public subscript<Value>(dynamicMember member: String) -> Value! {
    read(member) { object -> Value?? in
      guard let property = (object as? ObjectiveCMembers)?.objectiveCMember(named: member),
        !property.isMethod
      else { return nil }
      return .some(property.value() as? Value)
    }
  }

  /// The value `read` gives (`.some(nil)` for a member whose value is `nil`), or `fallback`
  /// after UIKit's raise when the object has no member `name` (`read` gives `nil`).
  private func read<Value>(_ name: String, _ read: (AnyObject) -> Value??) -> Value? {
    guard let value = read(object) else {
      Exceptions.raise(
        ObjectiveCError.unrecognizedSelector(className: className(of: object), selector: name))
      return nil
    }
    return value
  }

  /// The value `read` gives, or `fallback` after UIKit's raise when it gives none.
  private func read<Value>(_ name: String, else fallback: Value, _ read: (AnyObject) -> Value?)
    -> Value
  {
    self.read(name) { object -> Value?? in read(object).map { .some($0) } } ?? fallback
  }
}
