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
    let coded = try Self.converting(cursor) { (kind) in
      guard case .string(let name) = kind else { return nil }
      if let number = table.number(of: name) ?? otherNumbers[name] { return .integer(number) }
      let number = table.count + others.count
      others.append(name)
      otherNumbers[name] = number
      return .integer(number)
    }
    do {
      return try JSONValueDecoder().decode(SlotCursor<Int>.self, from: coded).value
    } catch {
      throw .usage("cannot number the kinds of a cursor: \(error)")
    }
  }

  /// `cursor` in its coded form, with its kinds named and in the order in
  /// which a cursor of named kinds lists them.
  ///
  /// The coded form is given rather than a cursor of named kinds, since a
  /// feed's cursor may stand past the rows that decoding takes (2^48):
  /// written all the same, it is refused when it comes back.
  ///
  /// - Throws: ``CommandError`` when the cursor names a number that
  ///   neither the table nor a cursor gave, which a feed over numbered
  ///   rules and cursors never does.
  func named(_ cursor: SlotCursor<Int>) throws(CommandError) -> JSONValue {
    try Self.converting(cursor) { (kind) in
      guard case .number(let digits) = kind,
        let number = Int(String(decoding: digits, as: UTF8.self)),
        let name = name(of: number)
      else { return nil }
      return .string(name)
    }
  }

  /// `cursor`, with its kinds named, as ``named(_:)`` codes it.
  ///
  /// - Throws: ``CommandError`` when the cursor's kinds cannot be named, or
  ///   when it stands past the rows that a cursor read back may hold.
  func namedCursor(_ cursor: SlotCursor<Int>) throws(CommandError) -> SlotCursor<ByteString> {
    do {
      return try JSONValueDecoder().decode(SlotCursor<ByteString>.self, from: named(cursor)).value
    } catch let error as CommandError {
      throw error
    } catch {
      throw .output("cannot name the kinds of the cursor: \(error)")
    }
  }

  /// `cursor` coded as JSON, with `convert` applied to each kind it names,
  /// and the kinds of each list in the order of their converted forms.
  ///
  /// The kinds stand, in a cursor's coded form, first in each pair of
  /// `offsets`, in `live`, in the layout's `kinds` (which keep their
  /// order), and as the `kind` of each of `placements`; `convert` gives
  /// `nil` for a kind it cannot convert. A cursor lists the kinds of
  /// `offsets`, `live` and `placements` in the order of their
  /// descriptions, which a number and a name do not share.
  private static func converting(
    _ cursor: some Encodable, _ convert: (JSONValue) -> JSONValue?
  ) throws(CommandError) -> JSONValue {
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
    /// The order of a cursor's lists of kinds: by description.
    func precedes(_ first: JSONValue, _ second: JSONValue) -> Bool {
      description(of: first) < description(of: second)
    }
    func description(of kind: JSONValue) -> String {
      switch kind {
      case .string(let name): name.description
      case .number(let digits): String(decoding: digits, as: UTF8.self)
      default: ""
      }
    }
    if case .array(let pairs)? = fields["offsets"] {
      var list: [(kind: JSONValue, offset: JSONValue)] = []
      for pair in pairs {
        guard case .array(let values) = pair, values.count == 2 else { throw failure }
        list.append((try converted(values[0]), values[1]))
      }
      list.sort { precedes($0.kind, $1.kind) }
      fields["offsets"] = .array(list.map { .array([$0.kind, $0.offset]) })
    }
    if case .array(let live)? = fields["live"] {
      fields["live"] = .array(try live.map(converted).sorted(by: precedes))
    }
    if case .array(let kinds)? = fields["kinds"] {
      fields["kinds"] = .array(try kinds.map(converted))
    }
    if case .array(let placements)? = fields["placements"] {
      var list: [(kind: JSONValue, entry: [ByteString: JSONValue])] = []
      for placement in placements {
        guard case .object(var entry) = placement, let kind = entry["kind"] else {
          throw failure
        }
        entry["kind"] = try converted(kind)
        list.append((entry["kind"]!, entry))
      }
      list.sort { precedes($0.kind, $1.kind) }
      fields["placements"] = .array(list.map { .object($0.entry) })
    }
    return .object(fields)
  }
}
