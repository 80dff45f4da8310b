import Foundation
import StoryboardAnalysis
import StoryboardRuntime

/// How the tool prints the ``Diagnostic``s of `lint`, `check-code` and `generate`: the one
/// place each format is written.
enum DiagnosticFormat: String, CaseIterable {
  /// `path:line:column: severity: message [rule]`, as Xcode and clang print them.
  case text
  /// One JSON object per line.
  case json
  /// GitHub Actions workflow commands, shown as annotations on the lines.
  case github
  /// One SARIF 2.1.0 log, for code scanning.
  case sarif

  /// `diagnostics` in this format: a line each, or one SARIF document (even when empty, so
  /// that a scan with no finding still uploads a log).
  func rendered(_ diagnostics: [Diagnostic]) -> String {
    switch self {
    case .text: return diagnostics.map { $0.description + "\n" }.joined()
    case .json: return diagnostics.map { Self.json($0) + "\n" }.joined()
    case .github: return diagnostics.map { Self.githubAnnotation($0) + "\n" }.joined()
    case .sarif: return Self.sarif(diagnostics) + "\n"
    }
  }

  /// One JSON object: `path` (`null` for a problem of no file, such as a command that could not
  /// finish), `line` and `column` (`null` for a problem of no place in a file: no file, or a
  /// file that cannot be read at all), `severity`, `rule`, `message`, `fix` (`null` when the fix
  /// is only in the message).
  static func json(_ diagnostic: Diagnostic) -> String {
    let json = JSONWriter()
    let hasFile = !diagnostic.path.isEmpty
    json.object {
      json.field("path", hasFile ? diagnostic.path : nil)
      json.field("line", diagnostic.location?.line)
      json.field("column", diagnostic.location?.column)
      json.field("severity", diagnostic.severity.rawValue)
      json.field("rule", diagnostic.rule.rawValue)
      json.field("message", diagnostic.message)
      json.field("fix", diagnostic.fix)
    }
    return json.text
  }

  /// A GitHub Actions workflow command, which GitHub shows as an annotation on the line:
  /// `::error file=…,line=…,col=…,title=rule::message` (no `line` and `col` for a problem of
  /// no place in its file, `::error title=rule::message` for a problem of no file).
  static func githubAnnotation(_ diagnostic: Diagnostic) -> String {
    func escaped(_ text: String, property: Bool) -> String {
      var result = text.replacingOccurrences(of: "%", with: "%25")
        .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
      if property {
        result = result.replacingOccurrences(of: ":", with: "%3A")
          .replacingOccurrences(of: ",", with: "%2C")
      }
      return result
    }
    let place =
      diagnostic.path.isEmpty
      ? ""
      : "file=\(escaped(diagnostic.path, property: true)),"
        + (diagnostic.location.map { "line=\($0.line),col=\($0.column)," } ?? "")
    return "::\(diagnostic.severity.rawValue) \(place)"
      + "title=\(diagnostic.rule.rawValue)::\(escaped(diagnostic.message, property: false))"
  }

  /// A SARIF 2.1.0 log of one run of `storyboard-tool`, with the rules that were reported.
  static func sarif(_ diagnostics: [Diagnostic]) -> String {
    let json = JSONWriter()
    json.object {
      json.field("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
      json.field("version", "2.1.0")
      json.key("runs")
      json.array([0]) { _ in
        json.object {
          json.key("tool")
          json.object {
            json.key("driver")
            json.object {
              json.field("name", "storyboard-tool")
              json.field("version", StoryboardTool.version)
              json.key("rules")
              let rules = Set(diagnostics.map(\.rule.rawValue)).sorted()
              json.array(rules) { rule in json.object { json.field("id", rule) } }
            }
          }
          json.key("results")
          json.array(diagnostics) { diagnostic in
            json.object {
              json.field("ruleId", diagnostic.rule.rawValue)
              json.field("level", diagnostic.severity.rawValue)
              json.key("message")
              json.object { json.field("text", diagnostic.message) }
              if let fix = diagnostic.fix {
                // A SARIF `fix` needs the edits that make it; the words go in the property bag.
                json.key("properties")
                json.object { json.field("fix", fix) }
              }
              // A problem of no file (a command that could not finish) has no location.
              json.key("locations")
              json.array(diagnostic.path.isEmpty ? [] : [diagnostic]) { diagnostic in
                json.object {
                  json.key("physicalLocation")
                  json.object {
                    json.key("artifactLocation")
                    json.object { json.field("uri", diagnostic.path) }
                    if let location = diagnostic.location {
                      json.key("region")
                      json.object {
                        json.field("startLine", location.line)
                        json.field("startColumn", location.column)
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    return json.text
  }
}
