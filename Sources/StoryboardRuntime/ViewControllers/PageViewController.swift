/// The controller a `pageViewController` scene instantiates when it names no custom class.
/// It is a custom container: add pages with ``ViewController/addChild(_:)``.
open class PageViewController: ViewController {}
