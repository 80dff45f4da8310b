import Foundation

/// A build configuration file (`.xcconfig`): `KEY = value` lines, `//` comments, and
/// `#include "other.xcconfig"` (`#include?` for one that may be missing), resolved
/// relative to the including file.
package enum ConfigurationFile {
  /// How deep `#include`s may nest.
  static let includeLimit = 32

  /// The settings of the file at `path`, its includes read in place (a later line wins).
  /// - Throws: ``XcodeProjectError`` for a file that cannot be read, a line that is not a
  ///   setting or an include, or includes that nest too deep (a file including itself).
  package static func settings(at path: String, includedFrom chain: [String] = [])
    throws(XcodeProjectError) -> [String: BuildSetting]
  {
    guard chain.count < includeLimit, !chain.contains(path) else {
      throw XcodeProjectError(
        path: chain.last ?? path, line: 0,
        reason: .badConfigurationFile(
          "the .xcconfig files include each other: "
            + (chain + [path]).joined(separator: " → ")))
    }
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw XcodeProjectError(
        path: path, line: 0,
        reason: .badConfigurationFile("no readable UTF-8 .xcconfig file is there"))
    }
    return try settings(in: text, path: path, includedFrom: chain)
  }

  /// The settings of `text`, the contents of the file at `path`, its includes read from
  /// disk relative to `path`.
  package static func settings(in text: String, path: String, includedFrom chain: [String] = [])
    throws(XcodeProjectError) -> [String: BuildSetting]
  {
    var settings: [String: BuildSetting] = [:]
    let directory = (path as NSString).deletingLastPathComponent
    // "\r\n" is one Character: split on it too, or a file with Windows line ends is one line.
    let lines = text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
    for (offset, rawLine) in lines.enumerated() {
      let lineNumber = offset + 1
      var line = Substring(rawLine)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("#include") {
        let optional = trimmed.hasPrefix("#include?")
        let quoted = trimmed.split(separator: "\"", omittingEmptySubsequences: false)
        guard quoted.count >= 3, !quoted[1].isEmpty else {
          throw XcodeProjectError(
            path: path, line: lineNumber,
            reason: .syntax(expected: "a quoted file name after #include", found: "'\(trimmed)'"))
        }
        let name = String(quoted[1])
        let included = name.hasPrefix("/") ? name : directory + "/" + name
        if optional, !FileManager.default.fileExists(atPath: included) { continue }
        guard FileManager.default.fileExists(atPath: included) else {
          throw XcodeProjectError(
            path: path, line: lineNumber,
            reason: .badConfigurationFile("it includes '\(name)', which is not at \(included)"))
        }
        settings.merge(
          try Self.settings(at: included, includedFrom: chain + [path])
        ) { $1 }
        continue
      }
      guard let equals = trimmed.firstIndex(of: "=") else {
        throw XcodeProjectError(
          path: path, line: lineNumber,
          reason: .syntax(expected: "'KEY = value' or '#include'", found: "'\(trimmed)'"))
      }
      let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
      var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.hasSuffix(";") { value.removeLast() }
      guard !key.isEmpty else {
        throw XcodeProjectError(
          path: path, line: lineNumber,
          reason: .syntax(expected: "a setting's name before '='", found: "'\(trimmed)'"))
      }
      settings[key] = BuildSetting(.string(value), path: path, line: lineNumber)
    }
    return settings
  }
}
