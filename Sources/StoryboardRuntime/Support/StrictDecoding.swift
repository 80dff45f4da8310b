/// Any key, to list the keys a JSON object has.
private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

extension Decoder {
  /// The keyed container, after checking that the object has no key but `Key`'s.
  package func strictContainer<Key: CodingKey & CaseIterable & RawRepresentable>(
    keyedBy type: Key.Type
  ) throws -> KeyedDecodingContainer<Key> where Key.RawValue == String {
    let known = Key.allCases.map(\.rawValue)
    for key in try container(keyedBy: AnyKey.self).allKeys where !known.contains(key.stringValue) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "unknown key '\(key.stringValue)' (the keys are "
            + known.joined(separator: ", ") + ")"))
    }
    return try container(keyedBy: type)
  }
}
