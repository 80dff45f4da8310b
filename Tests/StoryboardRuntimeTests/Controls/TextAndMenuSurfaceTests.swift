import Foundation
import Storyboards
import XCTest

/// Text fields, text views, search bars, key commands, fonts, menus, stack views, bar
/// appearances and screens keep what the app sets and answer UIKit's values.
final class TextAndMenuSurfaceTests: XCTestCase {
  func testTextFieldsAndTextViewsKeepTheirSettings() {
    let field = TextField()
    field.attributedText = NSAttributedString(string: "Hi")
    XCTAssertEqual(field.text, "Hi")
    field.borderStyle = .roundedRect
    field.clearButtonMode = .whileEditing
    field.leftView = View()
    XCTAssertEqual(field.borderStyle, .roundedRect)
    XCTAssertEqual(field.clearButtonMode, .whileEditing)
    XCTAssertFalse(field.isEditing)
    let textView = TextView()
    textView.attributedText = NSAttributedString(string: "Body")
    textView.dataDetectorTypes = [.link, .phoneNumber]
    XCTAssertEqual(textView.text, "Body")
    XCTAssertEqual(textView.dataDetectorTypes.rawValue, 3)
    XCTAssertEqual(DataDetectorTypes.all.rawValue, .max)
    let bar = SearchBar()
    bar.scopeButtonTitles = ["All", "Mine"]
    bar.setImage(Image(systemName: "x"), for: .clear, state: .normal)
    XCTAssertEqual(bar.image(for: .clear, state: .normal)?.systemName, "x")
    XCTAssertNil(bar.image(for: .search, state: .normal))
    XCTAssertTrue(bar.searchTextField === bar.searchTextField)
    let searchField = bar.searchTextField
    searchField.insertToken(SearchToken(icon: Image(systemName: "tag"), text: "Work"), at: 5)
    searchField.insertToken(SearchToken(icon: nil, text: "Home"), at: 0)
    XCTAssertEqual(searchField.tokens.map(\.text), ["Home", "Work"])
    searchField.removeToken(at: 7)
    searchField.removeToken(at: 0)
    XCTAssertEqual(searchField.tokens.map(\.text), ["Work"])
    let search = SearchController(searchResultsController: nil)
    search.searchSuggestions = [
      SearchSuggestionItem(localizedSuggestion: "Paris", localizedDescription: "France")
    ]
    XCTAssertEqual(
      search.searchBar.searchTextField.searchSuggestions?.first?.localizedSuggestion, "Paris")
    XCTAssertEqual(search.searchSuggestions?.first?.localizedDescription, "France")
  }

  func testKeyCommandsFontsAndMenus() {
    let command = KeyCommand(
      title: "Find", action: Selector("find:"), input: "f", modifierFlags: .command,
      discoverabilityTitle: "Find…")
    XCTAssertEqual(command.title, "Find")
    XCTAssertEqual(command.input, "f")
    XCTAssertEqual(command.discoverabilityTitle, "Find…")
    XCTAssertEqual(KeyCommand.inputUpArrow, "UIKeyInputUpArrow")
    XCTAssertEqual(KeyCommand.f1, "UIKeyInputF1")
    let font = Font.systemFont(ofSize: 40)
    XCTAssertEqual(font.ascender, 38.0859375)
    XCTAssertEqual(font.descender, -9.6484375)
    XCTAssertEqual(font.lineHeight, 47.734375)
    XCTAssertEqual(Font.labelFontSize, 17)
    XCTAssertEqual(Font.monospacedSystemFont(ofSize: 12, weight: .bold).weight, .bold)
    let on = Action(title: "On") { _ in }
    on.state = .on
    let menu = Menu(
      title: "Sort", options: .singleSelection, children: [on, Action(title: "Off") { _ in }])
    XCTAssertEqual(menu.selectedElements.map(\.title), ["On"])
    XCTAssertEqual(menu.options, .singleSelection)
    let replaced = menu.replacingChildren([])
    XCTAssertEqual(replaced.title, "Sort")
    XCTAssertEqual(replaced.identifier, menu.identifier)
    XCTAssertTrue(replaced.children.isEmpty)
  }

  func testStackViewsAppearancesAndScreens() {
    let stack = StackView()
    let first = View()
    stack.addArrangedSubview(first)
    XCTAssertEqual(stack.customSpacing(after: first), StackView.spacingUseDefault)
    stack.setCustomSpacing(12, after: first)
    XCTAssertEqual(stack.customSpacing(after: first), 12)
    stack.axis = .vertical
    stack.alignment = .top
    XCTAssertEqual(stack.alignment, .leading)

    let appearance = NavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.titleTextAttributes = [.foregroundColor: Color.red]
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.blue]
    appearance.setBackIndicatorImage(
      Image(named: "Back"), transitionMaskImage: Image(named: "Back"))
    let copy = appearance.copy()
    XCTAssertEqual(copy.backgroundColor, .systemBackground)
    XCTAssertEqual(copy.titleTextAttributes.count, 1)
    XCTAssertEqual(copy.backIndicatorImage.name, "Back")
    XCTAssertFalse(copy.buttonAppearance === appearance.buttonAppearance, "copied, not shared")
    XCTAssertEqual(copy.buttonAppearance.normal.titleTextAttributes.count, 1)
    XCTAssertEqual(NavigationBarAppearance().backIndicatorImage.systemName, "chevron.backward")
    let tabs = TabBarAppearance(idiom: .pad)
    tabs.stackedLayoutAppearance.selected.iconColor = .red
    XCTAssertEqual(tabs.copy().stackedLayoutAppearance.selected.iconColor, .red)
    XCTAssertEqual(tabs.idiom, .pad)

    XCTAssertEqual(Screen.main.currentMode?.size, CGSize(width: 1170, height: 2532))
    XCTAssertEqual(Screen.main.overscanCompensation, .none)
  }
}

/// Context menu interactions ask their delegate for the menu; a button's is its menu;
/// configuration colour transformers apply to the colours drawn.
final class ContextMenuInteractionTests: XCTestCase {
  final class Menus: ContextMenuInteractionDelegate {
    func contextMenuInteraction(
      _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration? {
      ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
        Menu(title: "Photo", children: [Action(title: "Copy") { _ in }])
      }
    }
  }

  func testAnInteractionAsksItsDelegateForTheMenu() {
    let delegate = Menus()
    let interaction = ContextMenuInteraction(delegate: delegate)
    let view = View()
    view.addInteraction(interaction)
    XCTAssertTrue(interaction.view === view)
    let menu = interaction.menuConfiguration()?.actionProvider?([])
    XCTAssertEqual(menu?.title, "Photo")
    XCTAssertEqual(menu?.children.map(\.title), ["Copy"])

    let button = Button(type: .system)
    XCTAssertNil(button.contextMenuInteraction)
    button.menu = Menu(title: "Sort", children: [])
    button.isContextMenuInteractionEnabled = true
    let buttonMenu = button.contextMenuInteraction?.menuConfiguration()?.actionProvider?([])
    XCTAssertEqual(buttonMenu?.title, "Sort")
  }

  func testColourTransformersApplyToTheColoursDrawn() {
    var text = ListContentConfiguration.cell().textProperties
    text.color = .red
    text.colorTransformer = ConfigurationColorTransformer { _ in .blue }
    XCTAssertEqual(text.resolvedColor(), .blue)
    var background = BackgroundConfiguration.clear()
    background.backgroundColorTransformer = .grayscale
    let grey = background.resolvedBackgroundColor(for: .red)
    var white: CGFloat = 0
    var alpha: CGFloat = 0
    XCTAssertTrue(grey.getWhite(&white, alpha: &alpha))
    XCTAssertEqual(white, 0.299, accuracy: 0.0001, "red's luminance")
    let preview = TargetedPreview(view: View())
    let moved = preview.retargetedPreview(with: PreviewTarget(container: View(), center: .zero))
    XCTAssertTrue(moved.view === preview.view)
    XCTAssertEqual(ScrollTypeMask.all.rawValue, 3)
  }
}
