extension BarItem: IdentityHashable {}

extension NavigationItem: IdentityHashable {}

extension AlertAction: IdentityHashable {}

extension PresentationController: IdentityHashable {}

extension Storyboard: IdentityHashable {}

extension Responder: IdentityHashable {}
