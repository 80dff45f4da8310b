/// The controller a `hostingController` (SwiftUI) scene instantiates when it names no custom
/// class. It behaves as a plain ``ViewController``.
open class HostingController: ViewController {}
