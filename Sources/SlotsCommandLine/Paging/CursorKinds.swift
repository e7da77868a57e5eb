//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
import Slots

/// Cursors whose kinds are numbered by a ``KindTable``, for a live feed
/// laid out over kind numbers, and named again, for the cursor file.
///
/// A page is laid out by a `SlotFeed<Int, _>` over the rules the tool
/// already holds, numbered: a feed over kind names would need the rules
/// again by name, a name a slot, which for a pattern of millions of slots
/// takes as much memory as the numbered rules and the library's own plan
/// together. Only the cursors, which name few kinds, go by name.
///
///     var kinds = CursorKinds(table)   // post 0, ad 1
///     let numbered = try kinds.numbered(cursor)  // offsets [0: 3, 1: 1]
///     try kinds.named(numbered) == cursor        // true
///
/// A cursor may name kinds that the table does not have, such as kinds of
/// rules it was taken under; they are numbered after the table's, one a
/// name, and named back alike.
struct CursorKinds {
  /// The table that numbers the kinds of the rules.
  let table: KindTable

  /// The names that a cursor gave and the table does not have, numbered
  /// from the table's count on.
  private var others: [ByteString] = []

  /// The numbers of ``others``.
  private var otherNumbers: [ByteString: Int] = [:]

  /// Numbers the kinds by `table`.
  init(_ table: KindTable) {
    self.table = table
  }

  /// The name of the kind numbered `number`, or `nil` for a number that
  /// neither the table nor a cursor gave.
  func name(of number: Int) -> ByteString? {
    if number >= 0 && number < table.count { return table.name(of: number) }
    let other = number - table.count
    return other >= 0 && other < others.count ? others[other] : nil
  }

  /// `cursor`, with its kinds numbered.
  ///
  /// - Throws: ``CommandError`` when the cursor cannot be read again by
  ///   number, which a cursor read by name always can.
  mutating func numbered(
    _ cursor: SlotCursor<ByteString>
  ) throws(CommandError) -> SlotCursor<Int> {
    try Self.converting(cursor, to: SlotCursor<Int>.self) { (kind) in
      guard case .string(let name) = kind else { return nil }
      if let number = table.number(of: name) ?? otherNumbers[name] { return .integer(number) }
      let number = table.count + others.count
      others.append(name)
      otherNumbers[name] = number
      return .integer(number)
    }
  }

  /// `cursor`, with its kinds named.
  ///
  /// - Throws: ``CommandError`` when the cursor names a number that
  ///   neither the table nor a cursor gave, which a feed over numbered
  ///   rules and cursors never does.
  func named(_ cursor: SlotCursor<Int>) throws(CommandError) -> SlotCursor<ByteString> {
    try Self.converting(cursor, to: SlotCursor<ByteString>.self) { (kind) in
      guard case .number(let digits) = kind, let number = Int(String(decoding: digits, as: UTF8.self)),
        let name = name(of: number)
      else { return nil }
      return .string(name)
    }
  }

  /// `cursor` coded as JSON, with `convert` applied to each kind it names,
  /// and decoded again as a `Converted`.
  ///
  /// The kinds stand, in a cursor's coded form, first in each pair of
  /// `offsets`, in `live`, in the layout's `kinds`, and as the `kind` of
  /// each of `placements`; `convert` gives `nil` for a kind it cannot
  /// convert.
  private static func converting<Converted: Decodable>(
    _ cursor: some Encodable, to _: Converted.Type,
    _ convert: (JSONValue) -> JSONValue?
  ) throws(CommandError) -> Converted {
    let failure = CommandError.output("cannot convert the kinds of a cursor")
    let coded: JSONValue
    do {
      coded = try JSONValueEncoder().encode(cursor)
    } catch {
      throw failure
    }
    guard case .object(var fields) = coded else { throw failure }
    func converted(_ kind: JSONValue) throws(CommandError) -> JSONValue {
      guard let converted = convert(kind) else { throw failure }
      return converted
    }
    func convertedList(_ list: JSONValue?) throws(CommandError) -> JSONValue? {
      guard let list else { return nil }
      guard case .array(let kinds) = list else { throw failure }
      return .array(try kinds.map(converted))
    }
    if case .array(let pairs)? = fields["offsets"] {
      fields["offsets"] = .array(
        try pairs.map { (pair) throws(CommandError) in
          guard case .array(let values) = pair, values.count == 2 else { throw failure }
          return .array([try converted(values[0]), values[1]])
        })
    }
    fields["live"] = try convertedList(fields["live"])
    fields["kinds"] = try convertedList(fields["kinds"])
    if case .array(let placements)? = fields["placements"] {
      fields["placements"] = .array(
        try placements.map { (placement) throws(CommandError) in
          guard case .object(var entry) = placement, let kind = entry["kind"] else {
            throw failure
          }
          entry["kind"] = try converted(kind)
          return .object(entry)
        })
    }
    do {
      return try JSONValueDecoder().decode(Converted.self, from: .object(fields)).value
    } catch {
      throw failure
    }
  }
}
