extension ObjectiveCSelector {
  /// The Objective-C names of UIKit methods and protocol requirements whose selectors UIKit
  /// declares with `NS_SWIFT_NAME` (so Swift's naming rule does not give them): a method that
  /// implements one takes its selector, as on iOS.
  static let protocolRequirements: [String: String] = [
    "tableView(_:numberOfRowsInSection:)": "tableView:numberOfRowsInSection:",
    "tableView(_:cellForRowAt:)": "tableView:cellForRowAtIndexPath:",
    "tableView(_:willSelectRowAt:)": "tableView:willSelectRowAtIndexPath:",
    "tableView(_:didSelectRowAt:)": "tableView:didSelectRowAtIndexPath:",
    "tableView(_:didDeselectRowAt:)": "tableView:didDeselectRowAtIndexPath:",
    "tableView(_:accessoryButtonTappedForRowWith:)":
      "tableView:accessoryButtonTappedForRowWithIndexPath:",
    "collectionView(_:numberOfItemsInSection:)": "collectionView:numberOfItemsInSection:",
    "collectionView(_:cellForItemAt:)": "collectionView:cellForItemAtIndexPath:",
    "collectionView(_:didSelectItemAt:)": "collectionView:didSelectItemAtIndexPath:",
    "navigationController(_:willShow:animated:)":
      "navigationController:willShowViewController:animated:",
    "navigationController(_:didShow:animated:)":
      "navigationController:didShowViewController:animated:",
    "tabBarController(_:shouldSelect:)": "tabBarController:shouldSelectViewController:",
    "tabBarController(_:didSelect:)": "tabBarController:didSelectViewController:",
    "textField(_:shouldChangeCharactersIn:replacementString:)":
      "textField:shouldChangeCharactersInRange:replacementString:",
    "adaptivePresentationStyle(for:)": "adaptivePresentationStyleForPresentationController:",
    "prepare(for:sender:)": "prepareForSegue:sender:",
    "present(_:animated:completion:)": "presentViewController:animated:completion:",
    "dismiss(animated:completion:)": "dismissViewControllerAnimated:completion:",
    "popViewController(animated:)": "popViewControllerAnimated:",
    "popToRootViewController(animated:)": "popToRootViewControllerAnimated:",
    "show(_:sender:)": "showViewController:sender:",
    "showDetailViewController(_:sender:)": "showDetailViewController:sender:",
  ]
}
