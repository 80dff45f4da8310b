/// The flows' results as JUnit XML, the format CI systems show test results from: one
/// `<testsuite>` per flow file, one `<testcase>` per flow, a `<failure>` with the step and the
/// diff, an `<error>` for a file whose flows could not run.
struct JUnitReport {
  let suites: [FlowSuite]

  var xml: String {
    let tests = suites.reduce(0) { $0 + max($1.cases.count, $1.error == nil ? 0 : 1) }
    let failures = suites.reduce(0) { $0 + $1.failures }
    let errors = suites.filter { $0.error != nil }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="storyboard-tool test" tests="\#(tests)" failures="\#(failures)" errors="\#(errors)">"#,
    ]
    for suite in suites {
      let name = suite.file.xmlEscaped
      let count = max(suite.cases.count, suite.error == nil ? 0 : 1)
      let time = suite.cases.reduce(0) { $0 + $1.seconds }
      lines.append(
        #"  <testsuite name="\#(name)" tests="\#(count)" failures="\#(suite.failures)" "#
          + #"errors="\#(suite.error == nil ? 0 : 1)" time="\#(Self.seconds(time))">"#)
      if let error = suite.error {
        lines.append(#"    <testcase classname="\#(name)" name="flow file" time="0">"#)
        lines.append(
          #"      <error message="\#(error.xmlEscaped)">\#(error.xmlEscaped)</error>"#)
        lines.append("    </testcase>")
      }
      for flow in suite.cases {
        let opening =
          #"    <testcase classname="\#(name)" name="\#(flow.name.xmlEscaped)" "#
          + #"time="\#(Self.seconds(flow.seconds))""#
        guard let failure = flow.failure else {
          lines.append(opening + "/>")
          continue
        }
        let summary = failure.description.split(separator: "\n").first.map(String.init) ?? ""
        lines.append(opening + ">")
        lines.append(
          #"      <failure message="\#(summary.xmlEscaped)">\#(failure.description.xmlEscaped)</failure>"#
        )
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func seconds(_ value: Double) -> String {
    String((value * 1000).rounded() / 1000)
  }
}
