/// The controller a `tableViewController` scene instantiates when it names no custom class.
/// It behaves as a plain ``ViewController``: tables are outside navigation's concern.
open class TableViewController: ViewController {}

/// The controller a `collectionViewController` scene instantiates when it names no custom
/// class. It behaves as a plain ``ViewController``.
open class CollectionViewController: ViewController {}

/// The controller a `pageViewController` scene instantiates when it names no custom class.
/// It is a custom container: add pages with ``ViewController/addChild(_:)``.
open class PageViewController: ViewController {}

/// The controller a `hostingController` (SwiftUI) scene instantiates when it names no custom
/// class. It behaves as a plain ``ViewController``.
open class HostingController: ViewController {}
