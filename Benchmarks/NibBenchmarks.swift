import Foundation
import StoryboardLoader
import Storyboards

/// `instantiate-nib-300`: instantiating a nib of the same 300 views as `instantiate-300`'s
/// scene (labels, buttons with actions, switches in stack views, an outlet collection on File's
/// Owner), with a controller as File's Owner — against instantiating that scene and loading its
/// view (the target: no more per object).
enum InstantiateNib300 {
  static func run() throws -> [Result] {
    let scene = try StoryboardLoader.loadStoryboard(
      data: Data(Instantiate300.document().utf8), name: "Rows")
    let storyboard = Storyboard(name: "Rows", bundle: StoryboardBundle(storyboards: [scene]))
    let (subviews, outlets) = Instantiate300.rows()
    let nib = Nib(
      definition: try StoryboardLoader.loadNib(
        data: Data(document(subviews: subviews, outlets: outlets).utf8), name: "Rows"))
    var views = 0
    let fromScene = try nanosecondsPerIteration(iterations: 20) {
      guard let controller = try storyboard.initialViewController() else { return }
      views = controller.view.subviews.count
    }
    precondition(views == 100, "the scene's views are made (\(views))")
    let fromNib = nanosecondsPerIteration(iterations: 20) {
      let owner = ViewController(nibName: nil, bundle: nil)
      _ = nib.instantiate(withOwner: owner)
      views = owner.view.subviews.count
    }
    precondition(views == 100, "the nib's views are made (\(views))")
    return [
      Result(
        name: "instantiate-nib-300", unit: "ms", value: fromNib / 1e6, baseline: fromScene / 1e6)
    ]
  }

  /// The nib: File's Owner with the view and the rows' outlet collection, then the view.
  static func document(subviews: String, outlets: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
          <connections>
            <outlet property="view" destination="root" id="view-outlet"/>
    \(outlets)
          </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="first-responder" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
          <subviews>
    \(subviews)
          </subviews>
        </view>
      </objects>
    </document>
    """
  }
}
