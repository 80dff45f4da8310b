import StoryboardRuntime

/// A point on the map, in pixels.
struct MapPoint: Equatable {
  var x: Double
  var y: Double
}

/// A rectangle on the map, in pixels.
struct MapRect: Equatable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  var maxX: Double { x + width }
  var maxY: Double { y + height }
  var midX: Double { x + width / 2 }
  var midY: Double { y + height / 2 }

  /// Whether the rectangles overlap or come closer than `gap`.
  func isClose(to other: MapRect, gap: Double) -> Bool {
    x < other.maxX + gap && other.x < maxX + gap && y < other.maxY + gap && other.y < maxY + gap
  }

  func contains(_ point: MapPoint) -> Bool {
    point.x > x && point.x < maxX && point.y > y && point.y < maxY
  }
}

/// Where the scenes of one storyboard go on the map, and how segues run between them.
///
/// A scene with a canvas location is centred where Interface Builder draws it, scaled; scenes
/// that would overlap move down, never sideways, so scenes keep their left-to-right order.
/// Scenes without a canvas location (older files) follow in rows below the others.
enum CanvasLayout {
  /// Pixels per Interface Builder point.
  static let scale = 0.3
  /// The space kept around the drawing and between scenes.
  static let margin = 48.0
  static let gap = 16.0

  /// The frames of scenes of the given sizes, centred at their canvas locations when known.
  static func frames(sizes: [(width: Double, height: Double)], locations: [CanvasPoint?])
    -> [MapRect]
  {
    var frames = zip(sizes, locations).map { size, location in
      MapRect(
        x: (location?.x ?? 0) * scale - size.width / 2,
        y: (location?.y ?? 0) * scale - size.height / 2, width: size.width, height: size.height)
    }
    let located = locations.indices.filter { locations[$0] != nil }
    // Top to bottom, then left to right: each scene moves below whatever it would overlap.
    let order = located.sorted { (frames[$0].y, frames[$0].x) < (frames[$1].y, frames[$1].x) }
    var placed: [Int] = []
    for index in order {
      var moved = true
      while moved {
        moved = false
        for other in placed where frames[index].isClose(to: frames[other], gap: gap) {
          frames[index].y = frames[other].maxY + gap
          moved = true
        }
      }
      placed.append(index)
    }
    let bottom = located.map { frames[$0].maxY }.max() ?? 0
    let left = located.map { frames[$0].x }.min() ?? 0
    var cursor = MapPoint(x: left, y: located.isEmpty ? 0 : bottom + margin)
    var rowHeight = 0.0
    for (column, index) in locations.indices.filter({ locations[$0] == nil }).enumerated() {
      if column > 0, column % 8 == 0 {
        cursor = MapPoint(x: left, y: cursor.y + rowHeight + margin)
        rowHeight = 0
      }
      frames[index].x = cursor.x
      frames[index].y = cursor.y
      cursor.x += frames[index].width + margin
      rowHeight = max(rowHeight, frames[index].height)
    }
    // The drawing starts at the margin.
    let minX = frames.map(\.x).min() ?? 0
    let minY = frames.map(\.y).min() ?? 0
    return frames.map {
      MapRect(
        x: $0.x - minX + margin, y: $0.y - minY + margin + 24, width: $0.width, height: $0.height)
    }
  }

  /// A segue's curve from `source` to `destination`, and where its label goes. Of curves from
  /// side to side bowed more and more, and arches over or under the scenes between, the first
  /// that crosses the fewest other scenes wins; `lane` separates segues between the same two
  /// scenes.
  static func route(
    from source: MapRect, to destination: MapRect, avoiding obstacles: [MapRect], lane: Int
  ) -> (curve: [MapPoint], label: MapPoint) {
    if source == destination { return loop(on: source, lane: lane) }
    let start: MapPoint
    let end: MapPoint
    let horizontal: Bool
    if destination.x >= source.maxX {
      (start, end, horizontal) = (
        MapPoint(x: source.maxX, y: source.midY), MapPoint(x: destination.x, y: destination.midY),
        true
      )
    } else if destination.maxX <= source.x {
      (start, end, horizontal) = (
        MapPoint(x: source.x, y: source.midY),
        MapPoint(x: destination.maxX, y: destination.midY), true
      )
    } else if destination.y >= source.maxY {
      (start, end, horizontal) = (
        MapPoint(x: source.midX, y: source.maxY), MapPoint(x: destination.midX, y: destination.y),
        false
      )
    } else {
      (start, end, horizontal) = (
        MapPoint(x: source.midX, y: source.y),
        MapPoint(x: destination.midX, y: destination.maxY), false
      )
    }
    let others = obstacles.filter { $0 != source && $0 != destination }
    let offset = Double(lane) * 14
    var candidates: [[MapPoint]] = []
    func bowed(_ bow: Double) {
      candidates.append(curve(from: start, to: end, horizontal: horizontal, bow: bow + offset))
    }
    bowed(0)
    bowed(50)
    bowed(-50)
    let between = others.filter {
      $0.maxX > min(source.x, destination.x) && $0.x < max(source.maxX, destination.maxX)
    }
    let top = ([source.y, destination.y] + between.map(\.y)).min()!
    let bottom = ([source.maxY, destination.maxY] + between.map(\.maxY)).max()!
    for height in [24.0, 56, 100] {
      let rise = height + offset
      candidates.append([
        MapPoint(x: source.midX, y: source.y), MapPoint(x: source.midX, y: top - rise * 1.33),
        MapPoint(x: destination.midX, y: top - rise * 1.33),
        MapPoint(x: destination.midX, y: destination.y),
      ])
      candidates.append([
        MapPoint(x: source.midX, y: source.maxY),
        MapPoint(x: source.midX, y: bottom + rise * 1.33),
        MapPoint(x: destination.midX, y: bottom + rise * 1.33),
        MapPoint(x: destination.midX, y: destination.maxY),
      ])
      bowed(height * 2)
      bowed(-height * 2)
    }
    var best: (crossings: Int, curve: [MapPoint])?
    for candidate in candidates {
      let crossings = Self.crossings(of: candidate, through: others)
      if best == nil || crossings < best!.crossings { best = (crossings, candidate) }
      if crossings == 0 { break }
    }
    return (best!.curve, point(on: best!.curve, at: 0.5))
  }

  /// A loop on the right of `frame`, for a segue from a scene to itself.
  private static func loop(on frame: MapRect, lane: Int) -> (curve: [MapPoint], label: MapPoint) {
    let top = frame.y + 16 + Double(lane) * 10
    let curve = [
      MapPoint(x: frame.maxX, y: top), MapPoint(x: frame.maxX + 56, y: top - 24),
      MapPoint(x: frame.maxX + 56, y: top + 56), MapPoint(x: frame.maxX, y: top + 32),
    ]
    return (curve, MapPoint(x: frame.maxX + 44, y: top + 16))
  }

  /// A short segue from the top right of `frame` to a marker above it: an unwind to the
  /// scene's exit, or a segue whose destination is missing.
  static func stub(on frame: MapRect, lane: Int) -> (curve: [MapPoint], end: MapPoint) {
    let end = MapPoint(x: frame.maxX + 24, y: frame.y - 10 - Double(lane % 4) * 6)
    let curve = [
      MapPoint(x: frame.maxX - 8, y: frame.y), MapPoint(x: frame.maxX - 4, y: end.y),
      MapPoint(x: end.x - 12, y: end.y), end,
    ]
    return (curve, end)
  }

  private static func curve(from start: MapPoint, to end: MapPoint, horizontal: Bool, bow: Double)
    -> [MapPoint]
  {
    if horizontal {
      let pull = max(40, abs(end.x - start.x) / 3) * (end.x >= start.x ? 1 : -1)
      return [
        start, MapPoint(x: start.x + pull, y: start.y + bow),
        MapPoint(x: end.x - pull, y: end.y + bow), end,
      ]
    }
    let pull = max(40, abs(end.y - start.y) / 3) * (end.y >= start.y ? 1 : -1)
    return [
      start, MapPoint(x: start.x + bow, y: start.y + pull),
      MapPoint(x: end.x + bow, y: end.y - pull), end,
    ]
  }

  /// How many samples of the curve fall inside the obstacles.
  private static func crossings(of curve: [MapPoint], through obstacles: [MapRect]) -> Int {
    var count = 0
    for step in 1..<20 {
      let sample = point(on: curve, at: Double(step) / 20)
      for obstacle in obstacles where obstacle.contains(sample) { count += 1 }
    }
    return count
  }

  /// The point at `t` of a cubic Bézier curve.
  static func point(on curve: [MapPoint], at t: Double) -> MapPoint {
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return MapPoint(
      x: a * curve[0].x + b * curve[1].x + c * curve[2].x + d * curve[3].x,
      y: a * curve[0].y + b * curve[1].y + c * curve[2].y + d * curve[3].y)
  }

  /// A cubic Bézier curve as SVG path data.
  static func pathData(_ curve: [MapPoint]) -> String {
    func text(_ point: MapPoint) -> String {
      "\(MapMarkup.number(point.x)) \(MapMarkup.number(point.y))"
    }
    return "M\(text(curve[0])) C\(text(curve[1])) \(text(curve[2])) \(text(curve[3]))"
  }
}
