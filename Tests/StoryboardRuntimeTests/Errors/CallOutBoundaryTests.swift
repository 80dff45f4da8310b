import Storyboards
import TestSupport
import XCTest

/// A raise inside app code the runtime calls stops the outer call where UIKit's exception
/// would: callbacks made before anything changes leave the hierarchy as it was, and no event of
/// the outer call follows the callback's.
final class CallOutBoundaryTests: XCTestCase {
  /// A list whose `prepare(for:sender:)`, `shouldPerformSegue` or creator misuses UIKit.
  final class RaisingList: ViewController {
    enum Misuse { case none, inPrepare, inShouldPerform, failing }
    var misuse = Misuse.none

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
      switch misuse {
      case .inPrepare: navigationController?.pushViewController(self, animated: false)
      case .failing:
        segue.fail(with: RoutingError.unexpectedSegue(source: "list", destination: "detail"))
      default: break
      }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
      if misuse == .inShouldPerform {
        navigationController?.popToViewController(ViewController(), animated: false)
      }
      return true
    }
  }

  /// The window of the launch, kept for the test.
  private var window: Window?

  private func launch(_ misuse: RaisingList.Misuse) throws -> (RaisingList, NavigationController) {
    var main = StoryboardBuilder("Main")
    main.navigationController("nav", root: "list", isInitial: true)
    main.viewController("list", customClass: "RaisingList")
    main.viewController("detail")
    main.segue(.show, from: "list", to: "detail", identifier: "showDetail")
    let bundle = StoryboardBundle(storyboards: [main.definition])
    bundle.register(RaisingList.self)
    let navigation = try XCTUnwrap(
      Storyboard(name: "Main", bundle: bundle).instantiateInitialViewController()
        as? NavigationController)
    window = visibleWindow(root: navigation)
    let list = try XCTUnwrap(navigation.topViewController as? RaisingList)
    list.misuse = misuse
    return (list, navigation)
  }

  func testAMisuseInPrepareStopsTheSegueBeforeItChangesAnything() throws {
    let (list, navigation) = try launch(.inPrepare)
    let recorder = EventRecorder()
    XCTAssertThrowsError(
      try recorder.record {
        try catching { list.performSegue(withIdentifier: "showDetail", sender: nil) }
      }
    ) { error in
      XCTAssertEqual(
        error as? NavigationError,
        .pushingSameInstance(
          navigationController: navigation.diagnosticName, viewController: list.diagnosticName))
    }
    XCTAssertEqual(navigation.viewControllers, [list], "the segue never happened")
    let afterPrepare = recorder.descriptions.drop { !$0.contains("prepareForSegue") }.dropFirst()
    XCTAssertEqual(Array(afterPrepare), [], "no event of the segue follows prepare")
  }

  func testFailInPrepareIsARaiseThatStopsTheSegue() throws {
    let (list, navigation) = try launch(.failing)
    XCTAssertThrowsError(
      try catching { list.performSegue(withIdentifier: "showDetail", sender: nil) }
    ) { error in
      XCTAssertEqual(
        error as? RoutingError, .unexpectedSegue(source: "list", destination: "detail"))
    }
    XCTAssertEqual(navigation.viewControllers, [list])
  }

  func testAMisuseInShouldPerformStopsATappedSegue() throws {
    let (list, navigation) = try launch(.inShouldPerform)
    XCTAssertThrowsError(try list.tapSegue(withIdentifier: "showDetail")) { error in
      XCTAssertEqual(error as? NavigationError, .poppingToMissingViewController)
    }
    XCTAssertEqual(navigation.viewControllers, [list])
    XCTAssertNoThrow(try XCTUnwrap(window).checkInvariants())
  }

  func testARaisingCreatorInstantiatesNothingAndIsNotCalledAgain() throws {
    var main = StoryboardBuilder("Main")
    main.viewController("detail", storyboardIdentifier: "Detail")
    let storyboard = Storyboard(
      name: "Main", bundle: StoryboardBundle(storyboards: [main.definition]))
    var calls = 0
    XCTAssertThrowsError(
      try catching {
        _ = storyboard.instantiateViewController(identifier: "Detail") { coder in
          calls += 1
          let navigation = NavigationController(rootViewController: ViewController())
          navigation.pushViewController(navigation.viewControllers[0], animated: false)
          return ViewController(coder: coder)
        }
      }
    ) { error in
      XCTAssertTrue("\(error)".contains("pushing the same view controller instance"), "\(error)")
    }
    XCTAssertEqual(calls, 1, "the creator ran once, and no stand-in called it again")
  }
}

/// What an app's `init(coder:)` reads from the runtime's coder, and the stand-in a raise
/// returns for an app's class.
final class CoderAnswerTests: XCTestCase {
  /// Decodes as an app restoring state would.
  final class Decoding: ViewController {
    var decoded: [String] = []
    required init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) {
      super.init(coder: coder)
      decoded = [
        "\(coder.containsValue(forKey: "name"))", "\(coder.decodeObject(forKey: "name") as Any)",
        "\(coder.decodeBool(forKey: "flag"))", "\(coder.decodeInteger(forKey: "count"))",
        "\(coder.decodeDouble(forKey: "ratio"))",
        "\(coder.decodeObject(of: NSString.self, forKey: "title") as Any)",
        "\(coder.decodeInt32(forKey: "small"))", "\(coder.decodeInt64(forKey: "large"))",
        "\(coder.decodeFloat(forKey: "scale"))",
      ]
    }
  }

  private let expected = ["false", "nil", "false", "0", "0.0", "nil", "0", "0", "0.0"]

  func testAStoryboardsCoderAnswersKeyedCallsWithNoValue() throws {
    var main = StoryboardBuilder("Main")
    main.viewController("list", storyboardIdentifier: "List", customClass: "Decoding")
    let bundle = StoryboardBundle(storyboards: [main.definition])
    bundle.register(Decoding.self)
    let list = try XCTUnwrap(
      Storyboard(name: "Main", bundle: bundle).instantiateViewController(withIdentifier: "List")
        as? Decoding)
    XCTAssertEqual(list.decoded, expected)
  }

  func testTheStandInOfARaisingInstantiationDecodesNothing() throws {
    var main = StoryboardBuilder("Main")
    main.viewController("list", storyboardIdentifier: "List", customClass: "Decoding")
    let storyboard = Storyboard(
      name: "Main", bundle: StoryboardBundle(storyboards: [main.definition]))
    var standIn: Decoding?
    XCTAssertThrowsError(
      try catching {
        standIn = storyboard.instantiateViewController(identifier: "Missing") { coder in
          XCTFail("the creator is not called for an identifier the storyboard lacks")
          return Decoding(coder: coder)
        }
      }
    ) { error in
      XCTAssertEqual(
        error as? StoryboardError,
        .identifierNotFound(storyboard: storyboard.description, identifier: "Missing"))
    }
    let made = try XCTUnwrap(standIn)
    XCTAssertEqual(made.decoded, expected)
    XCTAssertNil(made.storyboard, "the stand-in comes from no scene")
  }
}
