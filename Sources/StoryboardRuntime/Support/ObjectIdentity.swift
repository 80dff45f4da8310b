extension BarItem: IdentityHashable {}

extension NavigationItem: IdentityHashable {}

extension AlertAction: IdentityHashable {}

extension PresentationController: IdentityHashable {}

extension Storyboard: IdentityHashable {}

extension Responder: IdentityHashable {}

extension GestureRecognizer: IdentityHashable {}

extension StoryboardSegue: IdentityHashable {}

extension LayoutConstraint: IdentityHashable {}

extension LayoutGuide: IdentityHashable {}

extension MenuElement: IdentityHashable {}
