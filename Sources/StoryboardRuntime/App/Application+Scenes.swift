import Foundation
import Synchronization

extension Application {
  /// The scenes a launch connected, kept as UIKit's application keeps its connected scenes.
  private static let launchedScenes = Mutex<[SceneBox]>([])

  private struct SceneBox: @unchecked Sendable {
    let scene: Scene
  }

  /// The scenes a launch connected that are still connected.
  var launchedSceneList: [Scene] { Self.launchedScenes.withLock { $0.map(\.scene) } }

  /// Connects the app's scene as UIKit does at launch for a scene manifest: the session's
  /// configuration (the manifest's first, or the one the app delegate answers to
  /// `application(_:configurationForConnecting:options:)`), the scene and its delegate made
  /// from it, the window of its storyboard given to the delegate ("If using a storyboard, the
  /// `window` property will automatically be initialized and attached to the scene", Xcode's
  /// scene delegate template), then `scene(_:willConnectTo:options:)`, the window made key
  /// and visible, `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)` with their
  /// notifications (UIKit's scene life cycle: unattached, foreground inactive, foreground
  /// active). Raises ``LaunchError`` when a class the configuration names cannot be made.
  func connectScene(of interface: LaunchInterface, for delegate: any ApplicationDelegate) {
    let session = SceneSession(role: .windowApplication)
    let options = Scene.ConnectionOptions()
    let answer = delegate.application(self, configurationForConnecting: session, options: options)
    guard let configuration = interface.configuration(answering: answer) else { return }
    session.configuration = configuration
    let sceneType = (configuration.sceneClass as? Scene.Type) ?? WindowScene.self
    let scene = sceneType.init(session: session, connectionOptions: options)
    guard let delegateClass = configuration.delegateClass else {
      Exceptions.raise(LaunchError.noSceneDelegateClass(configuration: configuration.name))
      return
    }
    guard let made = (delegateClass as? ObjectiveCInitializable.Type)?.makeInstance(),
      let sceneDelegate = made as? any SceneDelegate
    else {
      Exceptions.raise(
        LaunchError.sceneDelegateNotMade(className: String(reflecting: delegateClass)))
      return
    }
    scene.delegate = sceneDelegate
    Self.launchedScenes.withLock { $0.append(SceneBox(scene: scene)) }
    var window: Window?
    if let storyboard = configuration.storyboard, let windowScene = scene as? WindowScene,
      let windowDelegate = sceneDelegate as? any WindowSceneDelegate
    {
      let made = Window(windowScene: windowScene)
      made.rootViewController = storyboard.instantiateInitialViewController()
      windowDelegate.window = made
      window = made
    }
    NotificationCenter.default.post(name: Scene.willConnectNotification, object: scene)
    sceneDelegate.scene(scene, willConnectTo: session, options: options)
    if let window, !window.isKeyWindow { window.makeKeyAndVisible() }
    NotificationCenter.default.post(name: Scene.willEnterForegroundNotification, object: scene)
    sceneDelegate.sceneWillEnterForeground(scene)
    NotificationCenter.default.post(name: Scene.didActivateNotification, object: scene)
    sceneDelegate.sceneDidBecomeActive(scene)
  }

  /// Disconnects the scenes a launch connected (`sceneDidDisconnect(_:)` each), as a host
  /// does before it launches another app.
  public func disconnectLaunchedScenes() {
    let scenes = Self.launchedScenes.withLock { scenes in
      defer { scenes = [] }
      return scenes.map(\.scene)
    }
    for scene in scenes {
      scene.delegate?.sceneDidDisconnect(scene)
      NotificationCenter.default.post(name: Scene.didDisconnectNotification, object: scene)
    }
  }
}
