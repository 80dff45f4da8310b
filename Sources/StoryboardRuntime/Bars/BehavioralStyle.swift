/// How a control or bar behaves on Mac Catalyst (UIKit's `UIBehavioralStyle`).
public enum BehavioralStyle: UInt, Sendable {
  /// The system's choice.
  case automatic = 0
  /// As on an iPad.
  case pad = 1
  /// As on a Mac.
  case mac = 2
}
