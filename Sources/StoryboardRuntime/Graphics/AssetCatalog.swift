import Foundation
import Synchronization

/// The asset catalogs (`.xcassets` folders) of a bundle, as `UIImage(named:)` and
/// `UIColor(named:)` find assets in the compiled catalog on iOS: image and symbol sets by
/// name (`Logo.imageset` is `Logo`; a folder whose `Contents.json` says `provides-namespace`
/// prefixes its assets: `Icons/Star`), and colour sets with their components for any and for
/// the dark appearance. Nothing is decoded but the sets' `Contents.json` of colours.
struct AssetCatalog: Sendable {
  /// A colour set's components (red, green, blue, alpha from 0 to 1) or the system colour it
  /// refers to, for any appearance and for the dark one.
  struct ColorAsset: Sendable {
    var any: Swatch?
    var dark: Swatch?
  }

  /// One appearance of a colour set.
  enum Swatch: Sendable {
    case components(red: Double, green: Double, blue: Double, alpha: Double)
    case system(String)
  }

  /// The scales of an image set's images, for any appearance and for the dark one (`nil`: one
  /// image for every scale, a vector or a symbol).
  struct ImageSet: Sendable {
    var scales: [CGFloat?] = []
    var darkScales: [CGFloat?] = []
  }

  /// What `UIImage(named:)` finds: the scale of the variant it picks for the main screen, or
  /// `nil` when that is not known (no catalog was read).
  struct FoundImage: Sendable {
    var scale: CGFloat?
  }

  /// The image and symbol sets by name; an image set none of whose entries names a file is
  /// left out, as the compiled catalog has no image for it.
  private(set) var images: [String: ImageSet] = [:]
  /// The image files beside the catalogs, anywhere in the bundle a few levels down (a copied
  /// `App` folder keeps its `Images` folder), by file name (`logo@2x.png`).
  private(set) var looseImages: Set<String> = []
  /// The colour sets by name.
  private(set) var colors: [String: ColorAsset] = [:]

  /// The catalogs of the bundle at `path`, read once per process; `nil` when it holds none,
  /// so that what it holds is not known.
  static func catalogs(inBundleAt path: String) -> AssetCatalog? {
    if let known = read.withLock({ $0[path] }) { return known }
    var catalog = AssetCatalog()
    var found = false
    let (folders, loose) = catalogFolders(in: URL(fileURLWithPath: path))
    for folder in folders {
      found = true
      catalog.add(folder, namespace: "", depth: 0)
    }
    catalog.looseImages = loose
    let result = found ? catalog : nil
    read.withLock { $0[path] = result }
    return result
  }

  /// What `UIImage(named:)` finds for `name` in the bundle at `bundlePath` (`nil`: the app's),
  /// for the dark appearance when `dark`: in its catalogs (the variant of the main screen's
  /// scale, else the nearest below, else above) or as a loose file beside them; `nil` when
  /// nothing is found. When the bundle's catalogs are not known (no app, or no `.xcassets`
  /// among its resources) every name is found, its scale unknown, so that an image is only
  /// ever refused by a catalog that was read.
  static func image(named name: String, inBundleAt bundlePath: String?, dark: Bool = false)
    -> FoundImage?
  {
    guard let (_, catalogs) = known(inBundleAt: bundlePath) else { return FoundImage() }
    let screen = Screen.main.scale
    if let set = catalogs.images[name] {
      let scales = dark && !set.darkScales.isEmpty ? set.darkScales : set.scales
      let known = scales.compactMap { $0 }
      guard known.count == scales.count, !known.isEmpty else { return FoundImage(scale: screen) }
      let best = known.contains(screen) ? screen : known.filter { $0 < screen }.max() ?? known.min()
      return FoundImage(scale: best)
    }
    let plain = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
    for scale in [3, 2] where catalogs.looseImages.contains("\(plain)@\(scale)x.png") {
      return FoundImage(scale: CGFloat(scale))
    }
    let names = [name, name + ".png", name + ".jpg"]
    return names.contains(where: catalogs.looseImages.contains) ? FoundImage(scale: 1) : nil
  }

  /// What `UIColor(named:)` finds for `name` in the bundle at `bundlePath` (`nil`: the
  /// app's): `nil` when the bundle's catalogs are not known, else the colour set, which is
  /// `nil` too when the catalogs hold none of that name (the asset is missing).
  static func color(named name: String, inBundleAt bundlePath: String?) -> ColorAsset?? {
    guard let (_, catalogs) = known(inBundleAt: bundlePath) else { return nil }
    return .some(catalogs.colors[name])
  }

  /// The bundle at `bundlePath` (`nil`: the launched host app's resources) and its catalogs,
  /// when they are known.
  private static func known(inBundleAt bundlePath: String?) -> (String, AssetCatalog)? {
    let app = HostApplication.launchedAppModule.flatMap(ResourceBundleLocation.path(ofModule:))
    guard let path = bundlePath ?? app, let catalogs = catalogs(inBundleAt: path) else {
      return nil
    }
    return (path, catalogs)
  }

  /// The `.xcassets` folders in `folder` and a few levels below (a copied `App` folder keeps
  /// its catalog beside its storyboards), and the names of the image files there.
  private static func catalogFolders(in folder: URL) -> (catalogs: [URL], images: Set<String>) {
    var found: [URL] = []
    var images: Set<String> = []
    var queue = [(folder, 0)]
    while let (current, depth) = queue.popLast() {
      let children = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
      for child in children.sorted() {
        let url = current.appendingPathComponent(child)
        if child.hasSuffix(".xcassets") {
          found.append(url)
        } else if imageExtensions.contains(url.pathExtension.lowercased()) {
          images.insert(child)
        } else if depth < 3, isFolder(url) {
          queue.append((url, depth + 1))
        }
      }
    }
    return (found, images)
  }

  /// The extensions of the image files `UIImage(named:)` finds outside a catalog.
  private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "heic"]

  private static func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// Adds the sets of the catalog folder `folder` (a group's assets named after `namespace`);
  /// groups nest at most 16 deep.
  private mutating func add(_ folder: URL, namespace: String, depth: Int) {
    guard depth < 16 else { return }
    let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for child in children.sorted() {
      let url = folder.appendingPathComponent(child)
      let name = (child as NSString).deletingPathExtension
      switch (child as NSString).pathExtension {
      case "imageset":
        if let set = Self.imageSet(in: url) { images[namespace + name] = set }
      case "symbolset": images[namespace + name] = ImageSet(scales: [nil])
      case "colorset": colors[namespace + name] = Self.colorAsset(in: url)
      case "":
        guard Self.isFolder(url) else { continue }
        let providesNamespace =
          (Self.contents(of: url)?["properties"] as? [String: Any])?["provides-namespace"]
          as? Bool ?? false
        add(
          url, namespace: providesNamespace ? namespace + child + "/" : namespace,
          depth: depth + 1)
      default: continue
      }
    }
  }

  /// The set's `Contents.json`, when it is a JSON object.
  private static func contents(of set: URL) -> [String: Any]? {
    guard
      let data = FileManager.default.contents(
        atPath: set.appendingPathComponent("Contents.json").path)
    else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  /// An image set's variants, from its `Contents.json`: the entries that name a file, for the
  /// phone (`universal` or `iphone`); `nil` when none does.
  private static func imageSet(in set: URL) -> ImageSet? {
    var found = ImageSet()
    for entry in contents(of: set)?["images"] as? [[String: Any]] ?? [] {
      guard entry["filename"] is String,
        ["universal", "iphone", nil].contains(entry["idiom"] as? String)
      else { continue }
      let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let isDark = appearances.contains {
        $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
      }
      if isDark { found.darkScales.append(scale) } else { found.scales.append(scale) }
    }
    return found.scales.isEmpty && found.darkScales.isEmpty ? nil : found
  }

  /// A colour set's appearances, from its `Contents.json`.
  private static func colorAsset(in set: URL) -> ColorAsset {
    var asset = ColorAsset()
    for entry in contents(of: set)?["colors"] as? [[String: Any]] ?? [] {
      guard let color = entry["color"] as? [String: Any], let swatch = swatch(color) else {
        continue
      }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let isDark = appearances.contains {
        $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
      }
      if isDark {
        asset.dark = asset.dark ?? swatch
      } else if appearances.isEmpty {
        asset.any = asset.any ?? swatch
      }
    }
    return asset
  }

  /// One `color` of a colour set: its components (`"0.500"`, `"128"` of 255, `"0x80"`) or
  /// the system colour it refers to (`"reference": "systemBlueColor"`).
  private static func swatch(_ color: [String: Any]) -> Swatch? {
    if let reference = color["reference"] as? String {
      return .system(reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference)
    }
    guard let components = color["components"] as? [String: Any] else { return nil }
    func value(_ key: String) -> Double? {
      if let number = components[key] as? Double { return number }
      guard let text = components[key] as? String else { return nil }
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed.lowercased().hasPrefix("0x") {
        return Int(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
      }
      if trimmed.contains(".") { return Double(trimmed) }
      return Int(trimmed).map { Double($0) / 255 }
    }
    if let white = value("white") {
      return .components(red: white, green: white, blue: white, alpha: value("alpha") ?? 1)
    }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
      return nil
    }
    return .components(red: red, green: green, blue: blue, alpha: value("alpha") ?? 1)
  }

  /// Each bundle path's catalogs, `nil` for a bundle without one.
  private static let read = Mutex<[String: AssetCatalog?]>([:])
}
