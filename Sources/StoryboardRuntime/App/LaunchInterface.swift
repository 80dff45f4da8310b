import Foundation
import Synchronization

/// What an app's Info.plist asks its launch to show, as UIKit reads it before it calls the app
/// delegate: the main storyboard (`UIMainStoryboardFile`) of an app without scenes, or the
/// scene configurations of its scene manifest (`UIApplicationSceneManifest`), each with its
/// delegate class and storyboard.
///
/// A host sets it (``Application/setLaunchInterface(_:)``) before it runs the app's entry
/// point; ``Application/main(delegate:)`` shows it. Without one, nothing is shown for the app:
/// its delegate makes its window.
public struct LaunchInterface {
  /// The storyboard whose initial controller becomes the root of the window UIKit makes for
  /// an app without scenes.
  public var mainStoryboard: Storyboard?
  /// The scene manifest's configurations for the application role, in the Info.plist's
  /// order: the first is the one a connecting scene gets unless the app delegate names another.
  public var sceneConfigurations: [SceneConfiguration]

  /// An interface with `mainStoryboard`, or scenes made by `sceneConfigurations`.
  public init(mainStoryboard: Storyboard? = nil, sceneConfigurations: [SceneConfiguration] = []) {
    self.mainStoryboard = mainStoryboard
    self.sceneConfigurations = sceneConfigurations
  }

  /// The configuration a scene connects with, for the one the app delegate answered. UIKit
  /// "creates a UISceneConfiguration object and fills it with details from your app's
  /// Info.plist file", normally the first of the role, and copies one the delegate returns
  /// (`UISceneSession.configuration`); an answer named as one of the manifest's
  /// (`UISceneConfigurationName`: "Use this name in the application(_:configurationForConnecting:
  /// options:) method") gets that one's classes and storyboard where it sets none, as Xcode's
  /// template answer, `UISceneConfiguration(name: "Default Configuration", sessionRole:)`, does.
  func configuration(answering answer: SceneConfiguration) -> SceneConfiguration? {
    guard let name = answer.name, let listed = sceneConfigurations.first(where: { $0.name == name })
    else { return answer.delegateClass != nil ? answer : sceneConfigurations.first }
    answer.delegateClass = answer.delegateClass ?? listed.delegateClass
    answer.storyboard = answer.storyboard ?? listed.storyboard
    answer.sceneClass = answer.sceneClass ?? listed.sceneClass
    return answer
  }
}

extension Application {
  /// The interface the next launch shows.
  private static let pendingInterface = Mutex<InterfaceBox?>(nil)

  private struct InterfaceBox: @unchecked Sendable {
    let interface: LaunchInterface
  }

  /// Sets what the next ``main(delegate:)`` shows, as the app's Info.plist says; `nil` shows
  /// nothing.
  public static func setLaunchInterface(_ interface: LaunchInterface?) {
    pendingInterface.withLock { $0 = interface.map(InterfaceBox.init) }
  }

  /// The interface the launch shows, taken once.
  static func takeLaunchInterface() -> LaunchInterface? {
    pendingInterface.withLock { box in
      defer { box = nil }
      return box?.interface
    }
  }
}
