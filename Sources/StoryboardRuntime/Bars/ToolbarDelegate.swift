/// UIKit's `UIToolbarDelegate`: a toolbar's delegate (UIKit's requirements are its bar
/// positioning delegate's, all optional).
public protocol ToolbarDelegate: ObjectiveCResponding {}
