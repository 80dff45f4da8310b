import Foundation
import StoryboardRuntime

/// What a ``Button`` keeps beyond its titles and images, made on first use.
final class ButtonAppearance {
  var attributedTitles: [Control.State: NSAttributedString] = [:]
  var titleColors: [Control.State: Color] = [:]
  var titleShadowColors: [Control.State: Color] = [:]
  var backgroundImages: [Control.State: Image] = [:]
  var symbolConfigurations: [Control.State: Image.SymbolConfiguration] = [:]
  var titleLabel: Label?
  var subtitleLabel: Label?
  var imageView: ImageView?
  var role = Button.Role.normal
  var preferredBehavioralStyle = BehavioralStyle.automatic
  var changesSelectionAsPrimaryAction = false
  var preferredMenuElementOrder = ContextMenuConfiguration.ElementOrder.automatic
  var contentEdgeInsets = EdgeInsets.zero
  var titleEdgeInsets = EdgeInsets.zero
  var imageEdgeInsets = EdgeInsets.zero
  var reversesTitleShadowWhenHighlighted = false
  var adjustsImageWhenHighlighted = true
  var adjustsImageWhenDisabled = true
  var showsTouchWhenHighlighted = false
  var isPointerInteractionEnabled = false
}
