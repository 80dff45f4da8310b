// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import StoryboardRuntime

  /// An error binding a test double.
  public enum TestDoubleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The double's view is loaded: UIKit never loads a destination's view before `prepare`, so
    /// the test would not see what the app sees.
    case viewAlreadyLoaded(String)

    /// What went wrong and what to do.
    public var description: String {
      switch self {
      case .viewAlreadyLoaded(let controller):
        return "The view of \(controller) is already loaded; UIKit would not load a destination's "
          + "view before prepare(for:sender:). Bind a controller whose view is not loaded, or a factory."
      }
    }
  }
#endif
