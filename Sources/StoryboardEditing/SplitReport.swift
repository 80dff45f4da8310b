import Foundation
import StoryboardLoader
import StoryboardRuntime

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
