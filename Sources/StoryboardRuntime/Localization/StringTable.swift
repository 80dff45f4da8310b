import Foundation
import Synchronization

/// One strings table of a bundle in one language, as `NSLocalizedString` reads it on iOS: the
/// table's `.strings` file and `.stringsdict` plurals in the language's `.lproj` folder (else
/// in `Base.lproj`, else beside them), and its String Catalog (`<table>.xcstrings`, the JSON
/// Xcode writes) anywhere in the bundle. A key missing from the language's table is not looked
/// up in another language, as on iOS.
package struct StringTable: Sendable {
  /// The plain strings by key.
  package var strings: [String: String] = [:]
  /// The plural formats by key.
  package var plurals: [String: PluralFormat] = [:]
  /// The files that could not be read, each with where and why.
  package var errors: [StringsFileError] = []

  /// The table `table` (`Localizable` when `nil` or empty) of the bundle at `bundlePath` in
  /// `language`, read once per process.
  package static func table(_ table: String?, inBundleAt bundlePath: String, language: String)
    -> StringTable
  {
    let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
    let key = bundlePath + "\u{0}" + language + "\u{0}" + name
    if let known = read.withLock({ $0[key] }) { return known }
    var result = StringTable()
    result.read(name, in: bundlePath, language: language)
    for error in result.errors {
      FileHandle.standardError.write(Data("\(RuntimeWarning.stringsFileNotRead(error))\n".utf8))
      NavigationEventCenter.emit {
        NavigationEvent(
          ControllerReference(className: "Bundle"), .warning(.stringsFileNotRead(error)))
      }
    }
    return read.withLock { tables in
      if let earlier = tables[key] { return earlier }
      tables[key] = result
      return result
    }
  }

  /// The tables read so far, by bundle, language and name.
  private static let read = Mutex<[String: StringTable]>([:])

  private mutating func read(_ name: String, in bundlePath: String, language: String) {
    let folders = BundleLocalizations.folders(inBundleAt: bundlePath)
    let candidates = [language + ".lproj", "Base.lproj"]
    let lproj = candidates.lazy.compactMap { folders.localized[$0] }.first ?? []
    let search = lproj + folders.unlocalized
    if let path = search.lazy.map({ $0 + "/" + name + ".strings" }).first(where: Self.exists) {
      do throws(StringsFileError) {
        strings = try StringsFile(contentsOfFile: path).entries
      } catch {
        errors.append(error)
      }
    }
    if let path = search.lazy.map({ $0 + "/" + name + ".stringsdict" }).first(where: Self.exists) {
      do throws(StringsFileError) {
        for (key, plural) in try StringsDictionary.plurals(atPath: path, language: language) {
          plurals[key] = plural
        }
      } catch {
        errors.append(error)
      }
    }
    for path in folders.catalogs
    where URL(fileURLWithPath: path).lastPathComponent
      == name + ".xcstrings"
    {
      do throws(StringsFileError) {
        let catalog = try StringCatalog(contentsOfFile: path)
        catalog.merge(into: &self, language: language)
      } catch {
        errors.append(error)
      }
    }
  }

  private static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }
}
