extension ViewController {
  /// Applies a user-defined runtime attribute (SB-8): a plain key the class's member table
  /// declares is set there; any other goes to ``setValue(_:forKeyPath:)``.
  func setRuntimeAttribute(_ attribute: RuntimeAttribute) throws {
    let key = attribute.keyPath
    if !key.contains("."), let member = objectiveCMember(named: key), member.isSettable,
      let value = attribute.value.plainValue
    {
      try member.setValue(value)
    } else {
      try setValue(attribute.value, forKeyPath: key)
    }
  }
}
