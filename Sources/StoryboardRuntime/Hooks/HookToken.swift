/// Uninstalls a hook wrapper.
public final class HookToken {
  private var uninstallAction: (() -> Void)?

  init(_ uninstall: @escaping () -> Void) { uninstallAction = uninstall }

  /// Removes the wrapper from its chain; later calls do nothing.
  public func uninstall() {
    uninstallAction?()
    uninstallAction = nil
  }
}
