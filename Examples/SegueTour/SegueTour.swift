// Declares a two-storyboard app in code, then performs show, present, unwind and embed
// segues — printing the event log of each, in UIKit's order of calls.
import Storyboards

/// The inbox: prepares the message it shows and is the destination of the "done" unwind.
final class InboxViewController: ViewController {
  var lastUnwoundFrom: String?

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    if segue.identifier == "openMessage" { segue.destination.title = "Message" }
  }

  override func unwindAction(named action: String) -> UnwindAction? {
    guard action == "doneComposing:" else { return nil }
    return { [unowned self] segue in self.lastUnwoundFrom = segue.source.title }
  }
}

@main
enum SegueTour {
  static func main() throws {
    var mail = StoryboardBuilder("Mail")
    mail.navigationController("nav", root: "inbox", isInitial: true)
    mail.viewController("inbox", customClass: "InboxViewController", title: "Inbox")
    mail.viewController("message", title: "Untitled")
    mail.reference("composeRef", storyboardName: "Compose")
    mail.segue(
      .show, from: "inbox", to: "message", identifier: "openMessage", trigger: "tableViewCell")
    mail.segue(
      .presentation, from: "inbox", to: "composeRef", identifier: "compose",
      trigger: "barButtonItem")

    var compose = StoryboardBuilder("Compose")
    compose.viewController("editor", title: "Editor", isInitial: true)
    compose.viewController("toolbar", title: "Toolbar")
    compose.segue(
      .embed, from: "editor", to: "toolbar", identifier: "toolbar", trigger: "containerView")
    compose.unwind(from: "editor", action: "doneComposing:", identifier: "done")

    let bundle = StoryboardBundle(
      storyboards: [mail.definition, compose.definition], isStrict: true)
    bundle.register(InboxViewController.self)

    let window = Window()
    let recorder = EventRecorder()
    try step("launch", recorder) {
      window.rootViewController = Storyboard(name: "Mail", bundle: bundle)
        .instantiateInitialViewController()
      window.makeKeyAndVisible()
    }
    let navigation = window.rootViewController as! NavigationController
    let inbox = navigation.topViewController!
    try step("tap a message (show)", recorder) {
      try inbox.tapSegue(withIdentifier: "openMessage")
    }
    try step("back", recorder) { navigation.popViewController(animated: true) }
    try step("compose (present, through a storyboard reference, with an embed)", recorder) {
      inbox.performSegue(withIdentifier: "compose", sender: nil)
    }
    try step("done (unwind)", recorder) {
      try navigation.presentedViewController?.tapSegue(withIdentifier: "done")
    }
    try window.checkInvariants()
    print("\nHierarchy:\n\(window.hierarchyDescription)")
  }

  static func step(_ name: String, _ recorder: EventRecorder, _ body: () throws -> Void) throws {
    print("\n== \(name)")
    recorder.removeAll()
    try recorder.record(body)
    for event in recorder.descriptions { print("  \(event)") }
  }
}
