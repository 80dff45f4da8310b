import Foundation
import StoryboardLoader
import StoryboardRuntime

/// Refactor to Storyboard, headless and byte-faithful: moves scenes of a storyboard into a new
/// one beside it, puts storyboard references where the moved scenes are reached, rewires the
/// segues and other storyboards' references, moves their localized strings, and proves that
/// navigation is unchanged before anything is written.
///
/// Every edit is a splice of the original bytes (``StoryboardSplice``): moved scenes move
/// verbatim with their IDs, and every byte that no edit names stays as it was.
///
/// ```swift
/// var options = StoryboardSplit.Options(scenes: ["Settings"], into: "Settings")
/// let split = try StoryboardSplit.plan("App/Base.lproj/Main.storyboard", options: options)
/// print(split.report.summary)
/// try split.write()
/// ```
public struct StoryboardSplit: Sendable {
  /// What to split and how.
  public struct Options: Sendable, Equatable {
    /// How a relationship or embed segue that crosses the cut is kept.
    public enum RelationshipCut: String, Sendable, Equatable, CaseIterable {
      /// A storyboard reference (iOS 9 and later).
      case reference
      /// A stand-in scene whose `storyboardName` and `storyboardIdentifier` runtime attributes
      /// name the moved scene (the segregation technique; the app must install its hooks).
      case placeholder
    }

    /// The scenes to move: each a scene ID, controller ID, Storyboard ID or custom class, tried
    /// in that order.
    public var scenes: [String]
    /// The new storyboard's name (its file name without extension).
    public var newName: String
    /// The moved scene that becomes the new storyboard's initial controller; by default the
    /// single entry, when there is one.
    public var initial: String?
    /// How relationship and embed segues that cross the cut are kept.
    public var relationships = RelationshipCut.reference
    /// The app's deployment target (`12.0`); by default read from the file, else 9.0 or later.
    public var deploymentTarget: String?
    /// Whether a selected scene may be the old storyboard's initial controller (the entry point
    /// becomes a reference).
    public var allowsInitial = false
    /// Whether scenes that need a Storyboard ID and have none get one (`UIViewController-<id>`).
    public var generatesIDs = true
    /// Whether deprecated segue kinds of rewired segues stay as they are (else `push` becomes
    /// `show`, as Xcode does).
    public var keepsKinds = false
    /// The folder searched for the other storyboards and `.strings` files; by default the
    /// folder that holds the old storyboard's `.lproj` folder, or its own folder.
    public var bundleFolder: String?

    /// Options that move `scenes` into the storyboard `newName`.
    public init(scenes: [String], into newName: String) {
      self.scenes = scenes
      self.newName = newName
    }
  }

  /// A file the split writes.
  public struct File: Sendable, Equatable {
    /// Where it goes.
    public var path: String
    /// Its new content.
    public var bytes: [UInt8]
    /// Its content before the split, or `nil` for a new file.
    public var original: [UInt8]?
  }

  /// Which scenes end up where, for the code that instantiates them.
  public struct Membership: Sendable, Equatable {
    /// The old storyboard's name.
    public var oldName: String
    /// The new storyboard's name.
    public var newName: String
    /// The Storyboard IDs of the moved scenes (generated ones included).
    public var movedIdentifiers: Set<String>
    /// The Storyboard IDs of the scenes that stay.
    public var stayingIdentifiers: Set<String>
    /// The custom classes of the moved scenes.
    public var movedClasses: Set<String>
    /// The custom classes of the scenes that stay.
    public var stayingClasses: Set<String>
    /// Whether the old storyboard's initial controller moved (its entry point is a reference).
    public var initialMoved: Bool

    /// A membership: which Storyboard IDs and classes move from `oldName` to `newName`.
    public init(
      oldName: String, newName: String, movedIdentifiers: Set<String>,
      stayingIdentifiers: Set<String>, movedClasses: Set<String>, stayingClasses: Set<String>,
      initialMoved: Bool
    ) {
      self.oldName = oldName
      self.newName = newName
      self.movedIdentifiers = movedIdentifiers
      self.stayingIdentifiers = stayingIdentifiers
      self.movedClasses = movedClasses
      self.stayingClasses = stayingClasses
      self.initialMoved = initialMoved
    }
  }

  /// The files to write: the new storyboard, the old one, then the others changed.
  public internal(set) var files: [File]
  /// What the split did and what it checked.
  public internal(set) var report: SplitReport
  /// Which scenes moved.
  public internal(set) var membership: Membership

  /// Writes every file: each to a temporary beside it, then renamed over it, so that a failure
  /// leaves the files as they were.
  public func write() throws(StoryboardSplitError) {
    var temporaries: [(String, String)] = []
    for (index, file) in files.enumerated() {
      let temporary = file.path + ".split-\(getpid())-\(index).tmp"
      guard FileManager.default.createFile(atPath: temporary, contents: Data(file.bytes)) else {
        for (written, _) in temporaries { try? FileManager.default.removeItem(atPath: written) }
        throw StoryboardSplitError(
          .unreadable,
          "cannot write the file. Check that its folder can be written to; "
            + "nothing was changed.", path: file.path)
      }
      temporaries.append((temporary, file.path))
    }
    for (temporary, path) in temporaries where rename(temporary, path) != 0 {
      throw StoryboardSplitError(
        .unreadable, "cannot replace the file (\(String(cString: strerror(errno)))).", path: path)
    }
  }
}

/// Why a split was refused.
public struct StoryboardSplitError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem it is, which decides the tool's exit status.
  public enum Kind: Sendable, Equatable {
    /// A wrong request: an unknown or ambiguous selector, a name that is taken… (exit 2).
    case usage
    /// The split would change the app or break a rule (exit 1).
    case finding
    /// A file cannot be read or written (exit 3).
    case unreadable
  }

  /// The kind of problem.
  public var kind: Kind
  /// The file concerned, when there is one.
  public var path: String?
  /// The loader's error when the problem is a storyboard that cannot be read: its line,
  /// column and fix.
  public var loadError: StoryboardLoadError?
  /// What is wrong and what to do.
  public var message: String
  /// Details: the segues, scenes or steps concerned.
  public var notes: [String]

  /// An error of `kind`.
  public init(
    _ kind: Kind, _ message: String, path: String? = nil, notes: [String] = []
  ) {
    self.kind = kind
    self.path = path
    self.message = message
    self.notes = notes
  }

  /// The error of a storyboard that cannot be read, ``Kind/unreadable``.
  public init(_ loadError: StoryboardLoadError) {
    self.init(.unreadable, loadError.message, path: loadError.path)
    self.loadError = loadError
  }

  /// `path: error: message`, then each note on its own line (the loader's error, when that is
  /// the problem).
  public var description: String {
    if let loadError { return loadError.description }
    let head = (path.map { "\($0): " } ?? "") + "error: " + message
    return ([head] + notes.map { "  note: " + $0 }).joined(separator: "\n")
  }
}

/// What a split moved, added, rewired and checked.
public struct SplitReport: Sendable, Equatable {
  /// A reference or stand-in the split added.
  public struct Reference: Sendable, Equatable {
    /// The storyboard it is in.
    public var storyboard: String
    /// Its object ID.
    public var id: String
    /// What it names: `Storyboard#identifier` or `Storyboard (initial)`.
    public var target: String
    /// `reference`, `placeholder`, `back reference` or `moved reference`.
    public var kind: String
  }

  /// The moved scenes, as `class (sceneID)`.
  public var moved: [String] = []
  /// The references added.
  public var references: [Reference] = []
  /// Storyboard IDs given to scenes that had none, as `objectID: identifier`.
  public var generatedIDs: [String] = []
  /// The segues whose destination (or kind) changed, as `segueID: from -> to`.
  public var rewired: [String] = []
  /// Other files changed, with what changed in them.
  public var otherFiles: [String] = []
  /// Things the user must do or know.
  public var notes: [String] = []
  /// What the equivalence proof covered.
  public var checks: [String] = []

  /// The report as lines of text.
  public var summary: String {
    var lines: [String] = []
    lines += moved.map { "moved: \($0)" }
    lines += references.map { "added \($0.kind) \($0.storyboard)#\($0.id) -> \($0.target)" }
    lines += generatedIDs.map { "generated Storyboard ID \($0)" }
    lines += rewired.map { "rewired \($0)" }
    lines += otherFiles.map { "changed \($0)" }
    lines += checks.map { "checked: \($0)" }
    lines += notes.map { "note: \($0)" }
    return lines.joined(separator: "\n")
  }
}
