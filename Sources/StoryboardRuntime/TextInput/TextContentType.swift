/// UIKit's `UITextContentType`: what a text input holds, so that the keyboard can suggest it.
/// A raw value is the string Interface Builder writes in a `<textInputTraits>`'s `textContentType`
/// (`url`, `username` and `password`, for instance); the constants follow that one scheme.
public struct TextContentType: Hashable, RawRepresentable, Sendable {
  /// The string a storyboard writes.
  public let rawValue: String

  /// The content type of `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = TextContentType(rawValue: "name")
  /// A title before a name.
  public static let namePrefix = TextContentType(rawValue: "honorific-prefix")
  /// A given name.
  public static let givenName = TextContentType(rawValue: "given-name")
  /// A middle name.
  public static let middleName = TextContentType(rawValue: "additional-name")
  /// A family name.
  public static let familyName = TextContentType(rawValue: "family-name")
  /// A suffix after a name.
  public static let nameSuffix = TextContentType(rawValue: "honorific-suffix")
  /// A nickname.
  public static let nickname = TextContentType(rawValue: "nickname")
  /// A job title.
  public static let jobTitle = TextContentType(rawValue: "organization-title")
  /// An organization's name.
  public static let organizationName = TextContentType(rawValue: "organization")
  /// A place.
  public static let location = TextContentType(rawValue: "location")
  /// A whole street address.
  public static let fullStreetAddress = TextContentType(rawValue: "street-address")
  /// An address's first line.
  public static let streetAddressLine1 = TextContentType(rawValue: "address-line1")
  /// An address's second line.
  public static let streetAddressLine2 = TextContentType(rawValue: "address-line2")
  /// A city.
  public static let addressCity = TextContentType(rawValue: "address-level2")
  /// A state or province.
  public static let addressState = TextContentType(rawValue: "address-level1")
  /// A city and its state.
  public static let addressCityAndState = TextContentType(rawValue: "address-level1+2")
  /// A district.
  public static let sublocality = TextContentType(rawValue: "address-level3")
  /// A country.
  public static let countryName = TextContentType(rawValue: "country-name")
  /// A postal code.
  public static let postalCode = TextContentType(rawValue: "postal-code")
  /// A telephone number.
  public static let telephoneNumber = TextContentType(rawValue: "tel")
  /// An email address.
  public static let emailAddress = TextContentType(rawValue: "email")
  /// A URL.
  public static let URL = TextContentType(rawValue: "url")
  /// A credit card's number.
  public static let creditCardNumber = TextContentType(rawValue: "cc-number")
  /// An account name.
  public static let username = TextContentType(rawValue: "username")
  /// A password.
  public static let password = TextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = TextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
  /// A parcel's tracking number.
  public static let shipmentTrackingNumber = TextContentType(rawValue: "shipment-tracking-number")
  /// A flight number.
  public static let flightNumber = TextContentType(rawValue: "flight-number")
  /// A date, a time or both.
  public static let dateTime = TextContentType(rawValue: "date-time")
}
