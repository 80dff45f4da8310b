/// The controller a `collectionViewController` scene instantiates when it names no custom
/// class. It behaves as a plain ``ViewController``.
open class CollectionViewController: ViewController {}
