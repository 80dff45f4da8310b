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
