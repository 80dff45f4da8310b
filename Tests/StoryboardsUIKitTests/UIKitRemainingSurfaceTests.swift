import StoryboardTesting
import XCTest

/// Members of the named types beyond navigation, in UIKit's shape (this file type-checks for
/// iOS): images, colours, views, controls, tables, collections, the app and its scenes.
final class UIKitRemainingSurfaceTests: XCTestCase {
  func testImagesAndColours() throws {
    let star = try XCTUnwrap(UIImage(systemName: "star"))
    let template = star.withRenderingMode(.alwaysTemplate)
    XCTAssertEqual(template.renderingMode, .alwaysTemplate)
    let bold = UIImage.SymbolConfiguration(weight: .bold)
    XCTAssertNotNil(star.applyingSymbolConfiguration(bold)?.symbolConfiguration)
    XCTAssertTrue(star.isSymbolImage)
    XCTAssertEqual(
      star.withTintColor(.red, renderingMode: .alwaysOriginal).renderingMode, .alwaysOriginal)
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    XCTAssertTrue(UIColor.orange.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    XCTAssertTrue(abs(green - 0.5) < 0.001, "\(green)")
    let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    XCTAssertEqual(
      dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), UIColor.white)
    XCTAssertEqual(UIColor.red.cgColor.alpha, 1)
  }

  func testViewsLayersAndAnimations() {
    let view = UIView()
    view.layer.cornerRadius = 12
    view.layer.masksToBounds = true
    XCTAssertEqual(view.layer.cornerRadius, 12)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    XCTAssertFalse(view.transform.isIdentity)
    view.semanticContentAttribute = .forceRightToLeft
    XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
    var ran = false
    UIView.animate(withDuration: 0) { ran = true }
    XCTAssertTrue(ran)
    UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear]) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}
    }
  }

  func testControlsKeepTheirStateAppearance() {
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    button.setTitleColor(.red, for: .highlighted)
    XCTAssertEqual(button.titleColor(for: .highlighted), .red)
    XCTAssertEqual(button.currentTitle, "Save")
    let segments = UISegmentedControl(items: ["A", "B"])
    segments.setEnabled(false, forSegmentAt: 1)
    XCTAssertFalse(segments.isEnabledForSegment(at: 1))
    segments.setWidth(60, forSegmentAt: 0)
    XCTAssertEqual(segments.widthForSegment(at: 0), 60)
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.clearButtonMode = .whileEditing
    XCTAssertEqual(field.borderStyle, .roundedRect)
    let label = UILabel()
    label.lineBreakMode = .byWordWrapping
    label.adjustsFontSizeToFitWidth = true
    XCTAssertEqual(label.lineBreakMode, .byWordWrapping)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.distribution = .fillEqually
    XCTAssertEqual(stack.distribution, .fillEqually)
    let progress = UIProgressView(progressViewStyle: .bar)
    XCTAssertEqual(progress.progressViewStyle, .bar)
  }

  func testTablesAndCollections() {
    let table = UITableView(frame: .zero, style: .plain)
    table.separatorStyle = .none
    table.tableFooterView = UIView()
    XCTAssertEqual(table.separatorStyle, .none)
    table.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    XCTAssertNotNil(table.dequeueReusableHeaderFooterView(withIdentifier: "Header"))
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    layout.scrollDirection = .horizontal
    XCTAssertEqual(layout.scrollDirection, .horizontal)
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collection.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
    XCTAssertEqual(attributes.center, CGPoint(x: 5, y: 10))
    let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true)
    }
    XCTAssertEqual(UISwipeActionsConfiguration(actions: [action]).actions.count, 1)
  }

  func testTheAppAndItsScreen() {
    let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "New")
    XCTAssertEqual(item.localizedTitle, "New")
    XCTAssertEqual(UIScreen.main.overscanCompensation, .none)
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
    XCTAssertEqual(appearance.copy().buttonAppearance.normal.titleTextAttributes.count, 1)
    let menu = UIMenu(title: "Sort", options: .displayInline, children: [])
    XCTAssertEqual(menu.options, .displayInline)
  }
}
