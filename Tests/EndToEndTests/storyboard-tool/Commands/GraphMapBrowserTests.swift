import Foundation
import TestSupport
import XCTest

/// The pages of `graph --format html`, opened in headless Chromium: every scene and segue is
/// there under the markup contract, links lead to elements, nothing is fetched, no script
/// error, the search narrows the scenes, and the screenshot shows the scenes where the page
/// lays them out.
final class GraphMapBrowserTests: XCTestCase {
  /// What the probe script found in the loaded page.
  struct Probe: Decodable {
    struct Search: Decodable {
      var query: String
      var shown: Int
      var allMatch: Bool
    }
    var errors: [String]
    var scenes: [String]
    var segues: [String]
    var dangling: [String]
    var referencesWithoutLink: Int
    var resources: [String]
    var firstInputIsSearch: Bool
    var search: Search?
    var shownAfterClearing: Int
    var boxes: [[Double]]
    var clickedReference: String?
    var scrolledTo: String?
  }

  /// Injected first: collects script errors and console errors.
  private static let errorCollector = """
    <script>window.__probeErrors = [];
    window.addEventListener('error', function (e) { window.__probeErrors.push(String(e.message)); });
    (function () { var original = console.error; console.error = function () {
      window.__probeErrors.push(Array.prototype.join.call(arguments, ' '));
      original.apply(console, arguments); }; })();</script>
    """

  /// Injected last: examines the page once loaded and writes what it found as JSON.
  private static let probe = """
    <script>window.addEventListener('load', function () {
      var all = function (selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); };
      var scenes = all('.scene');
      var result = { errors: window.__probeErrors };
      result.scenes = scenes.map(function (s) { return s.getAttribute('data-storyboard') + '#' + s.getAttribute('data-id'); });
      result.segues = all('.segue').map(function (g) { return [g.getAttribute('data-storyboard'),
        g.getAttribute('data-kind'), g.getAttribute('data-source'), g.getAttribute('data-destination')].join(' '); });
      result.dangling = all('a[href]').map(function (a) { return a.getAttribute('href'); })
        .filter(function (h) { return h.charAt(0) !== '#' || !document.getElementById(h.slice(1)); });
      result.referencesWithoutLink = all('.scene[data-reference]').filter(function (s) {
        return !s.querySelector('a[href^="#"]'); }).length;
      result.resources = performance.getEntriesByType('resource').map(function (e) { return e.name; });
      result.firstInputIsSearch = document.querySelector('input') === document.querySelector('input[type="search"]');
      result.boxes = scenes.map(function (s) { var r = s.querySelector('rect.box').getBoundingClientRect();
        return [r.left, r.top, r.width, r.height]; });
      var input = document.querySelector('input[type="search"]');
      var shown = function () { return scenes.filter(function (s) { return getComputedStyle(s).display !== 'none'; }); };
      if (scenes.length > 1) {
        var query = scenes[Math.floor(scenes.length / 2)].getAttribute('data-class').toLowerCase();
        input.value = query;
        input.dispatchEvent(new Event('input'));
        var visible = shown();
        result.search = { query: query, shown: visible.length, allMatch: visible.every(function (s) {
          return s.getAttribute('data-search').indexOf(query) >= 0; }) };
        input.value = '';
        input.dispatchEvent(new Event('input'));
      }
      result.shownAfterClearing = shown().length;
      var link = document.querySelector('.scene[data-reference] a[href^="#"]');
      if (link) {
        result.clickedReference = link.getAttribute('href').slice(1);
        link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        result.scrolledTo = location.hash.slice(1);
      }
      var pre = document.createElement('pre');
      pre.id = 'probe-result';
      pre.textContent = JSON.stringify(result);
      document.body.appendChild(pre);
    });</script>
    """

  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("map-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Writes the map of `paths` with the tool and returns the page.
  private func map(_ name: String, _ paths: [String], extra: [String] = []) throws -> URL {
    let page = folder.appendingPathComponent("\(name).html")
    let run = try runProduct(
      "storyboard-tool", ["graph", "--format", "html", "--output", page.path] + extra + paths)
    XCTAssertEqual(run.status, 0, "\(name): \(run.errors)")
    return page
  }

  /// Opens a copy of `page` with the probe scripts in Chromium and decodes what they found.
  private func probe(_ page: URL, with browser: HeadlessChromium) throws -> Probe {
    var html = try String(contentsOf: page, encoding: .utf8)
    html = html.replacingOccurrences(of: "<head>", with: "<head>" + Self.errorCollector)
    html = html.replacingOccurrences(of: "</body>", with: Self.probe + "</body>")
    let copy = page.deletingPathExtension().appendingPathExtension("probe.html")
    try html.write(to: copy, atomically: true, encoding: .utf8)
    let dom = try browser.dumpDOM(of: copy)
    guard let start = dom.range(of: "<pre id=\"probe-result\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      throw XCTSkip("the probe wrote nothing: \(dom.prefix(300))")
    }
    let json = dom[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
  }

  /// The scenes and segues of every storyboard under `paths`, as `dump --json` lists them.
  private func dumped(_ paths: [String]) throws -> (scenes: [String], segues: [String]) {
    let run = try runProduct("storyboard-tool", ["dump", "--json"] + paths)
    XCTAssertEqual(run.status, 0, run.errors)
    var scenes: [String] = []
    var segues: [String] = []
    for line in run.output.split(separator: "\n") {
      let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
      let file = record["file"] as! String
      let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      for scene in record["scenes"] as! [[String: Any]] {
        if let id = scene["id"] as? String { scenes.append("\(name)#\(id)") }
      }
      for segue in record["segues"] as! [[String: Any]] {
        let parts = [
          name, segue["kind"] as? String ?? "", segue["source"] as? String ?? "",
          segue["destination"] as? String ?? "",
        ]
        segues.append(parts.joined(separator: " "))
      }
    }
    return (scenes, segues)
  }

  private func assertContract(_ name: String, paths: [String], browser: HeadlessChromium) throws {
    let found = try probe(try map(name, paths), with: browser)
    let expected = try dumped(paths)
    XCTAssertEqual(found.errors, [], "\(name): script errors")
    XCTAssertEqual(found.resources, [], "\(name): the page fetched something")
    XCTAssertEqual(Set(expected.scenes).subtracting(found.scenes), [], "\(name): scenes missing")
    XCTAssertEqual(found.segues.sorted(), expected.segues.sorted(), "\(name): segues")
    XCTAssertEqual(found.dangling, [], "\(name): links that lead nowhere")
    XCTAssertEqual(found.referencesWithoutLink, 0, name)
    XCTAssertTrue(found.firstInputIsSearch, name)
    if let search = found.search {
      XCTAssertTrue(search.allMatch, "\(name): '\(search.query)' shows scenes that do not match")
      XCTAssertGreaterThan(search.shown, 0, name)
      if Set(found.scenes).count > 3 {
        XCTAssertLessThanOrEqual(search.shown, found.scenes.count, name)
      }
    }
    XCTAssertEqual(found.shownAfterClearing, found.scenes.count, "\(name): clearing shows all")
    if let clicked = found.clickedReference {
      XCTAssertEqual(found.scrolledTo, clicked, "\(name): clicking a reference goes to its scene")
    }
  }

  func testEveryCorpusAppsMapKeepsTheContractInABrowser() throws {
    let browser = try HeadlessChromium.require()
    let apps = try SharedCorpus.requireAppFolders()
    XCTAssertEqual(apps.count, 13)
    for app in apps {
      try assertContract(
        URL(fileURLWithPath: app).lastPathComponent, paths: [app], browser: browser)
    }
  }

  func testEveryExamplesMapKeepsTheContractInABrowser() throws {
    let browser = try HeadlessChromium.require()
    let examples = Repository.root.appendingPathComponent("Examples")
    var checked = 0
    for example in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() {
      let path = examples.appendingPathComponent(example).path
      let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String }
      guard
        files?.contains(where: { $0.hasSuffix(".storyboard") && !$0.contains(".build") }) == true
      else { continue }
      try assertContract(example, paths: [path], browser: browser)
      checked += 1
    }
    XCTAssertGreaterThanOrEqual(checked, 5)
  }

  func testTheSearchNarrowsTheScenesAsOneTypes() throws {
    let browser = try HeadlessChromium.require()
    let found = try probe(
      try map("segregation", [Repository.segregationStoryboards]), with: browser)
    let search = try XCTUnwrap(found.search)
    XCTAssertLessThan(search.shown, found.scenes.count, "'\(search.query)' hides some scenes")
    XCTAssertTrue(search.allMatch)
  }

  func testTheScreenshotShowsTheScenesWhereThePageLaysThemOut() throws {
    let browser = try HeadlessChromium.require()
    let page = try map("segregation", [Repository.segregationStoryboards])
    let boxes = try probe(page, with: browser).boxes
    let image = try browser.screenshot(of: page)
    XCTAssertEqual(image.width, 1400)
    var painted = 0
    for y in stride(from: 0, to: image.height, by: 4) {
      for x in stride(from: 0, to: image.width, by: 4) {
        let (r, g, b, _) = image.pixel(x: x, y: y)
        if Int(r) + Int(g) + Int(b) < 600 { painted += 1 }
      }
    }
    XCTAssertGreaterThan(painted, 2000, "the screenshot is not blank")
    // The scenes' and containers' boxes (references are small and dashed) below the sticky
    // header and inside the window: each box's left border is drawn, and below its text its
    // inside is light.
    let visible = boxes.filter {
      $0[3] >= 150 && $0[1] > 120 && $0[1] + $0[3] < 1790 && $0[0] + $0[2] < 1390
    }
    XCTAssertGreaterThanOrEqual(visible.count, 4)
    for box in visible {
      let y = Int(box[1] + box[3] * 0.85)
      let border = (Int(box[0])...Int(box[0]) + 1).map { image.pixel(x: $0, y: y) }
      XCTAssertTrue(
        border.contains { Int($0.0) + Int($0.1) + Int($0.2) < 660 },
        "no border at \(box) but \(border)")
      let inside = image.pixel(x: Int(box[0] + box[2] / 2), y: y)
      XCTAssertGreaterThan(Int(inside.0) + Int(inside.1) + Int(inside.2), 690, "\(box)")
    }
  }
}
