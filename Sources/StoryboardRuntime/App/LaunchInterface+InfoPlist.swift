import Foundation

extension LaunchInterface {
  /// The interface the Info.plist `data` (read from `path`) asks for: its main storyboard
  /// (`UIMainStoryboardFile`), or the scene configurations of its scene manifest's application
  /// role (`UIApplicationSceneManifest` › `UISceneConfigurations` ›
  /// `UIWindowSceneSessionRoleApplication`: each entry's `UISceneConfigurationName`,
  /// `UISceneDelegateClassName`, `UISceneClassName` and `UISceneStoryboardFile`), as UIKit reads
  /// them at launch.
  ///
  /// `$(NAME)` and `${NAME}` in a value are expanded from `variables` as Xcode expands build
  /// settings when it copies an Info.plist (`$(PRODUCT_MODULE_NAME).SceneDelegate`); a name
  /// it lacks expands to nothing, as in Xcode. Class names are found with
  /// ``ObjectiveCClasses/named(_:)``; `storyboard` opens a storyboard by name.
  ///
  /// - Throws: ``LaunchError/unreadableInfoPlist(path:line:reason:)`` when `data` is not a
  ///   property list whose root is a dictionary, or a key has a value of the wrong type;
  ///   ``LaunchError/unknownClass(name:key:path:)`` when a class name finds no class.
  public init(
    infoPlist data: Data, path: String, variables: [String: String] = [:],
    storyboard: (String) -> Storyboard
  ) throws(LaunchError) {
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw .unreadableInfoPlist(
        path: path, line: reason.flatMap(Self.line(in:)),
        reason: reason ?? "it is not a property list")
    }
    guard let plist = root as? [String: Any] else {
      throw .unreadableInfoPlist(path: path, line: nil, reason: "its root is not a dictionary")
    }
    let reader = InfoPlistReader(path: path, variables: variables)
    self.init()
    if let name = try reader.string(plist, "UIMainStoryboardFile") {
      mainStoryboard = storyboard(name)
    }
    guard let manifest = try reader.dictionary(plist, "UIApplicationSceneManifest"),
      let roles = try reader.dictionary(manifest, "UISceneConfigurations")
    else { return }
    guard let entries = roles["UIWindowSceneSessionRoleApplication"] else { return }
    guard let list = entries as? [[String: Any]] else {
      throw .unreadableInfoPlist(
        path: path, line: nil,
        reason: "UIWindowSceneSessionRoleApplication is not an array of dictionaries")
    }
    for entry in list {
      let configuration = SceneConfiguration(
        name: try reader.string(entry, "UISceneConfigurationName"),
        sessionRole: .windowApplication)
      configuration.delegateClass = try reader.class(entry, "UISceneDelegateClassName")
      configuration.sceneClass = try reader.class(entry, "UISceneClassName")
      configuration.storyboard = try reader.string(entry, "UISceneStoryboardFile").map(storyboard)
      sceneConfigurations.append(configuration)
    }
  }

  /// The line number a property-list parser's message names (`… on line 8`).
  private static func line(in message: String) -> Int? {
    guard let range = message.range(of: "line ") else { return nil }
    return Int(message[range.upperBound...].prefix { $0.isNumber })
  }
}

/// Reads an Info.plist's values, each checked for its type and expanded.
private struct InfoPlistReader {
  let path: String
  let variables: [String: String]

  func string(_ dictionary: [String: Any], _ key: String) throws(LaunchError) -> String? {
    guard let value = dictionary[key] else { return nil }
    guard let text = value as? String else {
      throw .unreadableInfoPlist(path: path, line: nil, reason: "\(key) is not a string")
    }
    return InfoPlistVariables.expand(text, with: variables)
  }

  func dictionary(_ dictionary: [String: Any], _ key: String) throws(LaunchError)
    -> [String: Any]?
  {
    guard let value = dictionary[key] else { return nil }
    guard let inner = value as? [String: Any] else {
      throw .unreadableInfoPlist(path: path, line: nil, reason: "\(key) is not a dictionary")
    }
    return inner
  }

  func `class`(_ dictionary: [String: Any], _ key: String) throws(LaunchError) -> AnyClass? {
    guard let name = try string(dictionary, key), !name.isEmpty else { return nil }
    guard let type = ObjectiveCClasses.named(name) else {
      throw .unknownClass(name: name, key: key, path: path)
    }
    return type
  }
}
