import StoryboardsUIKit

// Runs the counter of App/ (compiled unchanged through UIKitSourcesPlugin) from its storyboard,
// as a user would: taps its storyboard buttons, flips its switch, taps its bar button items,
// and follows its button segue and unwind.

let storyboard = UIStoryboard(name: "Counter", bundle: .module)
let window = UIWindow(frame: UIScreen.main.bounds)
let navigation = storyboard.instantiateInitialViewController() as! UINavigationController
window.rootViewController = navigation
window.makeKeyAndVisible()
let counter = navigation.topViewController as! CounterViewController
print("count label: \(counter.countLabel.text ?? "nil"), buttons: \(counter.counterButtons.count)")

let add =
  counter.view.subviews.compactMap { $0 as? UIStackView }.first!.arrangedSubviews[0]
  as! UIButton
add.sendActions(for: .touchUpInside)
add.sendActions(for: .touchUpInside)
print("after two taps on \(add.currentTitle ?? ""): \(counter.countLabel.text ?? "")")
counter.stepSwitch.setOn(false, animated: false)
counter.stepSwitch.sendActions(for: .valueChanged)
add.sendActions(for: .touchUpInside)
print("switch off, one tap: \(counter.countLabel.text ?? "")")
counter.countLabel.gestureRecognizers?.first?.recognize()
print("label tapped: \(counter.count)")
try counter.shareItem.tap()
print("shares: \(counter.shares)")

let details = counter.view.subviews.compactMap { $0 as? UIButton }.first!
details.sendActions(for: .touchUpInside)
let shown = navigation.topViewController as! DetailsViewController
print("pushed: \(type(of: shown)), says \(shown.shownText ?? "nil")")

let done = shown.view.subviews.compactMap { $0 as? UIButton }.first!
done.sendActions(for: .touchUpInside)
print("unwound: \(counter.unwinds), top: \(type(of: navigation.topViewController!))")
counter.modeControl.selectedSegmentIndex = 1
counter.modeControl.sendActions(for: .valueChanged)
print(
  "mode \(counter.modeControl.titleForSegment(at: 1) ?? ""), reset by the responder chain: \(counter.count)"
)
print("prepared: \(counter.preparedDestinations)")
