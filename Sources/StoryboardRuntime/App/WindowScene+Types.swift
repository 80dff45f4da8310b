import Foundation

extension WindowScene {
  /// How a dismissed scene animates away (UIKit's `UIWindowScene.DismissalAnimation`).
  public enum DismissalAnimation: Int, Sendable {
    /// The standard animation.
    case standard = 1
    /// The scene's changes are kept.
    case commit = 2
    /// The scene's changes are dropped.
    case decline = 3
  }

  /// How a new scene is presented (UIKit's `UIWindowScene.PresentationStyle`).
  public enum PresentationStyle: UInt, Sendable {
    /// The system chooses.
    case automatic = 0
    /// A standard window.
    case standard = 1
    /// A prominent window, in front.
    case prominent = 2
  }

  /// Options of a request to activate a window scene.
  open class ActivationRequestOptions: Scene.ActivationRequestOptions {
    /// How the scene is presented.
    open var preferredPresentationStyle = PresentationStyle.automatic
  }

  /// A window scene's geometry.
  open class Geometry {
    /// The scene's orientation.
    public let interfaceOrientation: InterfaceOrientation
    init(interfaceOrientation: InterfaceOrientation) {
      self.interfaceOrientation = interfaceOrientation
    }
  }

  /// What ``WindowScene/requestGeometryUpdate(_:errorHandler:)`` asks for.
  open class GeometryPreferences {
    init() {}

    // swift-format-ignore: TypeNamesShouldBeCapitalized
    /// An iPhone's or iPad's preferences: the orientations the scene may take.
    open class iOS: GeometryPreferences {
      /// The orientations asked for.
      open var interfaceOrientations: InterfaceOrientationMask
      /// Preferences with no orientation given (every orientation).
      public override init() {
        interfaceOrientations = .all
      }
      /// Preferences for `interfaceOrientations`.
      public convenience init(interfaceOrientations: InterfaceOrientationMask) {
        self.init()
        self.interfaceOrientations = interfaceOrientations
      }
    }
  }
}
