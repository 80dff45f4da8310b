/// The arguments of a by-name call (``ObjectiveCMember/invoke(with:)``), read one by one as
/// the method's parameters declare them.
public struct ObjectiveCArguments {
  private let values: [Any?]

  /// Arguments `values`, in order.
  public init(_ values: [Any?]) { self.values = values }

  /// The argument at `index` as the parameter's type; `nil` for an optional parameter the
  /// caller did not pass (a target-action method taking the sender and the event is sent both,
  /// one taking none is sent none).
  /// - Throws: ``ObjectiveCError/wrongValue(member:expected:actual:)``.
  public func argument<Value>(_ index: Int, of member: String = "") throws -> Value {
    try ObjectiveCMember.cast(index < values.count ? values[index] : nil, member: member)
  }
}
