import StoryboardsUIKit

// Runs SettingsViewController (App/, compiled unchanged through UIKitSourcesPlugin): taps its
// bar button items, whose target-action reaches its `@objc` and `@IBAction` methods by
// selector, and sets an outlet and an inspectable by name, as a storyboard would.

let settings = SettingsViewController()
settings.loadViewIfNeeded()
try settings.navigationItem.rightBarButtonItem?.tap()
try settings.navigationItem.rightBarButtonItem?.tap()
try settings.navigationItem.leftBarButtonItem?.tap()
print("refreshes: \(settings.refreshes), closed: \(settings.closed)")
print("refresh outlet connected: \(settings.refreshItemIsConnected)")
print("responds to refresh: \(settings.responds(to: Selector("refresh:")))")

let close = UIBarButtonItem(title: "Close", style: .done, target: nil, action: nil)
settings.setValue(close, forKey: "closeItem")
settings.setValue("green", forKey: "accentName")
print("closeItem set: \(settings.closeItem === close), accent: \(settings.accentName)")
do {
  try catching { settings.setValue(close, forKey: "missingItem") }
} catch {
  print("error: \(error)")
}
print(
  "status bar style: \(settings.preferredStatusBarStyle == .lightContent ? "light content" : "default")"
)

let badges = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
badges.register(BadgeCell.self, forCellWithReuseIdentifier: "Badge")
let badge = badges.dequeueReusableCell(
  withReuseIdentifier: "Badge", for: IndexPath(item: 0, section: 0))
print(
  "registered cell: \(type(of: badge)), label inside: \((badge as? BadgeCell)?.badgeLabel.superview != nil)"
)
print("made in code: \(AboutViewController(version: "2.1").title ?? "")")
