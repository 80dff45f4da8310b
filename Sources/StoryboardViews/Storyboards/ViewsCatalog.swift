import StoryboardRuntime

/// What this module tells the navigation core, so that storyboards declaring its views make
/// them: its view elements (tables, collections, controls, stacks, effects), the collection
/// view layouts, its controllers.
final class ViewsCatalog: SceneElementCatalog {
  let viewClasses: [String: View.Type] = [
    "tableView": TableView.self, "tableViewCell": TableViewCell.self,
    "collectionView": CollectionView.self, "collectionViewCell": CollectionViewCell.self,
    "collectionReusableView": CollectionReusableView.self,
    "button": Button.self, "switch": Switch.self, "segmentedControl": SegmentedControl.self,
    "slider": Slider.self, "stepper": Stepper.self, "stackView": StackView.self,
    "activityIndicatorView": ActivityIndicatorView.self, "pageControl": PageControl.self,
    "datePicker": DatePicker.self, "progressView": ProgressView.self, "textView": TextView.self,
    "visualEffectView": VisualEffectView.self,
  ]

  let objectElements: Set<String> = ["collectionViewFlowLayout"]

  func makeObject(_ object: SceneObjectDefinition) -> AnyObject? {
    guard object.element == "collectionViewFlowLayout" else { return nil }
    let layout = CollectionViewFlowLayout()
    if object.attributes["scrollDirection"] == "horizontal" {
      layout.scrollDirection = .horizontal
    }
    return layout
  }

  let controllerClasses: [ViewController.Type] = [
    TableViewController.self, CollectionViewController.self,
  ]
}

/// The strong definition of the core's `storyboards_scene_element_catalog` (a weak C function),
/// which replaces the weak one whenever a target links this module.
@_cdecl("storyboards_scene_element_catalog")
func storyboardsSceneElementCatalog() -> UnsafeMutableRawPointer? {
  Unmanaged.passRetained(ViewsCatalog() as AnyObject).toOpaque()
}
