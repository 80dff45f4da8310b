import Storyboards

/// The floor one recorded event costs at least: allocate a plain object, append it to an
/// array, set a weak parent pointer.
final class FloorNode {
  weak var parent: FloorNode?
}

/// A storyboard whose `Page` scene shows another `Page`: a navigation controller on screen
/// around a root page.
func makeNavigationFixture() throws -> (Storyboard, NavigationController, Window) {
  var builder = StoryboardBuilder("Bench")
  builder.navigationController("nav", root: "root", isInitial: true)
  builder.viewController("root", title: "Root")
  builder.viewController("page", storyboardIdentifier: "Page", title: "Page")
  builder.segue(.show, from: "page", to: "page", identifier: "next")
  let storyboard = Storyboard(
    name: "Bench", bundle: StoryboardBundle(storyboards: [builder.definition], isStrict: true))
  let navigation = storyboard.instantiateInitialViewController() as! NavigationController
  let window = Window()
  window.rootViewController = navigation
  window.makeKeyAndVisible()
  return (storyboard, navigation, window)
}

/// `navigation-step`: instantiate a scene by identifier, push it, perform a show segue from it
/// inside the navigation controller and pop back to the root, with an event recorder
/// attached. Baseline: the floor (object, append, weak pointer) once per event the step
/// records.
enum NavigationStep {
  static func run() throws -> Result {
    let (storyboard, navigation, window) = try makeNavigationFixture()
    let recorder = EventRecorder()
    func step() {
      recorder.record {
        let page = storyboard.instantiateViewController(withIdentifier: "Page")
        navigation.pushViewController(page, animated: true)
        page.performSegue(withIdentifier: "next", sender: nil)
        navigation.popToRootViewController(animated: true)
      }
    }
    step()
    let eventsPerStep = recorder.events.count
    recorder.removeAll()
    let iterations = 2_000
    let value = nanosecondsPerIteration(iterations: iterations, rounds: 10) {
      step()
      recorder.removeAll()
    }
    let root = FloorNode()
    var nodes: [FloorNode] = []
    nodes.reserveCapacity(eventsPerStep)
    let floorPerEvent = nanosecondsPerIteration(
      iterations: iterations * eventsPerStep, rounds: 10
    ) {
      let node = FloorNode()
      node.parent = root
      nodes.append(node)
      if nodes.count == eventsPerStep { nodes.removeAll(keepingCapacity: true) }
    }
    _ = window
    return Result(
      name: "navigation-step", unit: "ns", value: value,
      baseline: floorPerEvent * Double(eventsPerStep))
  }
}

/// `navigation-memory`: a million push/pop cycles on screen with no recorder; the value is
/// the growth of resident memory in KiB. Baseline: the growth over a million floor operations
/// (object, append, weak pointer, release), at least one 4 KiB page.
enum NavigationMemory {
  static func run() throws -> Result {
    let (_, navigation, window) = try makeNavigationFixture()
    let cycles = 1_000_000
    func cycle() throws {
      let page = ViewController()
      navigation.pushViewController(page, animated: true)
      navigation.popViewController(animated: true)
    }
    for _ in 0..<10_000 { try cycle() }
    let before = residentKiB()
    for _ in 0..<cycles { try cycle() }
    let growth = max(0, residentKiB() - before)

    let root = FloorNode()
    var nodes: [FloorNode] = []
    let floorBefore = residentKiB()
    for _ in 0..<cycles {
      let node = FloorNode()
      node.parent = root
      nodes.append(node)
      nodes.removeAll(keepingCapacity: true)
    }
    let floorGrowth = max(4, residentKiB() - floorBefore)
    _ = window
    return Result(name: "navigation-memory", unit: "KiB", value: growth, baseline: floorGrowth)
  }
}
