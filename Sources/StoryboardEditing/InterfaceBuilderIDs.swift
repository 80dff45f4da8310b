import StoryboardLoader
import StoryboardRuntime

/// Object IDs in Interface Builder's shape, `XXX-XX-XXX`, derived from a key so that the same
/// edit gives the same IDs, and never one already taken.
public struct InterfaceBuilderIDs: Sendable {
  private var taken: Set<String>

  /// A generator that avoids `taken`.
  public init(avoiding taken: Set<String>) { self.taken = taken }

  private static let alphabet = Array(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

  /// A new ID for `key` (for example the new storyboard's name, a target and a role).
  public mutating func make(_ key: String) -> String {
    var attempt = 0
    while true {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in (attempt == 0 ? key : "\(key)#\(attempt)").utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
      var characters: [UInt8] = []
      for _ in 0..<8 {
        characters.append(Self.alphabet[Int(hash % 62)])
        hash /= 62
      }
      let text = String(decoding: characters, as: UTF8.self)
      let id = "\(text.prefix(3))-\(text.dropFirst(3).prefix(2))-\(text.suffix(3))"
      if taken.insert(id).inserted { return id }
      attempt += 1
    }
  }
}
