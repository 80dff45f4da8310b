// Linux and macOS: the simulation's side (on iOS, real UIKit's: see iOS/).
#if !canImport(UIKit)
  import StoryboardRuntime

  // MARK: - Binding test doubles to storyboard scenes

  extension StoryboardBundle {
    /// Uses `double` wherever the storyboard `storyboard` would create its controller with
    /// `identifier`: in segues, in manual instantiation, in container relationships, and when
    /// reached through a storyboard reference.
    /// - Throws: ERR-1 (<doc:BehaviourRules>), ERR-3 for an unknown storyboard or identifier;
    ///   ``TestDoubleError/viewAlreadyLoaded(_:)``.
    public func bind(_ double: ViewController, to identifier: String, in storyboard: String) throws
    {
      guard !double.isViewLoaded else {
        throw TestDoubleError.viewAlreadyLoaded(double.diagnosticName)
      }
      try bind({ double }, to: identifier, in: storyboard)
    }

    /// Uses the controllers `factory` makes wherever the storyboard `storyboard` would create its
    /// controller with `identifier`.
    /// - Throws: ERR-1 (<doc:BehaviourRules>), ERR-3 for an unknown storyboard or identifier.
    public func bind(
      _ factory: @escaping () throws -> ViewController, to identifier: String, in storyboard: String
    ) throws {
      let definition = try catching { Storyboard(name: storyboard, bundle: self) }.definition
      guard let scene = definition.controller(withStoryboardIdentifier: identifier) else {
        throw StoryboardError.identifierNotFound(
          storyboard: "<Storyboard: \(storyboard)>", identifier: identifier)
      }
      sceneReplacements["\(storyboard)#\(scene.id)"] = factory
    }

    /// Uses `double` wherever the initial controller of `storyboard` would be created.
    /// - Throws: ERR-1 (<doc:BehaviourRules>);
    ///   ``StoryboardError/noInitialViewController(storyboard:)``;
    ///   ``TestDoubleError/viewAlreadyLoaded(_:)``.
    public func bindInitialViewController(_ double: ViewController, of storyboard: String) throws {
      guard !double.isViewLoaded else {
        throw TestDoubleError.viewAlreadyLoaded(double.diagnosticName)
      }
      let definition = try catching { Storyboard(name: storyboard, bundle: self) }.definition
      guard let initial = definition.initialController else {
        throw StoryboardError.noInitialViewController(storyboard: storyboard)
      }
      sceneReplacements["\(storyboard)#\(initial.id)"] = { double }
    }

    /// Removes every binding.
    public func unbindAll() {
      sceneReplacements.removeAll()
    }
  }
#endif
