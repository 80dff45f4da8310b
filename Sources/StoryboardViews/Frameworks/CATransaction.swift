import StoryboardRuntime

#if !canImport(QuartzCore)
  import Foundation

  /// Core Animation's `CATransaction`, which Linux lacks: groups of changes, each with its
  /// animation duration, timing function, actions setting and completion block.
  ///
  /// Apple documents the completion block as "guaranteed to be called (on the main thread) as
  /// soon as all animations subsequently added by this transaction group have completed (or have
  /// been removed.) If no animations are added before the current transaction group is
  /// committed (or the completion block is set to a different value,) the block will be invoked
  /// immediately" (`setCompletionBlock(_:)`). The runtime's animations — `UIView.animate`, a
  /// push, a presentation — finish within their call, so when a group is committed every
  /// animation added in it has completed: its block runs at ``commit()``, after the code
  /// between `begin()` and `commit()` (a push and all its appearance callbacks), and a block
  /// replaced by another runs when it is replaced. A change made without `begin()` belongs to
  /// the thread's implicit transaction, which, as Apple documents, is "committed automatically
  /// when the thread's runloop next iterates" (or by ``flush()``).
  open class CATransaction {
    /// The group values default to: 0.25 seconds (Apple's `animationDuration()`), actions on.
    private struct Group {
      var values: [String: Any] = [:]
      var completion: (() -> Void)?
    }

    /// One thread's transactions: the explicit groups, innermost last, and the implicit one
    /// (used on that thread only, the implicit commit included: it runs on its run loop).
    private final class Stack: @unchecked Sendable {
      var groups: [Group] = []
      var implicit: Group?
    }

    /// A transaction; Core Animation's class is used through its class methods.
    public init() {}

    private static var stack: Stack {
      let key = "StoryboardViews.CATransaction"
      if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
      let stack = Stack()
      Thread.current.threadDictionary[key] = stack
      return stack
    }

    /// The lock ``lock()`` takes.
    private static let transactionLock = NSRecursiveLock()

    /// Begins a group, nested in the current one.
    open class func begin() {
      stack.groups.append(Group())
    }

    /// Commits the innermost group: its completion block runs now, its animations being done.
    /// Without a group begun, commits the implicit transaction.
    open class func commit() {
      let stack = stack
      guard let group = stack.groups.popLast() else {
        flush()
        return
      }
      group.completion.map(run)
    }

    /// Commits the implicit transaction now, running its completion block.
    open class func flush() {
      let stack = stack
      guard let implicit = stack.implicit else { return }
      stack.implicit = nil
      implicit.completion.map(run)
    }

    /// Takes the transactions' lock (recursive, as Core Animation's).
    open class func lock() { transactionLock.lock() }

    /// Releases the lock ``lock()`` took.
    open class func unlock() { transactionLock.unlock() }

    /// The current group's animation duration: 0.25 seconds unless a group sets another.
    open class func animationDuration() -> CFTimeInterval {
      value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval ?? 0.25
    }

    /// Sets the current group's animation duration.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
      setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The current group's timing function, `nil` unless one was set.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
      value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the current group's timing function.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
      setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether the current group turns layers' implicit actions off: `false` unless set.
    open class func disableActions() -> Bool {
      value(forKey: kCATransactionDisableActions) as? Bool ?? false
    }

    /// Turns the current group's implicit actions off or on.
    open class func setDisableActions(_ flag: Bool) {
      setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The current group's completion block.
    open class func completionBlock() -> (() -> Void)? {
      value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Sets the current group's completion block; a block it replaces runs now (its
    /// animations, if any, are done).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
      setValue(block, forKey: kCATransactionCompletionBlock)
    }

    /// The value of `key` in the innermost group that sets it (the implicit transaction's when
    /// none is begun): `kCATransactionAnimationDuration` and the other keys, or any other.
    open class func value(forKey key: String) -> Any? {
      let stack = stack
      if key == kCATransactionCompletionBlock {
        return stack.groups.last.map(\.completion) ?? stack.implicit?.completion
      }
      for group in stack.groups.reversed() {
        if let value = group.values[key] { return value }
      }
      return stack.implicit?.values[key]
    }

    /// Sets `key` on the current group (the implicit transaction when none is begun, which is
    /// then committed when the run loop next turns).
    open class func setValue(_ anObject: Any?, forKey key: String) {
      let stack = stack
      let completion = key == kCATransactionCompletionBlock ? anObject as? () -> Void : nil
      if stack.groups.isEmpty {
        if stack.implicit == nil {
          stack.implicit = Group()
          RunLoop.current.perform { CATransaction.flushImplicit(stack) }
        }
        update(&stack.implicit!, key: key, value: anObject, completion: completion)
      } else {
        update(
          &stack.groups[stack.groups.count - 1], key: key, value: anObject, completion: completion)
      }
    }

    private class func update(
      _ group: inout Group, key: String, value: Any?, completion: (() -> Void)?
    ) {
      guard key == kCATransactionCompletionBlock else {
        group.values[key] = value
        return
      }
      let replaced = group.completion
      group.completion = completion
      replaced.map(run)
    }

    /// Commits `stack`'s implicit transaction when the run loop turns.
    private class func flushImplicit(_ stack: Stack) {
      guard let implicit = stack.implicit else { return }
      stack.implicit = nil
      implicit.completion.map(run)
    }

    private class func run(_ completion: () -> Void) {
      Exceptions.callingBack { completion() }
    }
  }

  /// The key of a transaction's animation duration.
  public let kCATransactionAnimationDuration = "animationDuration"
  /// The key of a transaction's actions setting.
  public let kCATransactionDisableActions = "disableActions"
  /// The key of a transaction's timing function.
  public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
  /// The key of a transaction's completion block.
  public let kCATransactionCompletionBlock = "completionBlock"
#endif
