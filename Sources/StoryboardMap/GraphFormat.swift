import StoryboardAnalysis
import StoryboardRuntime

/// The formats ``NavigationGraph`` draws itself in.
public enum GraphFormat: String, Sendable, Equatable, CaseIterable {
  /// Graphviz (`dot -Tsvg`): one cluster per storyboard.
  case dot
  /// A Mermaid flowchart (renders in GitHub Markdown): one subgraph per storyboard.
  case mermaid
  /// One JSON object: `nodes` and `edges`.
  case json
}
