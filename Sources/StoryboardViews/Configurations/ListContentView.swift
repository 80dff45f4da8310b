import Foundation
import StoryboardRuntime

/// UIKit's `UIListContentView`: shows a ``ListContentConfiguration``: its texts in labels and
/// its image in an image view, subviews a test can read (`viewWithTag`, a search by text).
open class ListContentView: View, ContentView {
  /// The label of the text.
  public let textLabel = Label()
  /// The label of the secondary text.
  public let secondaryTextLabel = Label()
  /// The image view.
  public let imageView = ImageView()
  private var listConfiguration: ListContentConfiguration

  /// A view showing `configuration`.
  public init(configuration: ListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    addSubview(imageView)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    apply()
  }
  /// A view from an archive: showing a plain cell's configuration.
  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
    addSubview(imageView)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    apply()
  }

  /// The configuration shown; a configuration of another type is ignored, as UIKit's view
  /// accepts only list configurations.
  open var configuration: any ContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? ListContentConfiguration else { return }
      listConfiguration = list
      apply()
    }
  }
  /// The guide of the text, when there is text.
  open var textLayoutGuide: LayoutGuide? {
    listConfiguration.text == nil ? nil : layoutMarginsGuide
  }
  /// The guide of the secondary text, when there is one.
  open var secondaryTextLayoutGuide: LayoutGuide? {
    listConfiguration.secondaryText == nil ? nil : layoutMarginsGuide
  }
  /// The guide of the image, when there is one.
  open var imageLayoutGuide: LayoutGuide? {
    listConfiguration.image == nil ? nil : layoutMarginsGuide
  }

  private func apply() {
    textLabel.text = listConfiguration.attributedText?.string ?? listConfiguration.text
    textLabel.isHidden = textLabel.text == nil
    secondaryTextLabel.text =
      listConfiguration.secondaryAttributedText?.string ?? listConfiguration.secondaryText
    secondaryTextLabel.isHidden = secondaryTextLabel.text == nil
    imageView.image = listConfiguration.image
    imageView.isHidden = listConfiguration.image == nil
  }
}
