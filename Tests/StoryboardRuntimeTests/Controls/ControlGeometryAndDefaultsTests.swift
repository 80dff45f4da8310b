import Foundation
import Storyboards
import XCTest

/// Controls made in code keep the frame they are given; with no layout engine their parts'
/// rectangles are their bounds or zero, and their animations and refreshes are states kept.
final class ControlGeometryAndDefaultsTests: XCTestCase {
  private let bounds = CGRect(x: 0, y: 0, width: 120, height: 30)

  func testControlsMadeWithAFrameKeepIt() {
    let frame = CGRect(x: 4, y: 8, width: 120, height: 30)
    let views: [View] = [
      Slider(frame: frame), Stepper(frame: frame), Switch(frame: frame),
      DatePicker(frame: frame), PageControl(frame: frame), RefreshControl(frame: frame),
      TextField(frame: frame), TextView(frame: frame), SearchBar(frame: frame),
      ImageView(frame: frame),
    ]
    for view in views { XCTAssertEqual(view.frame, frame, "\(type(of: view))") }
    XCTAssertFalse(Switch(frame: frame).isOn)
    XCTAssertEqual(PageControl(frame: frame).numberOfPages, 0)
  }

  func testATextFieldsPartsAreItsBoundsOrNothingWithoutLayout() {
    let field = TextField(frame: bounds)
    XCTAssertEqual(field.borderRect(forBounds: bounds), bounds)
    XCTAssertEqual(field.textRect(forBounds: bounds), bounds)
    XCTAssertEqual(field.placeholderRect(forBounds: bounds), bounds)
    XCTAssertEqual(field.editingRect(forBounds: bounds), bounds)
    XCTAssertEqual(field.clearButtonRect(forBounds: bounds), .zero)
    XCTAssertEqual(field.leftViewRect(forBounds: bounds), .zero)
    XCTAssertEqual(field.rightViewRect(forBounds: bounds), .zero)
    XCTAssertEqual(Label().textRect(forBounds: bounds, limitedToNumberOfLines: 2), bounds)
  }

  func testASlidersTrackIsItsBoundsAndItsOtherPartsAreZero() {
    let slider = Slider(frame: bounds)
    XCTAssertEqual(slider.trackRect(forBounds: bounds), bounds)
    XCTAssertEqual(slider.minimumValueImageRect(forBounds: bounds), .zero)
    XCTAssertEqual(slider.maximumValueImageRect(forBounds: bounds), .zero)
    XCTAssertEqual(slider.thumbRect(forBounds: bounds, trackRect: bounds, value: 0.5), .zero)
    let button = Button(type: .system)
    XCTAssertEqual(button.contentRect(forBounds: bounds), bounds)
    XCTAssertEqual(button.backgroundRect(forBounds: bounds), bounds)
    XCTAssertEqual(button.titleRect(forContentRect: bounds), bounds)
    XCTAssertEqual(button.imageRect(forContentRect: bounds), bounds)
  }

  func testAnImageViewIsSizedToItsImageIgnoresTouchesAndKeepsItsAnimatingState() {
    let photo = Image(named: "Photo")
    let shown = ImageView(image: photo)
    XCTAssertTrue(shown.image === photo)
    XCTAssertEqual(shown.frame.size, photo?.size ?? .zero)
    XCTAssertFalse(shown.isUserInteractionEnabled, "UIImageView's default is false")
    XCTAssertFalse(ImageView(frame: bounds).isUserInteractionEnabled)
    XCTAssertFalse(Label().isUserInteractionEnabled, "UILabel's default is false")
    XCTAssertTrue(View().isUserInteractionEnabled)
    let glow = Image(named: "Glow")
    let both = ImageView(image: photo, highlightedImage: glow)
    XCTAssertTrue(both.highlightedImage === glow)
    both.animationImages = [photo, glow].compactMap { $0 }
    XCTAssertFalse(both.isAnimating)
    both.startAnimating()
    XCTAssertTrue(both.isAnimating)
    both.stopAnimating()
    XCTAssertFalse(both.isAnimating)
  }

  func testAnActivityIndicatorShowsWhileAnimatingWhenItHidesWhenStopped() {
    let spinner = ActivityIndicatorView(activityIndicatorStyle: .large)
    XCTAssertEqual(spinner.style, .large)
    spinner.startAnimating()
    XCTAssertTrue(spinner.isAnimating)
    XCTAssertFalse(spinner.isHidden)
    spinner.stopAnimating()
    XCTAssertFalse(spinner.isAnimating)
    XCTAssertTrue(spinner.isHidden, "hidesWhenStopped is true by default")
    spinner.hidesWhenStopped = false
    spinner.startAnimating()
    XCTAssertTrue(spinner.isHidden, "the hidden state is left alone")
    spinner.isHidden = false
    spinner.stopAnimating()
    XCTAssertFalse(spinner.isHidden, "the hidden state is left alone")
  }

  func testARefreshControlEndsRefreshingAndAPageControlKeepsImagesPerPage() {
    let refresh = RefreshControl()
    refresh.beginRefreshing()
    XCTAssertTrue(refresh.isRefreshing)
    refresh.endRefreshing()
    XCTAssertFalse(refresh.isRefreshing)
    let pages = PageControl()
    pages.numberOfPages = 3
    let dot = Image(systemName: "circle.fill")
    let star = Image(systemName: "star.fill")
    pages.preferredCurrentPageIndicatorImage = dot
    pages.setCurrentPageIndicatorImage(star, forPage: 2)
    XCTAssertTrue(pages.currentPageIndicatorImage(forPage: 2) === star)
    XCTAssertTrue(pages.currentPageIndicatorImage(forPage: 0) === dot, "the preferred image")
    XCTAssertEqual(pages.interactionState, PageControl.InteractionState.none)
    XCTAssertEqual(pages.size(forNumberOfPages: 3), .zero)
    XCTAssertEqual(PageControl(coder: NSCoder())?.numberOfPages, 0)
  }

  func testAScrollViewBetweenGesturesNeitherTracksNorZoomsAndKeepsItsGuides() {
    let scroll = ScrollView(frame: bounds)
    scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    XCTAssertEqual(scroll.adjustedContentInset, scroll.contentInset, "no safe area to add")
    XCTAssertFalse(scroll.isTracking)
    XCTAssertFalse(scroll.isDecelerating)
    XCTAssertFalse(scroll.isZooming)
    XCTAssertFalse(scroll.isZoomBouncing)
    XCTAssertTrue(scroll.panGestureRecognizer === scroll.panGestureRecognizer, "made once")
    XCTAssertTrue(scroll.frameLayoutGuide === scroll.frameLayoutGuide)
    XCTAssertTrue(scroll.frameLayoutGuide.owningView === scroll)
    scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
    XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 40))
    let touch = Touch(view: scroll)
    XCTAssertTrue(scroll.touchesShouldBegin([touch], with: nil, in: View()))
    XCTAssertTrue(scroll.touchesShouldCancel(in: View()), "a view that is not a control")
    XCTAssertFalse(scroll.touchesShouldCancel(in: Button()), "UIKit keeps a control's touch")
  }

  func testAStackViewRemovesAnArrangedViewButKeepsItAsASubview() {
    let first = View()
    let second = View()
    let stack = StackView(arrangedSubviews: [first, second])
    stack.removeArrangedSubview(first)
    XCTAssertEqual(stack.arrangedSubviews.count, 1)
    XCTAssertTrue(stack.arrangedSubviews.first === second)
    XCTAssertTrue(first.superview === stack, "UIKit: the view stays in subviews")
    XCTAssertEqual(StackView.Alignment.bottom, .trailing)
  }

  func testTextDelegatesLeftOutAnswerYes() {
    final class Quiet: TextFieldDelegate, TextViewDelegate {}
    let quiet = Quiet()
    let field = TextField()
    let range = NSRange(location: 0, length: 0)
    XCTAssertTrue(quiet.textFieldShouldBeginEditing(field))
    XCTAssertTrue(quiet.textFieldShouldEndEditing(field))
    XCTAssertTrue(quiet.textFieldShouldReturn(field))
    XCTAssertTrue(quiet.textField(field, shouldChangeCharactersIn: range, replacementString: "a"))
    let text = TextView(usingTextLayoutManager: true)
    XCTAssertTrue(text.canBecomeFirstResponder)
    XCTAssertTrue(quiet.textViewShouldBeginEditing(text))
    XCTAssertTrue(quiet.textViewShouldEndEditing(text))
    XCTAssertTrue(quiet.textView(text, shouldChangeTextIn: range, replacementText: "b"))
    let link = URL(string: "https://example.com")!
    XCTAssertTrue(quiet.textView(text, shouldInteractWith: link, in: range))
  }
}
