import Foundation
import SourceTokenizer

/// Rewrites a module's UIKit sources so that Swift compiles them without the Objective-C
/// runtime, keeping every line of the original where it was:
///
/// - `@IBOutlet`, `@IBAction`, `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` and the
///   `dynamic` modifier are blanked out (the declarations stay, with their access);
/// - `#selector(…)` (in interpolations too) becomes `Selector("…")` with the selector Swift's
///   naming gives the method it names, found among the module's declarations;
///   `NSSelectorFromString` becomes `Selector`; `#keyPath(…)` its string;
///   `NSClassFromString("Name")` of a module class the class;
/// - each class that needs one gets its by-name member table (`ModuleIndex.tableKind(of:)`),
///   written before its closing brace as lines under `#sourceLocation`s naming the declarations
///   they come from, entries under their `#if` conditions, with the class's access;
/// - an `override` in an extension of a module class moves into the class's body, under
///   `#sourceLocation` naming where it was written (Swift accepts it only for `@objc` members);
/// - in a main-actor `XCTestCase`, the synchronous methods XCTest calls run through
///   `MainActor.assumeIsolated` (corelibs XCTest cannot call main-actor test methods);
/// - `import UIKit` (and `import SwiftUI`) becomes `import StoryboardsUIKit` (and
///   ViewControllerPresentationSpy StoryboardTesting), a test file importing XCTest alone gets
///   UIKit's names too, and the frameworks the runtime stands in for are imported only where
///   they exist; a file without UIKit's names imports the few the generated code uses by name;
/// - in a hosted test target, each test launches the app first (`invokeTest()` written into
///   its `XCTestCase` classes, a call at the top of its `@Test` functions);
/// - an `@main` (or `@UIApplicationMain`) app delegate gets a `main()` that launches the app,
///   and each `NSObject` class and app delegate with `init()` a `makeInstance()` by which it is
///   made by name;
/// - property reads on `AnyObject` parameters, on `(x as AnyObject)` and `target?.perform(…)`
///   go through `AnyObjectLookup`; UIKit optional requirements called with `?(` lose the `?`;
///   the module's own `@objc` optional requirements are translated;
/// - what has no translation (optional property requirements, key-value observing, swizzling,
///   SwiftUI and Combine) is a ``RewriteDiagnostic`` at its line.
///
/// Each output starts with `#sourceLocation` naming the original file (a `main.swift`'s does
/// not: see `FileEdit.result()`), so errors, `#filePath` and `#line` point at it.
package struct UIKitSourcesRewriter {
  /// A file: its path and text.
  package typealias File = (path: String, text: String)

  /// The rewritten files, in the order given, and what could not be translated. `context`
  /// holds the files of the modules the module depends on (a test target's app), read for
  /// their declarations only; `defaultIsolationIsMainActor` says that the target's
  /// declarations are main-actor by default (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`);
  /// `hostsTests` that the module is a test target whose tests run inside its app (each
  /// test launches it first: see ``HostedAppWriter``); `mainBundleModule` the module whose
  /// resources `Bundle.main` gives (the app's, or the hosting app's).
  package static func rewrite(
    _ files: [File], context: [File] = [], defaultIsolationIsMainActor: Bool = false,
    hostsTests: Bool = false, mainBundleModule: String? = nil
  ) -> (
    files: [File], diagnostics: [RewriteDiagnostic]
  ) {
    let index = ModuleIndex(files: (files + context).map { ($0.path, SwiftFileScan($0.text)) })
    let overrides = index.overridesInExtensions()
    var diagnostics: [RewriteDiagnostic] = []
    var output: [File] = []
    for (number, file) in files.enumerated() {
      var edit = FileEdit(
        path: file.path, text: file.text, scan: index.files[number].scan, index: index,
        fileNumber: number)
      edit.defaultIsolationIsMainActor = defaultIsolationIsMainActor
      edit.hostsTests = hostsTests
      edit.mainBundleModule = mainBundleModule
      // The moved overrides go first at a class's closing brace, before its member table.
      edit.moveOverrides(overrides.byClass, blanking: overrides.blanked[number] ?? [])
      edit.run()
      diagnostics += edit.diagnostics
      output.append((file.path, edit.result()))
    }
    return (
      output, diagnostics.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    )
  }
}
