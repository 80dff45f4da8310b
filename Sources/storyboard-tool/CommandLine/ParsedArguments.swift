/// A command's arguments read against its options: the one place the tool parses options.
///
/// `--name value` and `--name=value` both give a value, under the option's name whichever of its
/// spellings was typed; `--` ends the options, so that a path
/// starting with `-` can follow. An option the command does not have, a missing value and a
/// value given to a flag are usage errors.
struct ParsedArguments {
  /// The command whose arguments these are.
  let command: String
  /// The arguments that are not options, in order.
  private(set) var operands: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []
  /// The options the command declares: a lookup of any other name is a typo in the tool.
  private let declared: Set<String>

  /// Reads `arguments` against `options`.
  /// - Throws: ``ToolError/usage(_:command:)``.
  init(_ arguments: [String], options: [Option], command: String) throws(ToolError) {
    self.command = command
    declared = Set(options.map(\.name))
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        operands += remaining
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        guard !argument.isEmpty else {
          throw .usage("an empty argument was given where a path goes.", command: command)
        }
        operands.append(argument)
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.name == name || $0.aliases.contains(name) })
      else {
        throw .usage("unknown option '\(name)' for \(command).", command: command)
      }
      name = option.name
      switch option.arity {
      case .flag:
        guard inlineValue == nil else {
          throw .usage("\(name) takes no value.", command: command)
        }
        flags.insert(name)
      case .value, .repeatable:
        guard let value = inlineValue ?? remaining.popFirst() else {
          throw .usage("\(name) needs a value (\(option.valueName)).", command: command)
        }
        values[name, default: []].append(value)
      }
    }
  }

  /// Whether the flag `name` was given.
  func flag(_ name: String) -> Bool {
    checkDeclared(name)
    return flags.contains(name)
  }

  /// The value of `name`, the last one when it was given several times.
  func value(_ name: String) -> String? {
    checkDeclared(name)
    return values[name]?.last
  }

  /// Every value of the repeatable option `name`, in order.
  func values(_ name: String) -> [String] {
    checkDeclared(name)
    return values[name] ?? []
  }

  /// Option names are declared once, in the command's configuration: looking up another name
  /// is a typo that would silently read nothing, so debug builds (and every test) stop on it.
  private func checkDeclared(_ name: String) {
    assert(declared.contains(name), "\(command) looks up '\(name)', which it does not declare")
  }

  /// The value of `name` as one of `T`'s cases, or `defaultValue` when it was not given.
  /// - Throws: ``ToolError/usage(_:command:)`` naming the accepted values.
  func choice<T: RawRepresentable & CaseIterable>(_ name: String, default defaultValue: T)
    throws(ToolError) -> T where T.RawValue == String
  {
    guard let text = value(name) else { return defaultValue }
    guard let choice = T(rawValue: text) else {
      let accepted = T.allCases.map(\.rawValue)
      throw .usage(
        "\(name) takes \(accepted.dropLast().joined(separator: ", ")) or \(accepted.last!) for "
          + "\(command), not '\(text)'.", command: command)
    }
    return choice
  }

  /// The operands, which must not be empty.
  /// - Throws: ``ToolError/usage(_:command:)`` naming `what` is needed.
  func requiredOperands(_ what: String = "at least one path") throws(ToolError) -> [String] {
    guard !operands.isEmpty else { throw .usage("\(command) needs \(what).", command: command) }
    return operands
  }
}
