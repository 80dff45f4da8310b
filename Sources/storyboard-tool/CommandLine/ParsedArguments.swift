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

  /// Reads `arguments` against `options`.
  /// - Throws: ``ToolError/usage(_:command:)``.
  init(_ arguments: [String], options: [Option], command: String) throws(ToolError) {
    self.command = command
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

  /// What was given for `option`, in order: its values, or one empty string per time a flag
  /// was given. Commands read their options through their ``OptionKey``s.
  func given(_ option: Option) -> [String] {
    option.arity == .flag ? (flags.contains(option.name) ? [""] : []) : values[option.name] ?? []
  }

  /// The usage error for a required option that was not given.
  func missing(_ option: Option) -> ToolError {
    let value = option.valueName.isEmpty ? "" : " \(option.valueName)"
    return .usage("\(command) needs \(option.name)\(value).", command: command)
  }

  /// `text` as one of `T`'s cases.
  /// - Throws: ``ToolError/usage(_:command:notes:)`` naming the accepted values.
  func choice<T: RawRepresentable & CaseIterable>(
    of type: T.Type, _ text: String, for option: Option
  )
    throws(ToolError) -> T where T.RawValue == String
  {
    guard let choice = T(rawValue: text) else {
      let accepted = T.allCases.map(\.rawValue)
      throw .usage(
        "\(option.name) takes \(accepted.dropLast().joined(separator: ", ")) or \(accepted.last!) "
          + "for \(command), not '\(text)'.", command: command)
    }
    return choice
  }

  /// The value of `key`.
  /// - Throws: ``ToolError/usage(_:command:notes:)`` for a required option not given or a
  ///   value that is not one of the choices.
  subscript<Value>(key: OptionKey<Value>) -> Value {
    get throws(ToolError) { try key.read(self) }
  }

  /// The operands, which must not be empty.
  /// - Throws: ``ToolError/usage(_:command:)`` naming `what` is needed.
  func requiredOperands(_ what: String = "at least one path") throws(ToolError) -> [String] {
    guard !operands.isEmpty else { throw .usage("\(command) needs \(what).", command: command) }
    return operands
  }
}
