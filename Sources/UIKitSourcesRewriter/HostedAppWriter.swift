import Foundation

/// The file the build step adds to a hosted test target: the host that launches the target's
/// app before each test (see the runtime's `HostApplication`), and the test observer that
/// terminates it when another target's tests start.
///
/// The app is launched through its entry point: SwiftPM compiles an executable target that
/// tests link with its `main` renamed `<module>_main`, which the file declares with
/// `@_silgen_name` and calls with the process's arguments, so the app's `main.swift` (its
/// `UIApplicationMain` call, a `TestingAppDelegate` chosen by `NSClassFromString`) or its
/// `@main` delegate runs as on iOS. Symbols are the test module's own: several hosted targets
/// in one process never clash.
package enum HostedAppWriter {
  /// The type the file declares, which the step's `invokeTest()` and `@Test` launches call.
  package static let hostName = "UIKitSourcesHost"

  /// The host's source for a test target whose app is the module `appModule`, whose
  /// Info.plist is `plist` (or none), and whose own files are `files` (their `@objc(Name)`
  /// classes are registered under those names, as the Objective-C runtime knows them).
  package static func source(
    appModule: String, plist: UIKitSourcesRewriter.File?, files: [UIKitSourcesRewriter.File]
  )
    -> String
  {
    let classes = objectiveCNamedClasses(in: files)
    let registered = classes.map { "(\($0.type).self, \"\($0.name)\")" }
    let variables = ["PRODUCT_MODULE_NAME", "PRODUCT_NAME", "TARGET_NAME", "EXECUTABLE_NAME"]
      .map { "\"\($0)\": \"\(appModule)\"" }.joined(separator: ", ")
    let interface: String
    if let plist {
      interface = """
        do {
              return try LaunchInterface(
                infoPlist: Data(\(rawLiteral(plist.text)).utf8),
                path: "\(plist.path.replacingBackslashesAndQuotes())",
                variables: [\(variables)]
              ) { UIStoryboard(name: $0, bundle: nil, fileID: "\(appModule)/Info.plist") }
            } catch {
              Exceptions.raise(error)
              return nil
            }
        """
    } else {
      interface = "nil"
    }
    return """
      // Written by the UIKitSources build step: this target's tests run inside \(appModule),
      // launched as their host application.
      import Foundation
      import StoryboardsUIKit
      import XCTest

      @_silgen_name("\(appModule)_main")
      nonisolated private func uikitSourcesHostedMain(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
      ) -> Int32

      /// The app this target's tests run inside.
      nonisolated enum \(hostName) {
        /// Launches \(appModule) unless it is launched for this target.
        static func launch() {
          observer.register()
          host.launch()
        }

        private static let host = HostApplication(
          appModule: "\(appModule)", testModule: String(#fileID.prefix { $0 != "/" }),
          classes: [\(registered.joined(separator: ", "))],
          interface: {
            \(interface)
          },
          entryPoint: { _ = uikitSourcesHostedMain(CommandLine.argc, CommandLine.unsafeArgv) })

        private static let observer = HostObserver()
      }

      /// Tells the host when a test of another target starts.
      nonisolated private final class HostObserver: NSObject, XCTestObservation, @unchecked Sendable {
        private var isRegistered = false

        func register() {
          guard !isRegistered else { return }
          isRegistered = true
          XCTestObservationCenter.shared.addTestObserver(self)
        }

        func testCaseWillStart(_ testCase: XCTestCase) {
          let name = String(reflecting: type(of: testCase))
          HostApplication.testWillStart(in: String(name.prefix { $0 != "." }))
        }
      }

      """
  }

  /// The module's classes declared with `@objc(Name)`, by their Swift path and that name.
  private static func objectiveCNamedClasses(in files: [UIKitSourcesRewriter.File]) -> [(
    type: String, name: String
  )] {
    var classes: [(type: String, name: String)] = []
    for file in files {
      for type in SwiftFileScan(file.text).types
      where type.keyword == "class" && !type.isLocal && !type.isGeneric
        && !type.modifiers.contains("private") && !type.modifiers.contains("fileprivate")
      {
        guard let name = type.attributes.first(where: { $0.name == "objc" })?.argument,
          !name.isEmpty
        else { continue }
        classes.append((type.qualifiedName, name))
      }
    }
    return classes
  }

  /// `text` as a raw multi-line string literal that no line of it ends.
  private static func rawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
  }

  /// What is wrong with the Info.plist `plist` for a launch, each at its line: a file that
  /// is not a property list, or whose root is not a dictionary.
  package static func diagnostics(of plist: UIKitSourcesRewriter.File) -> [RewriteDiagnostic] {
    do {
      let root = try PropertyListSerialization.propertyList(
        from: Data(plist.text.utf8), format: nil)
      guard root is [String: Any] else {
        return [
          RewriteDiagnostic(
            file: plist.path, line: 1, column: 1,
            message: "an Info.plist's root is a dictionary (<dict>): this one's is not")
        ]
      }
      return []
    } catch {
      let reason =
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        ?? "not a property list"
      let line = reason.range(of: "line ").flatMap {
        Int(reason[$0.upperBound...].prefix { $0.isNumber })
      }
      return [
        RewriteDiagnostic(
          file: plist.path, line: line ?? 1, column: 1,
          message: "the app's Info.plist cannot be read (\(reason)): fix it, or name another "
            + "with \"infoPlist\" in uikit-sources.json")
      ]
    }
  }
}
