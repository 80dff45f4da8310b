import Foundation

/// A bundle folder in the temporary directory that a test writes its resources into, as a
/// SwiftPM resource bundle holds them (`<root>/Shop.resources/en.lproj/…`).
struct TemporaryBundle {
  /// The bundle's folder.
  let path: String

  /// A new, empty bundle folder named `name` in a folder of its own.
  init(named name: String = "Shop.resources") {
    path = NSTemporaryDirectory() + "bundle-" + UUID().uuidString + "/" + name
  }

  /// Writes `text` to the file at `relative` in the bundle, making its folders.
  func write(_ text: String, to relative: String) throws {
    let file = path + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
  }

  /// The Foundation bundle of the folder.
  var bundle: Bundle? { Bundle(path: path) }

  /// Removes the bundle and the folder made for it.
  func remove() throws {
    try FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }
}
