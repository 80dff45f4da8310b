import Foundation

extension ViewController {
  /// Sets the scroll view the top and bottom bars follow, as UIKit's `setContentScrollView(_:)`.
  public func setContentScrollView(_ scrollView: ScrollView?) {
    setContentScrollView(scrollView, for: [.top, .bottom])
  }

  /// Asks the interface to rotate to the device's orientation (deprecated in iOS 16); the
  /// simulated device turns only through `Window.transition(toSize:)` and the `rotate` step.
  /// Inert: nothing in the simulation acts on it.
  public class func attemptRotationToDeviceOrientation() {}

  /// The notification UIKit posts when what `showDetailViewController(_:sender:)` targets
  /// changes (a split view collapsing or expanding); its name, for observers (the simulation
  /// does not post it).
  public static let showDetailTargetDidChangeNotification = NSNotification.Name(
    "UIViewControllerShowDetailTargetDidChangeNotification")
}
