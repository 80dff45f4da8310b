/// The controller a `tableViewController` scene instantiates when it names no custom class.
/// It behaves as a plain ``ViewController``: tables are outside navigation's concern.
open class TableViewController: ViewController {}
