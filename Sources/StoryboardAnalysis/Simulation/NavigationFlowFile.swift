import StoryboardRuntime

/// A file of scripted navigation flows over one app's storyboards, as `storyboard-tool test`
/// reads it (JSON; the schema is `Schemas/navigation-flow.schema.json`).
///
/// ```json
/// {
///   "storyboards": "../Storyboards",
///   "flows": [
///     {
///       "name": "open the third screen",
///       "launch": "Main",
///       "placeholders": true,
///       "sizeClass": "compact",
///       "steps": [
///         {"expect": ["TabBarController (Main)", "  selected: NavigationController (Main)", "…"]},
///         {"do": "perform:showThird", "expect": ["…"]}
///       ]
///     }
///   ]
/// }
/// ```
public struct NavigationFlowFile: Codable, Sendable, Equatable {
  /// The storyboards the flows run on: a folder or a `.storyboard` file, relative to the flow
  /// file.
  public var storyboards: String
  /// The flows, run in order, each in a window of its own.
  public var flows: [NavigationFlow]

  /// Creates a flow file.
  public init(storyboards: String, flows: [NavigationFlow]) {
    self.storyboards = storyboards
    self.flows = flows
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case storyboards, flows
  }

  /// Decodes a flow file; a key the format does not have (a typo such as `expects`) is an
  /// error, never ignored.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
    storyboards = try container.decode(String.self, forKey: .storyboards)
    flows = try container.decode([NavigationFlow].self, forKey: .flows)
  }
}
