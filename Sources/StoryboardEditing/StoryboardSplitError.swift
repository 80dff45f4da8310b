import Foundation
import StoryboardLoader
import StoryboardRuntime

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
