/// The options of a command: a type whose stored properties are its ``OptionKey``s.
///
/// ```swift
/// struct Options: CommandOptions {
///   let language = OptionKey.requiredChoice("--language", of: CodegenLanguage.self, help: "…")
///   let output = OptionKey.value("--output", "<dir>", help: "…")
/// }
/// ```
///
/// Help lists the keys in declaration order; the parser accepts exactly them.
protocol CommandOptions: Sendable {
  /// The keys, with their defaults.
  init()
}

extension CommandOptions {
  /// Every option the keys declare, in declaration order.
  var declared: [Option] {
    Mirror(reflecting: self).children.compactMap { ($0.value as? any OptionDeclaration)?.option }
  }

  /// The key of the option that names the console's ``DiagnosticFormat``, if the command has
  /// one.
  var diagnosticFormat: OptionKey<DiagnosticFormat>? {
    Mirror(reflecting: self).children.lazy.compactMap { $0.value as? OptionKey<DiagnosticFormat> }
      .first { $0.option.isDiagnosticFormat }
  }
}
