import StoryboardRuntime

extension NibDefinition {
  /// Checks the nib without loading it: connections to objects the nib does not hold (UIKit's
  /// load fails), and, when the app's class names are given, custom classes of the File's
  /// Owner and of the objects (placeholders aside) that are not among them (UIKit logs
  /// "Unknown class" and makes the element's own class).
  /// - Parameter knownClasses: The app's class names (`Name` or `Module.Name`), or `nil` to
  ///   leave classes unchecked.
  /// - Returns: The problems in document order.
  public func lint(knownClasses: Set<String>? = nil) -> [Diagnostic] {
    let file = path ?? name + ".xib"
    var diagnostics: [Diagnostic] = []
    let objects = owner.objects
    let ids = Set(objects.map(\.id)).union([owner.id])
    let ownerName = "File's Owner" + (owner.customClass.map { " (\($0))" } ?? "")
    let connections =
      owner.connections.map { ($0, ownerName) }
      + objects.flatMap { object in
        object.connections.map { ($0, "\(object.element) '\(object.id)'") }
      }
    for (connection, source) in connections where !ids.contains(connection.destinationID) {
      let what =
        connection.kind == .action
        ? "action '\(connection.name)'" : "\(connection.kind.rawValue) '\(connection.name)'"
      diagnostics.append(
        Diagnostic(
          path: file, location: connection.location, severity: .error, rule: .brokenConnection,
          problem: "the \(what) of \(source) connects to '\(connection.destinationID)', which is "
            + "no object of the nib: loading the nib would fail",
          fix: "Reconnect it in Interface Builder, or delete the connection."))
    }
    if let knownClasses {
      func isKnown(_ name: String, _ module: String?) -> Bool {
        knownClasses.contains(name) || module.map { knownClasses.contains("\($0).\(name)") } == true
      }
      let classes =
        [(owner.customClass, owner.customModule, ownerName, owner.location)]
        + objects.filter { $0.element != "placeholder" }.map {
          ($0.customClass, $0.customModule, "the \($0.element) '\($0.id)'", $0.location)
        }
      for case (let name?, let module, let what, let location) in classes
      where !isKnown(name, module) {
        diagnostics.append(
          Diagnostic(
            path: file, location: location, severity: .warning, rule: .unknownClass,
            problem: "Unknown class \(name) in Interface Builder file: \(what) would be made "
              + "of its element's own class",
            fix: "fix the class name or add it to the known classes"))
      }
    }
    return diagnostics.sorted {
      ($0.location?.line ?? 0, $0.location?.column ?? 0)
        < ($1.location?.line ?? 0, $1.location?.column ?? 0)
    }
  }
}
