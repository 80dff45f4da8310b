import Foundation
import SourceTokenizer
import StoryboardAnalysis
import StoryboardLoader
import StoryboardRuntime

/// One token splice of a source file.
public struct StoryboardSourceFix: Sendable, Equatable {
  /// Where the replaced bytes are in the file.
  public var range: Range<Int>
  /// The bytes replaced, as text.
  public var original: String
  /// What replaces them.
  public var replacement: String
}
