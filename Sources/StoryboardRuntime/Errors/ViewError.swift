/// An error UIKit would raise as an Objective-C exception when one of its views is misused:
/// cells and supplementary views dequeued or registered, nibs that do not hold what their
/// owner needs, and layout formats that cannot be read.
///
/// ``NavigationError`` keeps what navigation, containment, presentation, alerts, popovers and
/// bar items raise; this is the rest of UIKit's views. Each case renders UIKit's message text,
/// followed by what to do about it.
public enum ViewError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `dequeueReusableCell(withIdentifier:for:)` for an identifier with no registered class
  /// and no prototype.
  case unknownCellIdentifier(String)
  /// A cell or supplementary registration whose class made a view of another class: its
  /// `makeRegisteredCell(reuseIdentifier:)` was not written by the build step.
  case registeredClassNotMade(className: String)
  /// A nib registered for cells, headers or supplementary views of `identifier` does not
  /// hold exactly one top-level object, of `requiredClass`.
  case invalidNib(nibName: String, identifier: String, requiredClass: String)
  /// A controller's nib loaded without setting its File's Owner's `view` outlet.
  case nibViewNotSet(nibName: String)
  /// `NSLayoutConstraint.constraints(withVisualFormat:…)` with a format it cannot read, or a
  /// view name `views` lacks.
  case invalidVisualFormat(format: String, offset: Int)

  /// The name of the Objective-C exception UIKit raises in this case.
  public var exceptionName: String {
    switch self {
    case .invalidVisualFormat: return "NSInvalidArgumentException"
    default: return "NSInternalInconsistencyException"
    }
  }

  /// UIKit's message, followed by what to do about it.
  public var description: String {
    switch self {
    case .unknownCellIdentifier(let identifier):
      return "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
        + "class for the identifier or connect a prototype cell in a storyboard. Register a "
        + "cell class with register(_:forCellReuseIdentifier:), or set a prototype cell's "
        + "Identifier to '\(identifier)'."
    case .registeredClassNotMade(let className):
      return "A registration of \(className) made a view of another class: a view class made in "
        + "code is made by its makeRegisteredCell(reuseIdentifier:), which the UIKitSources "
        + "build step writes into every cell class it compiles. Build \(className)'s file with "
        + "the step (plugins: [\"UIKitSourcesPlugin\"]), or override the method in the class."
    case .invalidVisualFormat(let format, let offset):
      return "Unable to parse constraint format: at character \(offset) of \(format). Name "
        + "each view in the views dictionary, and write sizes and spacings as (==50), -8-, "
        + "-(>=20@750)-."
    case .nibViewNotSet(let nibName):
      return "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but "
        + "the view outlet was not set. Connect File's Owner's view outlet to the nib's view in "
        + "Interface Builder, and set File's Owner's class to the controller's."
    case .invalidNib(let nibName, let identifier, let requiredClass):
      return "invalid nib registered for identifier (\(identifier)) - nib must contain exactly "
        + "one top level object which must be a \(requiredClass) instance. Make the "
        + "\(requiredClass) the only top-level object of \(nibName).xib."
    }
  }
}
