//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Slots

extension Arguments {
  /// The form of `--place`'s value, as messages show it, from the
  /// library's fields: `<kind>:` and the required fields (`every=<n>`),
  /// then each other field in brackets (`[,first=<n>]`), a list's values
  /// joined by `+` (`[,rows=<n>[+<n>...]]`).
  static let placementForm: String = {
    let fields = SlotPlacementError.Field.allCases
    func form(_ field: SlotPlacementError.Field) -> String {
      field._isList ? "\(field.rawValue)=<n>[+<n>...]" : "\(field.rawValue)=<n>"
    }
    return "<kind>:" + fields.filter(\._isRequired).map(form).joined(separator: ",")
      + fields.filter { !$0._isRequired }.map { "[,\(form($0))]" }.joined()
  }()

  /// Reads the value of `--place`: the kind, a colon, and the settings
  /// (``placementForm``) in any order, each a field of `SlotPlacement` by
  /// its name, `every` required.
  ///
  ///     try Arguments.placement("ad:every=5,separation=10")
  ///     // ad every 5 (first 4), separation 10
  ///     try Arguments.placement("ad:rows=1+3,every=3")
  ///     // ad every 3, rows [1, 3]
  ///
  /// The kind ends at the last colon, so that a kind's name may hold one.
  ///
  /// - Throws: ``CommandError`` with exit status 64, naming `--place`, for a
  ///   value of another form, an empty kind, an unknown setting or one given
  ///   twice, a value that is not an integer or does not fit in `Int`, a
  ///   value out of the field's range, a list out of order, or a required
  ///   field missing.
  static func placement(_ value: ByteString) throws(CommandError) -> SlotPlacement<ByteString> {
    guard let colon = value.bytes.lastIndex(of: .colon), colon > 0,
      colon < value.bytes.count - 1
    else {
      throw .usage("'--place' takes \(placementForm), not '\(value)'")
    }
    let kind = ByteString(value.bytes[..<colon])
    let prefix = "'--place' of kind '\(kind)':"
    var settings = PlacementSettings()
    for setting in ByteString(value.bytes[(colon + 1)...]).split(separator: .comma) {
      guard let (key, text) = setting.splitOnce(at: .equals), !key.isEmpty, !text.isEmpty else {
        throw .usage(
          "\(prefix) settings are <name>=<n> (\(PlacementSettings.keyList)), "
            + "not '\(setting)'")
      }
      let name = key.repairedString
      guard let field = SlotPlacementError.Field(rawValue: name) else {
        throw .usage(
          "\(prefix) no setting '\(key)'; use \(PlacementSettings.keyList)")
      }
      // A number of the setting; the messages show the whole value.
      func integer(_ piece: ByteString) throws(CommandError) -> Int {
        switch piece.integer {
        case .success(let value): return value
        case .failure(.notAnInteger):
          let what = field._isList ? "integers joined by '+'" : "an integer"
          throw .usage("\(prefix) \(name) takes \(what), not '\(text)'")
        case .failure(.outOfRange):
          throw .usage("\(prefix) \(name) is out of range: '\(text)'")
        }
      }
      let value: SlotPlacementError.Field._Value
      if field._isList {
        var values: [Int] = []
        for piece in text.split(separator: .plus) { values.append(try integer(piece)) }
        value = .list(values)
      } else {
        value = .number(try integer(text))
      }
      if let problem = settings.set(field, to: value) {
        throw .usage("\(prefix) \(problem)")
      }
    }
    if let missing = settings.missingField {
      throw .usage(
        "\(prefix) \(missing.rawValue)=<n> is required, as in '\(kind):\(missing.rawValue)=5'")
    }
    return settings.placement(of: kind)
  }

  /// Reads the value of `--group`: `KIND=FIELD`, split at the first `=`.
  ///
  /// - Throws: ``CommandError`` with exit status 64 when either side is
  ///   empty.
  static func group(_ value: ByteString) throws(CommandError) -> Group {
    let (kind, field) = try pair(value, of: "--group", expected: "<kind>=<field>")
    return Group(kind: kind, field: field)
  }
}
