import Foundation
import XCTest

@testable import XcodeProject

/// A shared scheme's Test action: its testables and skipped tests, its environment and
/// arguments (or the Run action's when it says so), its test plans'.
final class SchemeTests: XCTestCase {
  private var folder = ""

  override func setUpWithError() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("scheme-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: folder + "/App.xcodeproj/xcshareddata/xcschemes", withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: folder)
  }

  private func write(_ scheme: String, named name: String = "App") throws {
    try scheme.write(
      toFile: folder + "/App.xcodeproj/xcshareddata/xcschemes/\(name).xcscheme", atomically: true,
      encoding: .utf8)
  }

  func test_theTestActionGivesItsTargetsSkippedTestsEnvironmentAndPlans() throws {
    try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Scheme version = "1.7">
         <LaunchAction>
            <EnvironmentVariables>
               <EnvironmentVariable key = "RUN_ONLY" value = "1" isEnabled = "YES"/>
            </EnvironmentVariables>
         </LaunchAction>
         <TestAction shouldUseLaunchSchemeArgsEnv = "NO">
            <TestPlans>
               <TestPlanReference reference = "container:App.xctestplan" default = "YES"/>
            </TestPlans>
            <Testables>
               <TestableReference skipped = "NO">
                  <BuildableReference BlueprintName = "AppTests"/>
                  <SkippedTests>
                     <Test Identifier = "SlowTests"/>
                     <Test Identifier = "AppTests/testNetwork()"/>
                  </SkippedTests>
               </TestableReference>
               <TestableReference skipped = "YES">
                  <BuildableReference BlueprintName = "AppUITests"/>
               </TestableReference>
            </Testables>
            <CommandLineArguments>
               <CommandLineArgument argument = "-UITests" isEnabled = "YES"/>
               <CommandLineArgument argument = "-Off" isEnabled = "NO"/>
            </CommandLineArguments>
            <EnvironmentVariables>
               <EnvironmentVariable key = "API_URL" value = "http://localhost:8080?a=1&amp;b=2" isEnabled = "YES"/>
               <EnvironmentVariable key = "OFF" value = "x" isEnabled = "NO"/>
            </EnvironmentVariables>
         </TestAction>
      </Scheme>
      """)
    try """
    {
      "defaultOptions": {
        "environmentVariableEntries": [{"key": "PLAN", "value": "yes"}],
        "commandLineArgumentEntries": [{"argument": "-FromPlan"}]
      },
      "testTargets": [
        {"skippedTests": ["PlanSkipped/testIt()"], "target": {"name": "AppTests"}},
        {"enabled": false, "target": {"name": "Off"}}
      ],
      "version": 1
    }
    """.write(toFile: folder + "/App.xctestplan", atomically: true, encoding: .utf8)
    let schemes = try XcodeScheme.shared(in: folder + "/App.xcodeproj", directory: folder)
    XCTAssertEqual(schemes.count, 1)
    let scheme = try XCTUnwrap(schemes.first)
    XCTAssertEqual(scheme.name, "App")
    XCTAssertEqual(scheme.testTargets, ["AppTests"])
    XCTAssertEqual(
      scheme.skippedTests["AppTests"],
      ["SlowTests", "AppTests/testNetwork()", "PlanSkipped/testIt()"])
    XCTAssertEqual(
      scheme.environment, ["API_URL": "http://localhost:8080?a=1&b=2", "PLAN": "yes"])
    XCTAssertEqual(scheme.arguments, ["-UITests", "-FromPlan"])
  }

  func test_theRunActionsEnvironmentWhenTheTestActionUsesIt() throws {
    try write(
      """
      <Scheme>
         <LaunchAction>
            <EnvironmentVariables>
               <EnvironmentVariable key = "FROM_RUN" value = "1" isEnabled = "YES"/>
            </EnvironmentVariables>
         </LaunchAction>
         <TestAction shouldUseLaunchSchemeArgsEnv = "YES"/>
      </Scheme>
      """)
    let scheme = try XCTUnwrap(
      try XcodeScheme.shared(in: folder + "/App.xcodeproj", directory: folder).first)
    XCTAssertEqual(scheme.environment, ["FROM_RUN": "1"])
  }

  func test_aMalformedSchemeIsLocated() throws {
    try write("<Scheme>\n  <TestAction>\n</Scheme>\n")
    XCTAssertThrowsError(try XcodeScheme.shared(in: folder + "/App.xcodeproj", directory: folder)) {
      let error = $0 as? XcodeProjectError
      XCTAssertEqual(error?.line, 3)
      XCTAssertTrue(
        error?.problem.hasPrefix("the scheme cannot be read: malformed XML") ?? false, "\($0)")
    }
  }
}
