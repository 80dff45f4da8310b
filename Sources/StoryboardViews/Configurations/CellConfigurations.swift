import StoryboardRuntime

/// A cell's content and background configurations and the view showing the content: what
/// ``TableViewCell``, ``CollectionViewCell`` and ``TableViewHeaderFooterView`` keep for them.
struct CellConfigurations {
  var content: (any ContentConfiguration)?
  var background: BackgroundConfiguration?
  var contentView: (any View & ContentView)?

  /// Shows `configuration` in `container`: in the content view already there when it supports
  /// it, else in a new one made by the configuration.
  mutating func show(_ configuration: (any ContentConfiguration)?, in container: View) {
    content = configuration
    guard let configuration else {
      contentView?.removeFromSuperview()
      contentView = nil
      return
    }
    if let view = contentView, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    contentView?.removeFromSuperview()
    let view = configuration.makeContentView()
    container.addSubview(view)
    contentView = view
  }

  /// Updates the configurations that follow the state (`content`, `background`) for `state`.
  mutating func update(
    for state: any ConfigurationState, content: Bool, background: Bool, in container: View
  ) {
    if content, let configuration = self.content {
      show(configuration.updated(for: state), in: container)
    }
    if background, let configuration = self.background {
      self.background = configuration.updated(for: state)
    }
  }
}
