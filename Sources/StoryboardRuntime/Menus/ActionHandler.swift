/// UIKit's `UIActionHandler`: what an action runs.
public typealias ActionHandler = (Action) -> Void
