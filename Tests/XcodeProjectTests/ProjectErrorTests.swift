import XCTest

@testable import XcodeProject

/// Project files that are valid property lists and damaged projects: each a located error
/// that names the object and the key.
final class ProjectErrorTests: XCTestCase {
  /// A project file whose objects are `objects`, whose root is `root`.
  private func project(_ objects: String, root: String = "P") -> [UInt8] {
    Array(
      """
      // !$*UTF8*$!
      {
      \tobjectVersion = 77;
      \tobjects = {
      \(objects)
      \t};
      \trootObject = \(root);
      }
      """.utf8)
  }

  private func error(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line)
    -> XcodeProjectError?
  {
    do {
      _ = try XcodeProject(
        parsing: bytes, file: "App.xcodeproj/project.pbxproj", bundle: "App.xcodeproj")
      XCTFail("read a damaged project", file: file, line: line)
      return nil
    } catch {
      return error
    }
  }

  private let group = "\t\tG = {isa = PBXGroup; children = (); sourceTree = \"<group>\";};"

  func test_aRootObjectThatIsNotThereIsNamed() {
    XCTAssertEqual(
      error(project(group, root: "MISSING")).map(String.init(describing:)),
      "App.xcodeproj/project.pbxproj:7: error: the project file names MISSING in 'rootObject', "
        + "and no object has that identifier. The project file is damaged (a merge may have "
        + "dropped or tangled objects): restore it from version control, or let Xcode reopen "
        + "and save it.")
  }

  func test_aTargetThatIsNotThereIsNamedWithItsOwner() {
    let objects = """
      \(group)
      \t\tP = {isa = PBXProject; mainGroup = G; targets = (
      \t\t\tT1 /* App */,
      \t\t);};
      """
    let found = error(project(objects))
    XCTAssertEqual(found?.line, 7)
    XCTAssertEqual(
      found?.reason, .missingObject(id: "T1", key: "targets", owner: "the PBXProject P"))
  }

  func test_aValueOfTheWrongKindIsNamed() {
    let objects = """
      \(group)
      \t\tP = {isa = PBXProject; mainGroup = G; targets = T1;};
      """
    XCTAssertEqual(
      error(project(objects))?.reason,
      .wrongValue(
        key: "targets", owner: "the PBXProject P", expected: "an array", found: "a string"))
  }

  func test_groupsThatContainEachOtherAreAnErrorNotALoop() {
    let objects = """
      \t\tG = {isa = PBXGroup; children = (H); sourceTree = "<group>";};
      \t\tH = {isa = PBXGroup; children = (G); name = H; sourceTree = "<group>";};
      \t\tP = {isa = PBXProject; mainGroup = G; targets = ();};
      """
    let found = error(project(objects))
    XCTAssertEqual(found?.reason, .groupCycle(["G", "H", "G"]))
    XCTAssertEqual(found?.line, 6)
  }

  func test_anObjectWithoutAClassIsNamed() {
    let objects = """
      \(group)
      \t\tP = {isa = PBXProject; mainGroup = G; targets = (T);};
      \t\tT = {name = App;};
      """
    XCTAssertEqual(
      error(project(objects))?.reason,
      .wrongValue(key: "isa", owner: "the object T", expected: "a class name", found: "missing"))
  }

  func test_aFileThatIsNotADictionaryOrHasNoObjectsIsNamed() {
    XCTAssertEqual(
      error(Array("(a, b)".utf8))?.reason,
      .wrongValue(
        key: "the file", owner: "the project file", expected: "a dictionary", found: "an array"))
    XCTAssertEqual(
      error(Array("{ rootObject = P; }".utf8))?.reason,
      .wrongValue(
        key: "objects", owner: "the project file", expected: "a dictionary", found: "missing"))
  }

  func test_aMinimalProjectReads() throws {
    let objects = """
      \(group)
      \t\tP = {isa = PBXProject; mainGroup = G; targets = (T); buildConfigurationList = L;};
      \t\tL = {isa = XCConfigurationList; buildConfigurations = (D);};
      \t\tD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_VERSION = 6.0;};};
      \t\tT = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application";};
      """
    let read = try XcodeProject(
      parsing: project(objects), file: "App.xcodeproj/project.pbxproj", bundle: "App.xcodeproj")
    XCTAssertEqual(read.name, "App")
    XCTAssertEqual(read.directory, ".")
    XCTAssertEqual(read.targets.map(\.name), ["App"])
    XCTAssertEqual(try read.targets.first?.settings(for: "Debug")?.value("SWIFT_VERSION"), "6.0")
    XCTAssertEqual(
      try read.targets.first?.settings(for: "Debug")?.value("PRODUCT_MODULE_NAME"), "App")
  }

  func test_aConfigurationFileThatIsNotThereIsAMissingFileAsXcodeWarns() throws {
    let objects = """
      \t\tG = {isa = PBXGroup; children = (X); sourceTree = "<group>";};
      \t\tX = {isa = PBXFileReference; path = Config/Missing.xcconfig; sourceTree = "<group>";};
      \t\tP = {isa = PBXProject; mainGroup = G; targets = (T);};
      \t\tT = {isa = PBXNativeTarget; name = App; buildConfigurationList = L;
      \t\t\tproductType = "com.apple.product-type.application";};
      \t\tL = {isa = XCConfigurationList; buildConfigurations = (D);};
      \t\tD = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = X;
      \t\t\tbuildSettings = {SWIFT_VERSION = 5.0;};};
      """
    let read = try XcodeProject(
      parsing: project(objects), file: "/none/App.xcodeproj/project.pbxproj",
      bundle: "/none/App.xcodeproj")
    XCTAssertEqual(read.targets.first?.missingFiles, ["Config/Missing.xcconfig"])
    XCTAssertEqual(try read.targets.first?.settings(for: "Debug")?.value("SWIFT_VERSION"), "5.0")
  }
}
