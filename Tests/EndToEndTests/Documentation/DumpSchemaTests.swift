import Foundation
import XCTest

/// `Schemas/storyboard-dump.schema.json` describes what `storyboard-tool dump --json` prints:
/// every record of the fixtures validates against it, and a record that breaks it fails.
final class DumpSchemaTests: XCTestCase {
  private func schema(_ name: String = "storyboard-dump") throws -> [String: Any] {
    let data = try Data(
      contentsOf: Repository.root.appendingPathComponent("Schemas/\(name).schema.json"))
    return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  func testEveryRecordOfTheFixturesValidates() throws {
    let schema = try schema()
    let output = try runProduct(
      "storyboard-tool",
      [
        "dump", "--json", Repository.loaderFixtures + "/Valid.storyboard",
        Repository.loaderFixtures + "/Segues",
      ])
    let lines = output.output.split(separator: "\n")
    XCTAssertGreaterThan(lines.count, 1)
    for line in lines {
      let record = try JSONSerialization.jsonObject(with: Data(line.utf8))
      XCTAssertEqual(SchemaSubset(root: schema).problems(of: record), [], String(line.prefix(120)))
    }
  }

  func testEveryNibRecordValidatesAgainstTheNibSchema() throws {
    let schema = try schema("nib-dump")
    let app = Repository.root.appendingPathComponent("Examples/SceneApp/App").path
    let output = try runProduct("storyboard-tool", ["dump", "--json", "--nibs", app])
    let lines = output.output.split(separator: "\n").filter { $0.contains(#""nib": "#) }
    XCTAssertEqual(lines.count, 1, output.output)
    for line in lines {
      let record = try JSONSerialization.jsonObject(with: Data(line.utf8))
      XCTAssertEqual(SchemaSubset(root: schema).problems(of: record), [], String(line))
      let objects = try XCTUnwrap((record as? [String: Any])?["objects"] as? [[String: Any]])
      XCTAssertEqual(objects.map { $0["element"] as? String }, ["view", "label", "button"])
    }
    let bad: [String: Any] = [
      "file": "A.xib", "nib": "A", "owner": ["customClass": NSNull()],
      "objects": [["id": "v", "element": "view", "topLevel": "yes"]],
    ]
    XCTAssertEqual(
      SchemaSubset(root: schema).problems(of: bad),
      [
        "$.objects[0].topLevel: expected boolean", "$.objects[0]: missing 'customClass'",
        "$.objects[0]: missing 'customModule'", "$.owner: missing 'customModule'",
        "$.owner: missing 'customModuleProvider'",
      ])
  }

  func testARecordThatBreaksTheSchemaFails() throws {
    let record: [String: Any] = [
      "file": "A.storyboard", "targetRuntime": NSNull(), "initialViewController": 3,
      "scenes": [["sceneID": "s"]], "segues": [], "extra": true,
    ]
    XCTAssertEqual(
      SchemaSubset(root: try schema()).problems(of: record),
      [
        "$.initialViewController: expected string or null",
        "$.scenes[0]: missing 'customClass'",
        "$.scenes[0]: missing 'customModule'",
        "$.scenes[0]: missing 'customModuleProvider'",
        "$.scenes[0]: missing 'element'",
        "$.scenes[0]: missing 'id'",
        "$.scenes[0]: missing 'reference'",
        "$.scenes[0]: missing 'runtimeAttributes'",
        "$.scenes[0]: missing 'storyboardIdentifier'",
        "$: unexpected key 'extra'",
      ])
  }
}

/// The part of JSON Schema the repository's schemas use: `type` (one or several), `required`,
/// `properties`, `additionalProperties: false`, `items`, `oneOf` and local `$ref`s.
private struct SchemaSubset {
  let root: [String: Any]

  func problems(of value: Any) -> [String] {
    var found: [String] = []
    check(value, against: root, at: "$", into: &found)
    return found.sorted()
  }

  private func resolved(_ schema: [String: Any]) -> [String: Any] {
    guard let reference = schema["$ref"] as? String, reference.hasPrefix("#/$defs/"),
      let definitions = root["$defs"] as? [String: Any],
      let target = definitions[String(reference.dropFirst(8))] as? [String: Any]
    else { return schema }
    return target
  }

  private func typeName(of value: Any) -> String {
    switch value {
    case is NSNull: return "null"
    case is NSNumber: return "number"
    case is String: return "string"
    case is [Any]: return "array"
    case is [String: Any]: return "object"
    default: return "unknown"
    }
  }

  private func check(
    _ value: Any, against schema: [String: Any], at path: String, into found: inout [String]
  ) {
    let schema = resolved(schema)
    if let alternatives = schema["oneOf"] as? [[String: Any]] {
      let matching = alternatives.filter { alternative in
        var problems: [String] = []
        check(value, against: alternative, at: path, into: &problems)
        return problems.isEmpty
      }
      if matching.count != 1 { found.append("\(path): matches \(matching.count) of oneOf") }
      return
    }
    if let type = schema["type"] {
      let allowed = (type as? [String]) ?? [type as? String ?? ""]
      // JSON's true and false are numbers to Foundation's reader.
      let isBoolean = (value as? NSNumber).map { $0 == 0 || $0 == 1 } == true && !(value is String)
      guard allowed.contains(typeName(of: value)) || allowed.contains("boolean") && isBoolean
      else {
        found.append("\(path): expected \(allowed.joined(separator: " or "))")
        return
      }
    }
    if let object = value as? [String: Any] {
      for key in schema["required"] as? [String] ?? [] where object[key] == nil {
        found.append("\(path): missing '\(key)'")
      }
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for (key, member) in object {
        if let property = properties[key] as? [String: Any] {
          check(member, against: property, at: "\(path).\(key)", into: &found)
        } else if schema["additionalProperties"] as? Bool == false {
          found.append("\(path): unexpected key '\(key)'")
        }
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, item) in array.enumerated() {
        check(item, against: items, at: "\(path)[\(index)]", into: &found)
      }
    }
  }
}
