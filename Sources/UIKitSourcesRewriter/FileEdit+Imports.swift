import SourceTokenizer

/// The rewrite of an app file's imports and of its app delegate's entry point.
extension FileEdit {
  /// The modules whose API the package offers under another name: UIKit's (the copy is
  /// compiled only where UIKit is absent) and ViewControllerPresentationSpy's verifiers, which
  /// StoryboardTesting offers with that library's API.
  /// `import SwiftUI` too: on iOS it re-exports UIKit, and a file may import it for UIKit's
  /// names alone (a SwiftUI name the file uses is refused at its use: see
  /// ``refuseUnsimulatedNames()``).
  private static let replacedModules = [
    "UIKit": "StoryboardsUIKit", "ViewControllerPresentationSpy": "StoryboardTesting",
    "SwiftUI": "StoryboardsUIKit",
  ]

  /// The names of SwiftUI and Combine a file uses only for those frameworks, which neither
  /// this platform nor the runtime has.
  private static let unsimulatedNames: [String: String] = {
    var names: [String: String] = [:]
    for name in [
      "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
      "NavigationView", "NavigationStack", "NavigationLink", "NavigationSplitView", "ForEach",
      "Spacer", "UIViewRepresentable", "UIViewControllerRepresentable", "ObservedObject",
      "StateObject", "EnvironmentObject", "Binding", "PreviewProvider", "WindowGroup",
    ] {
      names[name] = "SwiftUI"
    }
    for name in [
      "AnyCancellable", "PassthroughSubject", "CurrentValueSubject", "AnyPublisher",
      "Published", "ObservableObject",
    ] {
      names[name] = "Combine"
    }
    return names
  }()

  /// Frameworks of Apple's platforms an iOS app imports that neither the platform here nor the
  /// runtime provides.
  private static let appleOnlyFrameworks: Set<String> = [
    "MapKit", "CoreLocation", "AVFoundation", "AVKit", "Photos", "PhotosUI", "SafariServices",
    "WebKit", "CoreData", "UserNotifications", "StoreKit", "MessageUI",
    "Contacts", "ContactsUI", "EventKit", "EventKitUI", "HealthKit", "CloudKit", "GameKit",
    "SpriteKit", "SceneKit", "ARKit", "MetalKit", "CoreMotion", "LocalAuthentication",
    "AuthenticationServices", "CoreBluetooth", "CoreML", "Vision", "WidgetKit", "PassKit",
    "QuickLook", "CoreText", "ImageIO", "MobileCoreServices", "UniformTypeIdentifiers",
  ]

  /// Whether this platform has Apple's frameworks (a Mac).
  private static var hostHasAppleFrameworks: Bool {
    #if canImport(Darwin)
      true
    #else
      false
    #endif
  }

  /// Frameworks of Apple's platforms whose part UIKit's signatures name the runtime declares
  /// where the platform lacks them: imported where they exist, else the runtime's names.
  private static let standInFrameworks: Set<String> = [
    "CoreGraphics", "QuartzCore", "CoreImage", "ObjectiveC",
  ]

  /// Rewrites the import declaration at `index` when it names a replaced module (UIKit,
  /// ViewControllerPresentationSpy) or a framework the runtime stands in for (imported where
  /// it exists). Returns the index of the
  /// declaration's last token when it is one, else `nil`.
  mutating func rewriteImport(_ index: Int) -> Int? {
    let tokens = scan.tokens
    guard let start = declarationStart(index) else { return nil }
    var cursor = index + 1
    let kinds: Set<String> = [
      "class", "struct", "enum", "protocol", "typealias", "func", "var", "let",
    ]
    if cursor < tokens.count, let kind = tokens[cursor].identifier, kinds.contains(kind),
      cursor + 1 < tokens.count, tokens[cursor + 1].identifier != nil
    {
      cursor += 1
    }
    guard cursor < tokens.count, tokens[cursor].line == tokens[index].line,
      let module = tokens[cursor].identifier
    else { return nil }
    var last = cursor
    while last + 2 < tokens.count, tokens[last + 1].isPunctuation("."),
      tokens[last + 2].identifier != nil, tokens[last + 2].line == tokens[last].line
    {
      last += 2
    }
    if Self.appleOnlyFrameworks.contains(module), !Self.hostHasAppleFrameworks,
      !isInsideConditionalCompilation(index)
    {
      report(
        tokens[index],
        "\(module) is a framework of Apple's platforms, which this platform does not have: "
          + "put the code that needs it behind `#if canImport(\(module))`, or keep it out of "
          + "the files this build step compiles")
    } else if module == "Combine" {
      // Nothing of Combine's is simulated: a name of it that the file uses is refused there.
      importsUnsimulated.insert(module)
      blank(start...last)
    } else if let replacement = Self.replacedModules[module] {
      if module == "SwiftUI" { importsUnsimulated.insert(module) }
      importsUIKitNames = true
      edits.append(
        (tokens[index].bytes.lowerBound..<tokens[last].bytes.upperBound, "import \(replacement)"))
    } else if module == "XCTest", last == cursor, !importsUIKit {
      // On iOS, XCTest brings UIKit with it: a test file that imports only XCTest and the
      // app names UIKit's types (Tests/UIKitSourcesRewriterTests cites two such real files).
      let end = tokens[last].bytes.upperBound
      edits.append((end..<end, "; import StoryboardsUIKit"))
      importsUIKitNames = true
    } else if module == "Foundation", last == cursor, !importsUIKit, !Self.hostHasAppleFrameworks,
      scan.tokens.contains(where: { $0.identifier == "autoreleasepool" })
    {
      // On Apple's platforms Foundation brings Objective-C's `autoreleasepool(invoking:)`;
      // here the runtime's stands in for it.
      let end = tokens[last].bytes.upperBound
      edits.append((end..<end, "; import func StoryboardsUIKit.autoreleasepool"))
    } else if Self.standInFrameworks.contains(module) {
      // The whole declaration, its attributes and modifiers included, goes inside the `#if`.
      let range = tokens[start].bytes.lowerBound..<tokens[last].bytes.upperBound
      let original = String(decoding: utf8[range], as: UTF8.self)
      let file = path.replacingBackslashesAndQuotes()
      edits.append(
        (
          range,
          "\n#if canImport(\(module))\n\(original)\n#else\nimport StoryboardsUIKit\n#endif\n"
            + "#sourceLocation(file: \"\(file)\", line: \(tokens[index].line))\n"
        ))
    }
    return last
  }

  /// Refuses each use of a SwiftUI or Combine name in a file that imports that framework,
  /// outside `#if` blocks (which can keep such code off this platform).
  mutating func refuseUnsimulatedNames() {
    guard !importsUnsimulated.isEmpty else { return }
    let tokens = scan.tokens
    let declared = index.declaredTypeNames
    // How many `#if` blocks are open, followed token by token.
    var depth = 0
    for (position, token) in tokens.enumerated() {
      if token.isPunctuation("#"), position + 1 < tokens.count {
        if tokens[position + 1].identifier == "if" { depth += 1 }
        if tokens[position + 1].identifier == "endif" { depth -= 1 }
      }
      guard depth <= 0, let name = token.identifier, let framework = Self.unsimulatedNames[name],
        importsUnsimulated.contains(framework), !declared.contains(name),
        position == 0 || !tokens[position - 1].isPunctuation(".")
      else { continue }
      report(
        token,
        "\(framework)'s `\(name)` is not simulated: this platform has no \(framework), and the "
          + "runtime simulates UIKit only; keep the code that needs it behind "
          + "`#if canImport(\(framework))`")
    }
  }

  /// Whether the token at `index` lies inside an `#if` block (an import the file already
  /// guards).
  private func isInsideConditionalCompilation(_ index: Int) -> Bool {
    let tokens = scan.tokens
    var depth = 0
    for cursor in 0..<index where tokens[cursor].isPunctuation("#") && cursor + 1 < index {
      switch tokens[cursor + 1].identifier {
      case "if": depth += 1
      case "endif": depth -= 1
      default: break
      }
    }
    return depth > 0
  }

  /// Whether the file imports UIKit itself.
  private var importsUIKit: Bool {
    let tokens = scan.tokens
    return tokens.indices.contains { index in
      tokens[index].identifier == "import" && index + 1 < tokens.count
        && tokens[index + 1].identifier == "UIKit"
    }
  }

  /// The first token of the declaration whose keyword is at `index` — the keyword, or the
  /// attributes and access modifiers before it — when that token starts its line or follows
  /// a `;`; else `nil` (the keyword is inside an expression).
  private func declarationStart(_ index: Int) -> Int? {
    let tokens = scan.tokens
    var cursor = index - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.line < tokens[index].line || token.isPunctuation(";") { return cursor + 1 }
      if let word = token.identifier {
        if cursor > 0, tokens[cursor - 1].isPunctuation("@") {
          cursor -= 2
          continue
        }
        guard ["public", "package", "internal", "fileprivate", "private"].contains(word) else {
          return nil
        }
        cursor -= 1
        continue
      }
      return nil
    }
    return 0
  }

  /// The `main()` of an app delegate class marked `@main` or `@UIApplicationMain` (which
  /// becomes `@main`): UIKit's comes from the Objective-C runtime, which makes the delegate by
  /// name; this one makes it with `init()` and launches the app with it.
  mutating func applicationMain(of type: SwiftTypeDeclaration) -> String? {
    let marks = type.attributes.filter { $0.name == "main" || $0.name == "UIApplicationMain" }
    guard !marks.isEmpty,
      type.inherited.contains(where: {
        $0 == "UIApplicationDelegate" || $0 == "ApplicationDelegate"
      })
    else { return nil }
    for mark in marks where mark.name == "UIApplicationMain" {
      let tokens = scan.tokens
      edits.append(
        (
          tokens[mark.tokens.lowerBound].bytes
            .lowerBound..<tokens[mark.tokens.upperBound].bytes
            .upperBound, "@main"
        ))
    }
    return "static func main() { UIApplication.main(delegate: \(type.name)()) }"
  }
}
