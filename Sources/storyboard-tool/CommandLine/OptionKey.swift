/// An option declared once: what help lists, and the typed key a command reads its value with
/// (`arguments[option.language]`), so that a name is never written twice and a misspelt read
/// does not compile.
///
/// A command declares its keys as the stored properties of its ``CommandOptions`` type, in the
/// order help lists them.
struct OptionKey<Value>: OptionDeclaration {
  /// The option as help shows it and the parser reads it.
  let option: Option
  /// The option's value among the parsed arguments.
  let read: @Sendable (ParsedArguments) throws(ToolError) -> Value
}

/// What ``CommandOptions`` finds among a command's stored properties: an ``OptionKey`` of any
/// value type.
protocol OptionDeclaration: Sendable {
  /// The option as help shows it and the parser reads it.
  var option: Option { get }
}

extension OptionKey where Value == Bool {
  /// A flag: `--json`.
  static func flag(_ name: String, help: String) -> Self {
    let option = Option(name: name, arity: .flag, help: help)
    return Self(option: option) { !$0.given(option).isEmpty }
  }
}

extension OptionKey where Value == String? {
  /// An option that takes one value, `nil` when it is not given; given twice, the last wins.
  static func value(_ name: String, _ valueName: String, help: String) -> Self {
    let option = Option(name: name, arity: .value, valueName: valueName, help: help)
    return Self(option: option) { $0.given(option).last }
  }
}

extension OptionKey where Value == String {
  /// An option that must be given, with one value.
  static func required(_ name: String, _ valueName: String, help: String) -> Self {
    let option = Option(
      name: name, arity: .value, valueName: valueName, help: help, isRequired: true)
    return Self(option: option) { arguments throws(ToolError) in
      guard let value = arguments.given(option).last else { throw arguments.missing(option) }
      return value
    }
  }
}

extension OptionKey where Value == [String] {
  /// An option that can be given several times, its values kept in order.
  static func repeatable(
    _ name: String, _ valueName: String, help: String, isRequired: Bool = false
  )
    -> Self
  {
    let option = Option(
      name: name, arity: .repeatable, valueName: valueName, help: help, isRequired: isRequired)
    return Self(option: option) { arguments throws(ToolError) in
      let values = arguments.given(option)
      if isRequired, values.isEmpty { throw arguments.missing(option) }
      return values
    }
  }
}

extension OptionKey
where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// An option that takes one of `Value`'s cases by its raw value, `defaultValue` when it is
  /// not given.
  static func choice(_ name: String, default defaultValue: Value, help: String) -> Self {
    let option = Option(name: name, arity: .value, valueName: Self.cases, help: help)
    return Self(option: option) { arguments throws(ToolError) in
      try arguments.given(option).last.map { text throws(ToolError) in
        try arguments.choice(of: Value.self, text, for: option)
      } ?? defaultValue
    }
  }

  /// An option that must be given, with one of `Value`'s cases.
  static func requiredChoice(_ name: String, of type: Value.Type, help: String) -> Self {
    let option = Option(
      name: name, arity: .value, valueName: Self.cases, help: help, isRequired: true)
    return Self(option: option) { arguments throws(ToolError) in
      guard let text = arguments.given(option).last else { throw arguments.missing(option) }
      return try arguments.choice(of: Value.self, text, for: option)
    }
  }

  /// The cases as help shows them: `swift|objc`.
  private static var cases: String { Value.allCases.map(\.rawValue).joined(separator: "|") }
}

extension OptionKey {
  /// An option that takes one of `Choice`'s cases, `nil` when it is not given (for a default
  /// that comes from elsewhere, a configuration file).
  static func optionalChoice<Choice>(_ name: String, of type: Choice.Type, help: String) -> Self
  where
    Value == Choice?, Choice: RawRepresentable & CaseIterable & Sendable, Choice.RawValue == String
  {
    let option = Option(
      name: name, arity: .value,
      valueName: Choice.allCases.map(\.rawValue).joined(separator: "|"), help: help)
    return Self(option: option) { arguments throws(ToolError) in
      try arguments.given(option).last.map { text throws(ToolError) in
        try arguments.choice(of: Choice.self, text, for: option)
      }
    }
  }
}

extension OptionKey where Value == DiagnosticFormat {
  /// `--format` of the commands that report `Diagnostic`s (also spelled `--diagnostic-format`,
  /// as the other commands spell it): the format their ``Console`` writes in.
  static func diagnosticFormat(help: String = Option.diagnosticFormatHelp) -> Self {
    var key = Self.choice("--format", default: .text, help: help)
    key = Self(option: key.option.withAliases(["--diagnostic-format"]), read: key.read)
    return key.markedAsDiagnosticFormat
  }

  /// `--diagnostic-format`: how the commands whose output is not diagnostics write those they
  /// meet (files that cannot be read, segues that lead nowhere) on standard error.
  static let diagnosticFormatOfErrors = Self.choice(
    "--diagnostic-format", default: .text,
    help: "How the problems met on the way (files that cannot be read…) are written on "
      + "standard error, as lint's --format writes them (default text)."
  ).markedAsDiagnosticFormat

  private var markedAsDiagnosticFormat: Self {
    var option = option
    option.isDiagnosticFormat = true
    return Self(option: option, read: read)
  }
}
