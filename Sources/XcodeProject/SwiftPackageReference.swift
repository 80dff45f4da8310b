/// A Swift package the project depends on (File › Add Package Dependencies).
package enum SwiftPackageReference: Sendable, Equatable {
  /// A package from a repository: its URL and the version rule, as Xcode writes it
  /// (`upToNextMajorVersion 1.2.0`, `exactVersion 2.0.0`, `branch main`, `revision abc…`).
  case remote(url: String, requirement: String)
  /// A package in a folder, relative to the project's folder.
  case local(path: String)

  /// The package's name as SwiftPM derives it: the last component of its URL or path,
  /// without `.git`.
  package var identity: String {
    let location: String
    switch self {
    case .remote(let url, _): location = url
    case .local(let path): location = path
    }
    let last = location.split(separator: "/").last.map(String.init) ?? location
    return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
  }
}
