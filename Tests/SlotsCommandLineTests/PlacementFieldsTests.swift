//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots
import Testing

@testable import SlotsCommandLine

/// The tool reads each field of a placement by the library's description of
/// it (`SlotPlacementError.Field`): these tests go through every case, so
/// that a new field is read, written and refused by `--place` and rules
/// files, as the library's decoder reads it, with no test to add here.
@Suite struct PlacementFieldsTests {
  typealias Field = SlotPlacementError.Field

  /// A value in the field's range: the least value plus one, or, for a
  /// list, two values in increasing order.
  static func inRange(_ field: Field) -> Field._Value {
    field._isList ? .list([field.leastValue, field.leastValue + 2]) : .number(field.leastValue + 1)
  }

  /// A value just below the field's range.
  static func belowRange(_ field: Field) -> Field._Value {
    field._isList ? .list([field.leastValue - 1]) : .number(field.leastValue - 1)
  }

  /// The values of a placement whose `field` is `value` and whose other
  /// fields are missing, but the required ones, which are 5.
  static func fields(_ field: Field, _ value: Field._Value) -> (Field) -> Field._Value? {
    { $0 == field ? value : $0._isRequired ? .number(5) : nil }
  }

  /// What the library says of `value` for `field`.
  static func problem(_ field: Field, _ value: Field._Value) -> String? {
    do throws(SlotPlacementError) {
      try field._check(value)
      return nil
    } catch {
      return error.description
    }
  }

  /// The settings of `--place` for `fields`.
  static func setting(_ fields: (Field) -> Field._Value?) -> String {
    "ad:"
      + Field.allCases.compactMap { field in
        switch fields(field) {
        case .number(let value): "\(field.rawValue)=\(value)"
        case .list(let values):
          "\(field.rawValue)=" + values.map(String.init).joined(separator: "+")
        case nil: nil
        }
      }
      .joined(separator: ",")
  }

  /// The placement object of a rules file for `fields`.
  static func object(_ fields: (Field) -> Field._Value?) -> String {
    #"{"kind": "ad""#
      + Field.allCases.compactMap { field in
        switch fields(field) {
        case .number(let value): #", "\#(field.rawValue)": \#(value)"#
        case .list(let values): #", "\#(field.rawValue)": \#(values)"#
        case nil: nil
        }
      }
      .joined() + "}"
  }

  @Test("The form of --place and the list of settings in messages name each field")
  func messagesNameEveryField() {
    #expect(Arguments.placementForm.hasPrefix("<kind>:"))
    for field in Field.allCases {
      let setting = field._isList ? "\(field.rawValue)=<n>[+<n>...]" : "\(field.rawValue)=<n>"
      #expect(
        Arguments.placementForm.contains(field._isRequired ? ":\(setting)" : "[,\(setting)]"))
      #expect(PlacementSettings.keyList.contains(field.rawValue))
    }
    #expect(PlacementSettings.keyList.hasSuffix(" or \(Field.allCases.last!.rawValue)"))
  }

  @Test("--place reads each field as the library makes it", arguments: Field.allCases)
  func placeReadsTheField(_ field: Field) throws {
    let fields = Self.fields(field, Self.inRange(field))
    let expected = try SlotPlacement(kind: ByteString("ad"), fields: fields)
    #expect(expected[field: field] == Self.inRange(field))
    #expect(try Arguments.parse(["--place", Self.setting(fields)]).placements == [expected])
  }

  @Test(
    "--place refuses a value below a field's range in the library's words",
    arguments: Field.allCases)
  func placeRefusesTheField(_ field: Field) throws {
    let below = Self.belowRange(field)
    let problem = try #require(Self.problem(field, below))
    #expect(throws: CommandError.usage("'--place' of kind 'ad': \(problem)")) {
      try Arguments.parse(["--place", Self.setting(Self.fields(field, below))])
    }
  }

  @Test("A rules file reads each field as the library's decoder does", arguments: Field.allCases)
  func rulesFileReadsTheField(_ field: Field) throws {
    let object = Self.object(Self.fields(field, Self.inRange(field)))
    let decoded = try JSONDecoder().decode(SlotPlacement<String>.self, from: Data(object.utf8))
    #expect(decoded[field: field] == Self.inRange(field))
    let read = try decodeRules(#"{"pattern": ["post"], "placements": [\#(object)]}"#)
    #expect(read.layout.placements == [decoded])
  }

  @Test(
    "A rules file refuses a value below a field's range in the library's words",
    arguments: Field.allCases)
  func rulesFileRefusesTheField(_ field: Field) throws {
    let below = Self.belowRange(field)
    let problem = try #require(Self.problem(field, below))
    let object = Self.object(Self.fields(field, below))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SlotPlacement<String>.self, from: Data(object.utf8))
    }
    let error = #expect(throws: CommandError.self) {
      try decodeRules(#"{"pattern": ["post"], "placements": [\#(object)]}"#)
    }
    #expect(error?.message.contains(#""placements"[0].\#(problem)"#) == true)
  }

  @Test(
    "A required field is required by --place and rules files",
    arguments: Field.allCases.filter(\._isRequired))
  func requiresTheField(_ field: Field) {
    // Another field given, so that the settings are not empty.
    let optional = Field.allCases.first { !$0._isRequired }!
    let missing = { (other: Field) -> Field._Value? in
      other == optional
        ? Self.inRange(other) : other._isRequired && other != field ? .number(5) : nil
    }
    let name = field.rawValue
    #expect(
      throws: CommandError.usage(
        "'--place' of kind 'ad': \(name)=<n> is required, as in 'ad:\(name)=5'")
    ) { try Arguments.parse(["--place", Self.setting(missing)]) }
    let error = #expect(throws: CommandError.self) {
      try decodeRules(#"{"pattern": ["post"], "placements": [\#(Self.object(missing))]}"#)
    }
    #expect(error?.message.contains(#""placements"[0] has no "\#(name)""#) == true)
  }
}
