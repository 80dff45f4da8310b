import StoryboardAnalysis
import StoryboardRuntime

extension NavigationMap {
  /// What a flow passed through, as it ran: every scene its steps showed, the segues it
  /// performed from a scene on screen before or after the step, and the relationships and
  /// embeds between the scenes it showed; with one line per step for the page.
  public func highlight(of result: NavigationFlowResult) -> (
    highlight: Highlight, steps: [String]
  ) {
    var highlight = Highlight()
    var steps: [String] = []
    var onScreen: Set<String> = []
    for (index, shown) in result.shownScenes.enumerated() {
      let step = result.flow.steps[index]
      // The performer was on screen before the step, or still is after it (a push).
      let performers = onScreen.union(shown)
      if let action = step.action, action.hasPrefix("perform:") {
        let identifier = action.dropFirst("perform:".count).split(separator: "@").first
          .map(String.init)
        for canvas in canvases {
          for segue in canvas.segues
          where segue.identifier == identifier
            && performers.contains("\(canvas.storyboard)#\(segue.sourceID ?? "")")
          {
            highlight.segues.insert("\(canvas.storyboard)#\(segue.id)")
          }
        }
      }
      highlight.scenes.formUnion(shown)
      onScreen = shown
      steps.append("\(step.action ?? (index == 0 ? "launch" : "check")): \(shown.count) scenes")
    }
    for canvas in canvases {
      let targets = Dictionary(
        canvas.scenes.compactMap { scene in scene.controllerID.map { ($0, scene) } },
        uniquingKeysWith: { first, _ in first })
      for segue in canvas.segues where segue.kind == .relationship || segue.kind == .embed {
        guard let source = segue.sourceID, let destination = segue.destinationID,
          highlight.scenes.contains("\(canvas.storyboard)#\(source)")
        else { continue }
        let reached =
          highlight.scenes.contains("\(canvas.storyboard)#\(destination)")
          || targets[destination]?.reference.map { reference in
            reference.isResolved && highlight.scenes.contains(key(ofPageID: reference.target))
          } == true
        if reached { highlight.segues.insert("\(canvas.storyboard)#\(segue.id)") }
      }
    }
    return (highlight, steps)
  }

  /// `Storyboard#objectID` of the scene whose element is `pageID`.
  private func key(ofPageID pageID: String) -> String {
    for canvas in canvases {
      if let scene = canvas.scenes.first(where: { $0.pageID == pageID }) {
        return "\(canvas.storyboard)#\(scene.controllerID ?? "")"
      }
    }
    return ""
  }
}
