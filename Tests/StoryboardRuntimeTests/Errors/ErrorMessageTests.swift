import Storyboards
import TestSupport
import XCTest

/// Every public error of the runtime says what happened, to what, and what to do: each case,
/// built with recognisable subjects, has a message naming them and a sentence that fixes it.
/// The switches in `caseName(of:)` list every case without `default`, so a new case does not compile
/// until it is named here — and the tests fail until it has a sample.
final class ErrorMessageTests: XCTestCase {
  private func assertSaysWhatAndHowToFix(
    _ message: String, naming subjects: [String], _ what: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    ErrorMessages.assertSaysWhatAndHowToFix(message, naming: subjects, what, file: file, line: line)
  }

  func testEveryNavigationErrorSaysWhatAndHowToFix() {
    let samples: [(NavigationError, [String])] = [
      (
        .pushingSameInstance(navigationController: "<NavA>", viewController: "<VcB>"),
        ["<NavA>", "<VcB>"]
      ),
      (.pushingNavigationController, []),
      (.poppingToMissingViewController, []),
      (.duplicateViewControllers(["<VcB>"]), ["<VcB>"]),
      (.presentingNil(target: "<VcT>"), ["<VcT>"]),
      (.presentingSelf("<VcS>"), ["<VcS>"]),
      (.alreadyPresented(viewController: "<VcB>", presenter: "<VcP>"), ["<VcB>", "<VcP>"]),
      (.presentingChild(viewController: "<VcB>", parent: "<NavA>"), ["<VcB>", "<NavA>"]),
      (.presentingActive(viewController: "<VcB>"), ["<VcB>"]),
      (.invalidPresentationStyle(viewController: "<VcB>"), ["<VcB>"]),
      (
        .hierarchyInconsistency(child: "<VcB>", parent: "<NavA>", requestedParent: "<TabC>"),
        ["<VcB>", "<NavA>", "<TabC>"]
      ),
      (.containmentCycle(child: "<VcB>", parent: "<NavA>"), ["<VcB>", "<NavA>"]),
      (.childIsWindowRoot(child: "<VcB>", requestedParent: "<NavA>"), ["<VcB>", "<NavA>"]),
      (.duplicateChildren(container: "<TabC>", viewControllers: ["<VcB>"]), ["<TabC>", "<VcB>"]),
      (
        .childIsPresented(child: "<VcB>", presenter: "<VcP>", requestedParent: "<NavA>"),
        ["<VcB>", "<VcP>", "<NavA>"]
      ),
      (.selectingForeignTab(viewController: "<VcB>"), ["<VcB>"]),
      (.tabIndexOutOfRange(index: 7, count: 3), ["7", "3"]),
      (.tabIndexOutOfRange(index: 0, count: 0), ["0"]),
      (.moreRowOutOfRange(row: 4, count: 2), ["4", "2"]),
      (.moreRowOutOfRange(row: 0, count: 0), ["0"]),
      (
        .barButtonItemHasNoHandler(item: "<BarButtonItem: Save>", selector: "save:"),
        ["Save", "save:"]
      ),
      (.barButtonItemHasNoHandler(item: "<BarButtonItem: Save>", selector: nil), ["Save"]),
      (
        .alertActionNotFound(title: "OK", alert: "<AlertController: Quit>", titles: ["Yes"]),
        ["OK", "Quit", "Yes"]
      ),
      (.alertActionNotFound(title: "OK", alert: "<AlertController: Quit>", titles: []), ["OK"]),
      (
        .popoverWithoutSource(alert: "<AlertController: Share>", presenter: "<Home>"),
        ["Share", "<Home>"]
      ),
      (.popoverWithoutSourceView(presented: "<Picker>"), ["<Picker>"]),
      (.tooManyColumns(container: "<Split>", count: 3), ["<Split>", "3"]),
      (.invalidTabBarCapacity(-1), ["-1"]),
      (.secondCancelAction(alert: "<AlertController: Quit>"), ["Quit"]),
      (.textFieldOnActionSheet(alert: "<AlertController: Share>"), ["Share"]),
      (
        .navigationBarManagedByController(method: "pushNavigationItem:animated:"),
        ["pushNavigationItem:animated:"]
      ),
      (.transitionWithoutCommonParent(from: "<List>", to: "<Map>"), ["<List>", "<Map>"]),
    ]
    XCTAssertEqual(Set(samples.map { caseName(of: $0.0) }), Set(navigationErrorNames))
    for (error, subjects) in samples {
      assertSaysWhatAndHowToFix(error.description, naming: subjects, "\(error)")
    }
  }

  func testEveryViewErrorSaysWhatAndHowToFix() {
    let samples: [(ViewError, [String], String)] = [
      (.unknownCellIdentifier("Entry"), ["Entry"], "NSInternalInconsistencyException"),
      (
        .registeredClassNotMade(className: "PhotoCell"), ["PhotoCell"],
        "NSInternalInconsistencyException"
      ),
      (
        .invalidNib(nibName: "PhotoCell", identifier: "Photo", requiredClass: "UITableViewCell"),
        ["PhotoCell", "Photo", "UITableViewCell"], "NSInternalInconsistencyException"
      ),
      (.nibViewNotSet(nibName: "Profile"), ["Profile"], "NSInternalInconsistencyException"),
      (
        .invalidVisualFormat(format: "H:|-[a", offset: 6), ["H:|-[a"],
        "NSInvalidArgumentException"
      ),
    ]
    XCTAssertEqual(Set(samples.map { caseName(of: $0.0) }), Set(viewErrorNames))
    for (error, subjects, exception) in samples {
      assertSaysWhatAndHowToFix(error.description, naming: subjects, "\(error)")
      XCTAssertEqual(Exceptions.name(of: error), exception, "\(error)")
    }
    let launch = LaunchError.applicationDelegateNotMade(className: "AppDelegate")
    assertSaysWhatAndHowToFix(
      launch.description, naming: ["AppDelegate", "UIKitSourcesPlugin"], "\(launch)")
  }

  @available(*, deprecated, message: "reads the cases NavigationError keeps for one release")
  func testTheDeprecatedNavigationErrorsSayWhatTheirReplacementsSay() {
    let pairs: [(NavigationError, any Error)] = [
      (.unknownCellIdentifier("Entry"), ViewError.unknownCellIdentifier("Entry")),
      (
        .registeredClassNotMade(className: "PhotoCell"),
        ViewError.registeredClassNotMade(className: "PhotoCell")
      ),
      (
        .invalidNib(nibName: "PhotoCell", identifier: "Photo", requiredClass: "UITableViewCell"),
        ViewError.invalidNib(
          nibName: "PhotoCell", identifier: "Photo", requiredClass: "UITableViewCell")
      ),
      (.nibViewNotSet(nibName: "Profile"), ViewError.nibViewNotSet(nibName: "Profile")),
      (
        .invalidVisualFormat(format: "H:|-[a", offset: 6),
        ViewError.invalidVisualFormat(format: "H:|-[a", offset: 6)
      ),
      (
        .applicationDelegateNotMade(className: "AppDelegate"),
        LaunchError.applicationDelegateNotMade(className: "AppDelegate")
      ),
    ]
    XCTAssertEqual(Set(pairs.map { caseName(of: $0.0) }), Set(deprecatedNavigationErrorNames))
    XCTAssertTrue(Set(navigationErrorNames).isDisjoint(with: deprecatedNavigationErrorNames))
    for (old, new) in pairs {
      XCTAssertEqual(old.description, "\(new)")
      XCTAssertEqual(old.exceptionName, Exceptions.name(of: new), "\(old)")
    }
  }

  func testEveryStoryboardErrorSaysWhatAndHowToFix() {
    let place = SourcePosition(line: 12, column: 5)
    let samples: [(StoryboardError, [String])] = [
      (.storyboardNotFound(name: "Shop", bundle: "<Bundle>"), ["Shop", "<Bundle>"]),
      (.mainBundleNotSet(storyboard: "Shop"), ["Shop"]),
      (.identifierNotFound(storyboard: "<Shop>", identifier: "Cart"), ["<Shop>", "Cart"]),
      (
        .creatorReturnedWrongClass(instance: "<VcB>", expectedClass: "CartVC"), ["<VcB>", "CartVC"]
      ),
      (.creatorSkippedSuperInit(segueAction: nil), []),
      (.creatorSkippedSuperInit(segueAction: "-[A makeB:]"), ["-[A makeB:]"]),
      (.initWithCoderReturnedNil(className: "CartVC"), ["CartVC"]),
      (.noSegue(receiver: "<VcB>", identifier: "showCart"), ["<VcB>", "showCart"]),
      (.pushSegueOutsideNavigationController, []),
      (.unknownSegueClass("FadeSegue"), ["FadeSegue"]),
      (.missingReferenceInfo(placeholder: "ref-1"), ["ref-1"]),
      (.unwindWithoutAction, []),
      (
        .unknownClass(name: "CartVC", storyboard: "Shop.storyboard", location: place),
        ["CartVC", "Shop.storyboard:12:5"]
      ),
      (.undefinedKey(className: "CartVC", keyPath: "badge"), ["CartVC", "badge"]),
      (
        .wrongClassKind(
          className: "CartVC", requiredClass: "NavigationController", scene: "s-1",
          storyboard: "Shop.storyboard", location: place),
        ["CartVC", "NavigationController", "s-1", "Shop.storyboard:12:5"]
      ),
      (.referenceCycle(["Shop#a", "Cart#b"]), ["Shop#a", "Cart#b"]),
      (.relationshipCycle(["Shop#a", "Shop#b"]), ["Shop#a", "Shop#b"]),
      (.embedCycle(["Shop#a", "Shop#b"]), ["Shop#a", "Shop#b"]),
      (.embedCycle(["Shop#a", "Shop#a"]), ["Shop#a"]),
      (.relationshipCycle(["Shop#a", "Shop#a"]), ["Shop#a"]),
      (.containmentTooDeep(scenes: ["Shop#a"], depth: 100), ["Shop#a", "100"]),
      (.noInitialViewController(storyboard: "Shop"), ["Shop"]),
      (.typeMismatch(expected: "CartVC", actual: "ViewController"), ["CartVC", "ViewController"]),
      (
        .missingDestination(segue: "showCart", destination: "x-9", storyboard: "Shop"),
        ["showCart", "x-9", "Shop"]
      ),
      (.segueNotPerformable(identifier: "embedCart", kind: "embed"), ["embedCart", "embed"]),
      (.noSegueWithID(receiver: "<VcB>", id: "seg-1"), ["<VcB>", "seg-1"]),
      (.ambiguousIdentifier("Cart", storyboards: ["Shop", "Main"]), ["Cart", "Shop", "Main"]),
      (
        .nibNotFound(name: "CartCell", bundle: "/app/App.resources"),
        ["CartCell", "/app/App.resources"]
      ),
      (.nibReaderNotLinked(name: "CartCell"), ["CartCell"]),
    ]
    XCTAssertEqual(Set(samples.map { caseName(of: $0.0) }), Set(storyboardErrorNames))
    for (error, subjects) in samples {
      assertSaysWhatAndHowToFix(error.description, naming: subjects, "\(error)")
    }
  }

  func testEverySimulationAndRoutingErrorSaysWhatAndHowToFix() {
    let simulation: [(SimulationError, [String])] = [
      (.invalidStep("fly"), ["fly"]),
      (.noSegueWithID("seg-1"), ["seg-1"]),
      (.noTabBarController, []),
      (.noTableView, []),
      (.nothingToPop, []),
      (.nothingToDismiss, []),
      (.noUnwindSegue(action: "back:"), ["back:"]),
      (
        .ambiguousStep("perform:help", candidates: ["A (Shop#a)", "B (Shop#b)"]),
        ["perform:help", "A (Shop#a)", "B (Shop#b)"]
      ),
      (
        .noControllerNamed("Nobody", step: "pop@Nobody", reachable: ["A (Shop#a)"]),
        ["Nobody", "pop@Nobody", "A (Shop#a)"]
      ),
    ]
    XCTAssertEqual(Set(simulation.map { caseName(of: $0.0) }), Set(simulationErrorNames))
    for (error, subjects) in simulation {
      assertSaysWhatAndHowToFix(error.description, naming: subjects, "\(error)")
    }
    let routing: [(RoutingError, [String])] = [
      (.noBundle, []),
      (
        .wrongInitialViewController(
          name: "Cart", bundle: "<Bundle>", expected: "CartVC", found: "ViewController"),
        ["Cart", "CartVC", "ViewController"]
      ),
      (
        .wrongDestination(expected: "CartVC", actual: "ViewController"),
        ["CartVC", "ViewController"]
      ),
      (.unknownSegueIdentifier("showCart", type: "Segue"), ["showCart", "Segue"]),
      (.unhandledSegue(identifier: "showCart", controller: "<VcB>"), ["showCart", "<VcB>"]),
      (.unexpectedSegue(source: "<VcA>", destination: "<VcB>"), ["<VcA>", "<VcB>"]),
    ]
    XCTAssertEqual(Set(routing.map { caseName(of: $0.0) }), Set(routingErrorNames))
    for (error, subjects) in routing {
      assertSaysWhatAndHowToFix(error.description, naming: subjects, "\(error)")
    }
  }
}

extension ErrorMessageTests {
  func testAnInconsistentHierarchySaysWhatAndHowToFix() {
    let error = HierarchyInvariantError(violations: [
      "<ViewController: Child> has parent <ViewController: Parent>, which does not list it as a child."
    ])
    assertSaysWhatAndHowToFix(
      error.description, naming: ["<ViewController: Child>", "<ViewController: Parent>"],
      "HierarchyInvariantError")
  }
}
