import StoryboardRuntime

/// Why a storyboard file could not be read, with the place in the file.
///
/// The description has the compiler-style form `path:line:column: error: message`, and the
/// message says what to do.
public struct StoryboardLoadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Equatable {
    /// The file is not well-formed XML; the parser's message.
    case malformedXML(String)
    /// The file ends before the document does.
    case truncated
    /// The file is not valid UTF-8.
    case notUTF8
    /// The root element is not `<document>`.
    case notAStoryboard(root: String)
    /// The file is empty.
    case empty
    /// The file is a Git LFS pointer, not the storyboard.
    case gitLFSPointer
    /// The file has unresolved merge-conflict markers.
    case mergeConflict
    /// The file declares a DTD or entities, which are refused (never fetched or expanded).
    case documentTypeDeclaration
    /// An element lacks an attribute navigation needs.
    case missingAttribute(element: String, attribute: String)
    /// The file could not be opened or read.
    case unreadable(String)
    /// A folder holds no `.storyboard` file.
    case noStoryboards
    /// Different files have the same storyboard name; none of them is used.
    case ambiguousName(String, paths: [String])
    /// A document read as a nib has no top-level `<objects>` (a storyboard, for one).
    case notANib
    /// A storyboard's `.strings` localization cannot be read (the error's place is the
    /// strings file's).
    case malformedStrings(StringsFileError)
  }

  /// The file (or folder) as it was given.
  public var path: String
  /// The 1-based line (1 when the error is about the whole file).
  public var line: Int
  /// The 1-based column (1 when the error is about the whole file).
  public var column: Int
  /// What went wrong.
  public var reason: Reason

  /// Creates an error.
  public init(path: String, line: Int = 1, column: Int = 1, reason: Reason) {
    self.path = path
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// `path:line:column: error: message`.
  public var description: String {
    SourcePosition.compilerStyle(
      path: path, location: SourcePosition(line: line, column: column), severity: "error",
      message: message)
  }

  /// What went wrong and how to fix it.
  public var message: String { "\(problem). \(fix)" }

  /// What went wrong.
  public var problem: String { explanation.problem }

  /// How to fix it.
  public var fix: String { explanation.fix }

  private var explanation: (problem: String, fix: String) {
    switch reason {
    case .malformedXML(let detail):
      return ("malformed XML: \(detail)", "Open the file in Xcode or fix the XML by hand.")
    case .truncated:
      return (
        "the file ends before its <document> is closed; it is truncated",
        "Restore the complete file from version control."
      )
    case .notUTF8:
      return ("the file is not valid UTF-8", "Re-save it from Xcode, which writes UTF-8.")
    case .notAStoryboard(let root):
      return (
        "the root element is <\(root)>, not <document>: this is not an Interface Builder "
          + "storyboard", "Remove it from the inputs."
      )
    case .empty:
      return ("the file is empty", "Restore it from version control or delete it.")
    case .gitLFSPointer:
      return ("the file is a Git LFS pointer, not the storyboard", "Run `git lfs pull` first.")
    case .mergeConflict:
      return ("the file has unresolved merge-conflict markers", "Resolve the conflict first.")
    case .documentTypeDeclaration:
      return (
        "the file declares a DTD or entities, which storyboards never do; they are refused "
          + "and never fetched or expanded", "Remove the <!DOCTYPE> declaration."
      )
    case .missingAttribute(let element, let attribute):
      return (
        "<\(element)> has no '\(attribute)' attribute, which it needs",
        "Re-save the file from Xcode or add the attribute."
      )
    case .unreadable(let detail):
      return ("cannot read the file: \(detail)", "Check the path and its permissions.")
    case .noStoryboards:
      return (
        "no .storyboard file in this folder", "Give a folder that contains storyboards."
      )
    case .notANib:
      return (
        "the document has no top-level <objects>: this is not an Interface Builder nib (.xib)",
        "Open a .xib file, or open a storyboard with UIStoryboard(name:bundle:)."
      )
    case .malformedStrings(let error): return (error.problem, error.fix)
    case .ambiguousName(let name, let paths):
      return (
        "\(paths.count) different files are named '\(name)' (\(paths.joined(separator: ", "))); "
          + "none is used", "Rename one, or load the folders separately."
      )
    }
  }
}
