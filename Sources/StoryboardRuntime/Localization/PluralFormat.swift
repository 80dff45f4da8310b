import Foundation

/// A localized format whose words depend on numbers: a `.stringsdict` entry
/// (`NSStringLocalizedFormatKey` with `%#@variable@`s, each variable's forms by plural
/// category) or a String Catalog's plural variation (the whole string's forms, chosen by its
/// first number). Formatting picks each form by the number it is given, in the language the
/// string was looked up in, as `String.localizedStringWithFormat` does with such a string on
/// iOS. A `zero` form, when written, is used for 0 in every language, as iOS does.
package struct PluralFormat: Sendable, Equatable {
  /// How the forms are chosen.
  package enum Kind: Sendable, Equatable {
    /// `NSStringLocalizedFormatKey` and its variables' forms by category.
    case variables(format: String, forms: [String: [String: String]])
    /// The whole string's forms by category.
    case whole([String: String])
  }

  /// The forms.
  package var kind: Kind
  /// The language whose plural rules choose the forms.
  package var language: String

  /// A format of `kind` in `language`.
  package init(kind: Kind, language: String) {
    self.kind = kind
    self.language = language
  }

  /// The string a lookup returns for it: the format key, or the `other` form.
  package var lookupValue: String {
    switch kind {
    case .variables(let format, _): return format
    case .whole(let forms): return forms["other"] ?? forms.values.sorted().first ?? ""
    }
  }

  /// The text for `arguments`.
  package func format(_ arguments: [CVarArg]) -> String {
    var formatter = Formatter(arguments: arguments, plural: self)
    switch kind {
    case .variables(let format, _):
      return formatter.expand(format, variableArgument: nil, depth: 0)
    case .whole(let forms):
      let number = arguments.lazy.compactMap(Self.number).first ?? 0
      return formatter.expand(form(in: forms, for: number), variableArgument: nil, depth: 0)
    }
  }

  /// The form of `forms` for `number`.
  func form(in forms: [String: String], for number: Double) -> String {
    if number == 0, let zero = forms["zero"] { return zero }
    return forms[PluralRules.category(of: number, in: language)] ?? forms["other"] ?? ""
  }

  /// The numeric value of a format argument, or `nil` for one that is not a number.
  static func number(_ argument: CVarArg) -> Double? {
    switch argument {
    case let value as Int: return Double(value)
    case let value as Int64: return Double(value)
    case let value as Int32: return Double(value)
    case let value as Int16: return Double(value)
    case let value as Int8: return Double(value)
    case let value as UInt: return Double(value)
    case let value as UInt64: return Double(value)
    case let value as UInt32: return Double(value)
    case let value as UInt16: return Double(value)
    case let value as UInt8: return Double(value)
    case let value as Double: return value
    case let value as Float: return Double(value)
    case let value as NSNumber: return value.doubleValue
    default: return nil
    }
  }

  /// Expands a format one specifier at a time, each formatted with its own argument.
  private struct Formatter {
    let arguments: [CVarArg]
    let plural: PluralFormat
    var next = 0

    init(arguments: [CVarArg], plural: PluralFormat) {
      self.arguments = arguments
      self.plural = plural
    }

    /// `format` with its specifiers replaced; inside a variable's form (`variableArgument`),
    /// a specifier without a position formats the variable's argument. Nested variables stop
    /// at a depth of 8.
    mutating func expand(_ format: String, variableArgument: Int?, depth: Int) -> String {
      var output = ""
      let scalars = Array(format.unicodeScalars)
      var index = 0
      while index < scalars.count {
        guard scalars[index] == "%", index + 1 < scalars.count else {
          output.unicodeScalars.append(scalars[index])
          index += 1
          continue
        }
        guard let specifier = Specifier(scalars, at: index + 1) else {
          output.unicodeScalars.append(scalars[index])
          index += 1
          continue
        }
        index = specifier.end
        if specifier.isPercent {
          output += "%"
          continue
        }
        let argument: Int
        if let position = specifier.position {
          argument = position - 1
        } else if let variableArgument, specifier.variable == nil {
          argument = variableArgument
        } else {
          argument = next
          next += 1
        }
        if let name = specifier.variable {
          output += expandVariable(name, argument: argument, depth: depth)
        } else if argument >= 0, argument < arguments.count {
          output += Self.formatted(arguments[argument], specifier.body)
        }
      }
      return output
    }

    /// One argument formatted by one specifier. An object specifier (`%@`, `%s`, `%S`) of an
    /// argument that is not an object gives its description, where `String(format:)` would
    /// read it as a pointer and crash.
    static func formatted(_ argument: CVarArg, _ body: String) -> String {
      guard let conversion = body.unicodeScalars.last, "@sS".unicodeScalars.contains(conversion)
      else { return String(format: "%" + body, argument) }
      // `is NSObject` holds for a bridged Int on Linux: the argument's own type must be a class.
      if conversion == "@", type(of: argument as Any) is AnyObject.Type {
        return String(format: "%@", argument)
      }
      return "\(argument)"
    }

    mutating func expandVariable(_ name: String, argument: Int, depth: Int) -> String {
      guard depth < 8, case .variables(_, let variables) = plural.kind,
        let forms = variables[name]
      else { return "" }
      let number =
        argument >= 0 && argument < arguments.count ? PluralFormat.number(arguments[argument]) : nil
      let form = plural.form(in: forms, for: number ?? 0)
      return expand(form, variableArgument: argument, depth: depth + 1)
    }
  }

  /// One `%` specifier: `%%`, `%[n$][flags][width][.precision][length]conversion`, or
  /// `%[n$]#@name@`.
  private struct Specifier {
    var position: Int?
    /// The specifier without `%` and its position (`lld`, `.2f`, `@`).
    var body = ""
    var variable: String?
    var isPercent = false
    var end: Int

    init?(_ scalars: [Unicode.Scalar], at start: Int) {
      var index = start
      if scalars[index] == "%" {
        isPercent = true
        end = index + 1
        return
      }
      var digits = 0
      var cursor = index
      while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
        digits = digits * 10 + Int(scalars[cursor].value - 48)
        cursor += 1
      }
      if cursor < scalars.count, scalars[cursor] == "$", cursor > index {
        position = digits
        index = cursor + 1
      }
      if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
        var name = ""
        var cursor = index + 2
        while cursor < scalars.count, scalars[cursor] != "@" {
          name.unicodeScalars.append(scalars[cursor])
          cursor += 1
        }
        guard cursor < scalars.count else { return nil }
        variable = name
        end = cursor + 1
        return
      }
      while index < scalars.count {
        let scalar = scalars[index]
        body.unicodeScalars.append(scalar)
        index += 1
        if "diouxXeEfFgGaAcCsSp@".unicodeScalars.contains(scalar) {
          end = index
          return
        }
        guard "0123456789.-+ #'*lhqLzjt".unicodeScalars.contains(scalar) else { return nil }
      }
      return nil
    }
  }
}
