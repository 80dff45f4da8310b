import Foundation
import XcodeProject

/// `read-project-20000`: reading a project file of 20,000 lines (5,000 Swift files in 100
/// groups, one app target building them) into targets, files and settings — against
/// Foundation's `PropertyListSerialization` parsing the same bytes into property list objects
/// (the target: at most 1.5 times as long).
enum ReadProject20000 {
  static func run() throws -> [Result] {
    let bytes = Array(document(files: 5_000).utf8)
    precondition(bytes.filter { $0 == UInt8(ascii: "\n") }.count >= 20_000, "20,000 lines")
    let data = Data(bytes)
    var targets = 0
    let reading = try nanosecondsPerIteration(iterations: 5) {
      let project = try XcodeProject(
        parsing: bytes, file: "/nonexistent/Bench.xcodeproj/project.pbxproj",
        bundle: "/nonexistent/Bench.xcodeproj")
      targets = project.targets.first?.sources.count ?? 0
    }
    precondition(targets == 5_000, "every file is read (\(targets))")
    let parsing = try nanosecondsPerIteration(iterations: 5) {
      _ = try PropertyListSerialization.propertyList(from: data, format: nil)
    }
    return [
      Result(
        name: "read-project-20000", unit: "ms", value: reading / 1e6, baseline: parsing / 1e6)
    ]
  }

  /// A project file as Xcode writes one: sections of one-line build files and file
  /// references, groups, a sources phase, the target, the project and its configurations.
  static func document(files: Int) -> String {
    func id(_ kind: Int, _ index: Int) -> String {
      String(format: "%08X%08X%08X", kind, index, 0xBEEF)
    }
    var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n"
    text += "\tobjectVersion = 56;\n\tobjects = {\n\n/* Begin PBXBuildFile section */\n"
    for index in 0..<files {
      text +=
        "\t\t\(id(1, index)) /* File\(index).swift in Sources */ = {isa = PBXBuildFile; "
        + "fileRef = \(id(2, index)) /* File\(index).swift */; };\n"
    }
    text += "/* End PBXBuildFile section */\n\n/* Begin PBXFileReference section */\n"
    for index in 0..<files {
      text +=
        "\t\t\(id(2, index)) /* File\(index).swift */ = {isa = PBXFileReference; "
        + "lastKnownFileType = sourcecode.swift; path = \"File\(index).swift\"; "
        + "sourceTree = \"<group>\"; };\n"
    }
    text += "/* End PBXFileReference section */\n\n/* Begin PBXGroup section */\n"
    let groups = (files + 49) / 50
    text += "\t\t\(id(3, 0)) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
    for group in 1...groups { text += "\t\t\t\t\(id(3, group)) /* Group\(group) */,\n" }
    text += "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
    for group in 1...groups {
      text += "\t\t\(id(3, group)) /* Group\(group) */ = {\n\t\t\tisa = PBXGroup;\n"
      text += "\t\t\tchildren = (\n"
      for index in (group - 1) * 50..<min(files, group * 50) {
        text += "\t\t\t\t\(id(2, index)) /* File\(index).swift */,\n"
      }
      text += "\t\t\t);\n\t\t\tpath = Group\(group);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
    }
    text += "/* End PBXGroup section */\n\n"
    text += "\t\t\(id(4, 0)) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n"
    text += "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
    for index in 0..<files {
      text += "\t\t\t\t\(id(1, index)) /* File\(index).swift in Sources */,\n"
    }
    text += "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
    text += """
      \t\t\(id(5, 0)) /* Bench */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildConfigurationList = \(id(6, 1));
      \t\t\tbuildPhases = (\n\t\t\t\t\(id(4, 0)) /* Sources */,\n\t\t\t);
      \t\t\tname = Bench;
      \t\t\tproductType = "com.apple.product-type.application";
      \t\t};
      \t\t\(id(7, 0)) /* Project object */ = {
      \t\t\tisa = PBXProject;
      \t\t\tbuildConfigurationList = \(id(6, 0));
      \t\t\tmainGroup = \(id(3, 0));
      \t\t\ttargets = (\n\t\t\t\t\(id(5, 0)) /* Bench */,\n\t\t\t);
      \t\t};

      """
    for list in 0...1 {
      text +=
        "\t\t\(id(6, list)) = {isa = XCConfigurationList; buildConfigurations = ("
        + "\(id(8, list * 2)), \(id(8, list * 2 + 1)), ); defaultConfigurationName = Release; };\n"
      for (offset, name) in ["Debug", "Release"].enumerated() {
        text +=
          "\t\t\(id(8, list * 2 + offset)) /* \(name) */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
          + "\t\t\tbuildSettings = {\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n"
          + "\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
      }
    }
    text += "\t};\n\trootObject = \(id(7, 0)) /* Project object */;\n}\n"
    return text
  }
}
