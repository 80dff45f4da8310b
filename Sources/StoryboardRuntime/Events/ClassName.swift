import Synchronization

/// A controller class name as events carry it: a handle on a string kept once per distinct
/// name, so that copying or dropping a ``ControllerReference`` costs no reference counting
/// (a class name longer than fifteen bytes is a reference-counted string otherwise).
struct ClassName: Hashable, @unchecked Sendable {
  /// The interned string. Never deallocated: the table keeps every entry.
  private unowned(unsafe) let storage: Storage

  /// The name.
  var value: String { storage.value }

  /// The handle of `name`, interned on first use.
  init(_ name: String) {
    storage = Self.table.withLock { table in
      if let existing = table[name] { return existing }
      let created = Storage(name)
      table[name] = created
      return created
    }
  }

  /// The handle of the Swift type's name, looked up once per type: `String(describing:)` of a
  /// type costs tens of thousands of instructions.
  init(of type: ViewController.Type) {
    let key = ObjectIdentifier(type)
    if let known = Self.typeNames.withLock({ $0[key] }) {
      self = known
      return
    }
    self.init(String(describing: type))
    Self.typeNames.withLock { [self] in $0[key] = self }
  }

  static func == (lhs: ClassName, rhs: ClassName) -> Bool { lhs.storage === rhs.storage }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(storage)) }

  private final class Storage: Sendable {
    let value: String
    init(_ value: String) { self.value = value }
  }

  private static let table = Mutex<[String: Storage]>([:])
  private static let typeNames = Mutex<[ObjectIdentifier: ClassName]>([:])
}

extension ViewController {
  /// The controller's class name: the class a storyboard declared for it, or its Swift type.
  public var className: String { internedClassName.value }

  /// The class name as events carry it, looked up once per instance.
  var internedClassName: ClassName {
    if let cachedClassName { return cachedClassName }
    let name = declaredClassName.map(ClassName.init) ?? ClassName(of: type(of: self))
    cachedClassName = name
    return name
  }
}
