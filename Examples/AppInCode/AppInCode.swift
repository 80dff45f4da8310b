// Builds a small app in code — window → tab bar → navigation stacks → a presented sheet —
// and prints its hierarchy and the event log of two navigations.
import Storyboards

@main
enum AppInCode {
  static func main() throws {
    let window = Window()
    let tabs = titled(TabBarController(), "Tabs")
    let inbox = titled(ViewController(), "Inbox")
    let settings = titled(ViewController(), "Settings")
    tabs.setViewControllers(
      [
        titled(NavigationController(rootViewController: inbox), "Mail"),
        titled(NavigationController(rootViewController: settings), "Preferences"),
      ], animated: false)
    window.rootViewController = tabs
    window.makeKeyAndVisible()

    let recorder = EventRecorder()
    recorder.record {
      inbox.show(titled(ViewController(), "Message"), sender: nil)
      inbox.present(titled(ViewController(), "Compose"), animated: true) {
        print("completion: Compose is on screen\n")
      }
    }
    try window.checkInvariants()

    print("Hierarchy:")
    print(window.hierarchyDescription)
    print("\nEvents:")
    for event in recorder.descriptions { print("  \(event)") }
  }

  static func titled<Controller: ViewController>(_ controller: Controller, _ title: String)
    -> Controller
  {
    controller.title = title
    return controller
  }
}
