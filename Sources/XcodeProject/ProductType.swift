/// What a target builds, from its `productType`.
package enum ProductType: Sendable, Equatable {
  case application
  case unitTestBundle
  case uiTestBundle
  case framework
  case staticLibrary
  case dynamicLibrary
  case appExtension
  /// Any other product type, as the project writes it.
  case other(String)

  /// The product type `identifier` names (`com.apple.product-type.application`…).
  package init(_ identifier: String) {
    switch identifier {
    case "com.apple.product-type.application": self = .application
    case "com.apple.product-type.bundle.unit-test": self = .unitTestBundle
    case "com.apple.product-type.bundle.ui-testing": self = .uiTestBundle
    case "com.apple.product-type.framework", "com.apple.product-type.framework.static":
      self = .framework
    case "com.apple.product-type.library.static": self = .staticLibrary
    case "com.apple.product-type.library.dynamic": self = .dynamicLibrary
    case "com.apple.product-type.app-extension": self = .appExtension
    default: self = .other(identifier)
    }
  }
}
