import Foundation
import StoryboardRuntime

extension LayoutConstraint {
  /// The constraints a visual format string describes (`H:|-[name(>=80)]-8-[other]-|`), made
  /// as UIKit makes them: sizes in parentheses, spacings between `-`s (a bare `-` is the
  /// standard 8 points, to the superview `|` too), relations `==`, `>=`, `<=`, priorities
  /// after `@`, numbers or names of `metrics`. The views are `views`' values. A format that
  /// cannot be read raises UIKit's `NSInvalidArgumentException` with the format and answers
  /// none.
  public static func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [LayoutConstraint] {
    var reader = VisualFormatReader(format: format, metrics: metrics ?? [:], views: views)
    guard let made = reader.read() else {
      Exceptions.raise(ViewError.invalidVisualFormat(format: format, offset: reader.offset))
      return []
    }
    return made
  }
}

/// Reads a visual format string into constraints.
struct VisualFormatReader {
  let characters: [Character]
  let metrics: [String: Any]
  let views: [String: Any]
  var offset = 0

  init(format: String, metrics: [String: Any], views: [String: Any]) {
    characters = Array(format.filter { !$0.isWhitespace })
    self.metrics = metrics
    self.views = views
  }

  /// One predicate of a size or spacing: `>=20@750`.
  struct Predicate {
    var relation = LayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    var priority = LayoutPriority.required
  }

  mutating func read() -> [LayoutConstraint]? {
    var vertical = false
    if starts(with: "V:") {
      vertical = true
      offset += 2
    } else if starts(with: "H:") {
      offset += 2
    }
    let (leading, trailing, size):
      (LayoutConstraint.Attribute, LayoutConstraint.Attribute, LayoutConstraint.Attribute) =
        vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
    var made: [LayoutConstraint] = []
    var previous: AnyObject?
    var previousIsSuperview = false
    var pendingSpacing: [Predicate]?
    while offset < characters.count {
      let character = characters[offset]
      switch character {
      case "|":
        offset += 1
        if let previous, let spacing = pendingSpacing, let view = previous as? View,
          let superview = view.superview
        {
          for predicate in spacing {
            made.append(
              constraint(superview, trailing, view, trailing, predicate))
          }
        }
        previous = nil
        previousIsSuperview = true
        // `|[view]` is flush: no `-` means no spacing.
        pendingSpacing = [Predicate()]
      case "-":
        offset += 1
        if offset < characters.count, characters[offset] == "[" || characters[offset] == "|" {
          pendingSpacing = [Predicate(constant: LayoutConstraint.systemSpacing)]
        } else {
          guard let predicates = readPredicates(), offset < characters.count,
            characters[offset] == "-"
          else { return nil }
          offset += 1
          pendingSpacing = predicates
        }
      case "[":
        offset += 1
        let nameStart = offset
        guard let name = readName(), let view = views[name] as? View else {
          offset = nameStart
          return nil
        }
        if offset < characters.count, characters[offset] == "(" {
          guard let predicates = readPredicates() else { return nil }
          for predicate in predicates {
            let made1 = LayoutConstraint(
              item: view, attribute: size, relatedBy: predicate.relation, toItem: nil,
              attribute: .notAnAttribute, multiplier: 1, constant: predicate.constant)
            made1.priority = predicate.priority
            made.append(made1)
          }
        }
        guard offset < characters.count, characters[offset] == "]" else { return nil }
        offset += 1
        if let spacing = pendingSpacing {
          if previousIsSuperview, let superview = view.superview {
            for predicate in spacing {
              made.append(constraint(view, leading, superview, leading, predicate))
            }
          } else if let previous {
            for predicate in spacing {
              made.append(constraint(view, leading, previous, trailing, predicate))
            }
          }
        }
        previous = view
        previousIsSuperview = false
        // `[a][b]` and `[a]|` are flush unless a `-` follows.
        pendingSpacing = [Predicate()]
      default:
        return nil
      }
    }
    return made
  }

  private func constraint(
    _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute, _ second: AnyObject,
    _ secondAttribute: LayoutConstraint.Attribute, _ predicate: Predicate
  ) -> LayoutConstraint {
    let made = LayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: predicate.relation, toItem: second,
      attribute: secondAttribute, multiplier: 1, constant: predicate.constant)
    made.priority = predicate.priority
    return made
  }

  private func starts(with prefix: String) -> Bool {
    Array(prefix).enumerated().allSatisfy { index, character in
      offset + index < characters.count && characters[offset + index] == character
    }
  }

  private mutating func readName() -> String? {
    var name = ""
    while offset < characters.count,
      characters[offset].isLetter || characters[offset].isNumber || characters[offset] == "_"
    {
      name.append(characters[offset])
      offset += 1
    }
    return name.isEmpty ? nil : name
  }

  /// `(…)` with predicates separated by commas, or one bare number or metric.
  private mutating func readPredicates() -> [Predicate]? {
    let parenthesized = offset < characters.count && characters[offset] == "("
    if parenthesized { offset += 1 }
    var predicates: [Predicate] = []
    repeat {
      if !predicates.isEmpty { offset += 1 }
      guard let predicate = readPredicate() else { return nil }
      predicates.append(predicate)
    } while parenthesized && offset < characters.count && characters[offset] == ","
    if parenthesized {
      guard offset < characters.count, characters[offset] == ")" else { return nil }
      offset += 1
    }
    return predicates
  }

  private mutating func readPredicate() -> Predicate? {
    var predicate = Predicate()
    for (text, relation) in [
      ("==", LayoutConstraint.Relation.equal), (">=", .greaterThanOrEqual),
      ("<=", .lessThanOrEqual),
    ]
    where starts(with: text) {
      predicate.relation = relation
      offset += 2
      break
    }
    guard let constant = readValue() else { return nil }
    predicate.constant = constant
    if offset < characters.count, characters[offset] == "@" {
      offset += 1
      guard let priority = readValue() else { return nil }
      predicate.priority = LayoutPriority(Float(priority))
    }
    return predicate
  }

  private mutating func readValue() -> CGFloat? {
    var text = ""
    while offset < characters.count,
      characters[offset].isNumber || characters[offset] == "." || characters[offset].isLetter
        || characters[offset] == "_"
    {
      text.append(characters[offset])
      offset += 1
    }
    if let number = Double(text) { return CGFloat(number) }
    if let metric = metrics[text] {
      if let number = metric as? CGFloat { return number }
      if let number = metric as? Double { return CGFloat(number) }
      if let number = metric as? Int { return CGFloat(number) }
      if let number = metric as? NSNumber { return CGFloat(number.doubleValue) }
    }
    return nil
  }
}
