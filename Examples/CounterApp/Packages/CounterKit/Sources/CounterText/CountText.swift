/// What a count reads as.
public enum CountText {
  /// The count as the label shows it: its digits.
  public static func digits(_ count: Int) -> String { "\(count)" }

  /// Whether the count shows as a placeholder: nothing counted yet.
  public static func isPlaceholder(_ count: Int) -> Bool { count == 0 }
}
