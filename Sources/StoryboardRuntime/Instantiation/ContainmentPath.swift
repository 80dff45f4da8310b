/// The scenes being instantiated, and the scenes performing their embed segues, on the current
/// task, outermost first. A scene met again inside itself is a cycle that no static walk could
/// see (placeholders substituted by hooks, a test double, an `awakeFromNib` that instantiates
/// its own scene): it is refused instead of recursing until the stack overflows.
///
/// `@unchecked Sendable` because a path is changed only by the code running synchronously inside
/// the scope that installed it: the runtime's classes are not `Sendable`, so one storyboard
/// instantiation never runs on several tasks at once.
final class ContainmentPath: @unchecked Sendable {
  @TaskLocal private static var current: ContainmentPath?

  private var instantiating: [String] = []
  private var embedding: [String] = []

  /// How deep scenes may nest (relationships, references, embeds): far beyond any app, far
  /// below what would exhaust the stack.
  static let maximumDepth = 100

  /// Runs `body` with `scene` (`Storyboard#objectID`) on the instantiation path.
  /// - Throws: ``StoryboardError/relationshipCycle(_:)`` when `scene` is already being
  ///   instantiated further out; what `body` throws.
  static func instantiating<Result>(_ scene: String, _ body: () throws -> Result) throws -> Result {
    guard let path = current else {
      let path = ContainmentPath()
      path.instantiating = [scene]
      return try $current.withValue(path, operation: body)
    }
    if let start = path.instantiating.firstIndex(of: scene) {
      throw StoryboardError.relationshipCycle(Array(path.instantiating[start...]) + [scene])
    }
    if path.instantiating.count >= maximumDepth {
      throw StoryboardError.containmentTooDeep(
        scenes: Array(path.instantiating.prefix(3)), depth: maximumDepth)
    }
    path.instantiating.append(scene)
    defer { path.instantiating.removeLast() }
    return try body()
  }

  /// Runs `body` with `scene` on the embedding path; `body` receives the cycle when `scene` is
  /// already performing its embed segues further out, else `nil`.
  static func embedding(_ scene: String, _ body: ([String]?) -> Void) {
    guard let path = current else {
      let path = ContainmentPath()
      path.embedding = [scene]
      $current.withValue(path) { body(nil) }
      return
    }
    if let start = path.embedding.firstIndex(of: scene) {
      body(Array(path.embedding[start...]) + [scene])
      return
    }
    guard path.embedding.count < maximumDepth else {
      body(Array(path.embedding.prefix(3)) + ["…"])
      return
    }
    path.embedding.append(scene)
    defer { path.embedding.removeLast() }
    body(nil)
  }
}
