// The first example of the README, verbatim: a test checks that both stay the same and that
// it prints what the README says.
import Storyboards

let inbox = ViewController()
inbox.title = "Inbox"
let window = Window()
window.rootViewController = NavigationController(rootViewController: inbox)
window.makeKeyAndVisible()

let message = ViewController()
message.title = "Message"
let recorder = EventRecorder()
recorder.record { inbox.show(message, sender: nil) }
print(recorder.descriptions.joined(separator: "\n"))
