//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// The libFuzzer entry point of the cursor fuzzer (`FUZZ_TARGET=cursors
// Fuzz/run.sh`): values from outside — cursors and saved feeds, as a client
// or a disk gives them back — must either be refused with an error or page
// normally, never trap.
//
// The first byte picks what the rest of the input is:
//
// - 0: the rules' draw (one byte, a seed of the kit's `RandomRules.letters`,
//   with placements), then arbitrary bytes decoded as a JSON cursor;
// - 1: arbitrary bytes decoded as a JSON saved `SlotFeed`;
// - 2: the rules' draw, then draws that build a cursor's JSON from hostile
//   values (near 2⁴⁸ and `Int.max`, negative, or small), with a fingerprint
//   that is either the rules' own, another rules', or any;
// - 3: the rules' draw, then a real feed's cursor under other drawn rules,
//   resumed under the first ones (re-anchoring);
// - 4: the rules' draw, then a byte that picks how the rest is a token: as
//   the token's text (even), or as the compact form of a cursor that the
//   fuzzer seals with its key (odd), so that bytes past the tag reach the
//   token's decoder.
//
// Whatever decodes goes through resume → append → page → next cursor →
// encode → decode → resume again, and the pages are checked: each item
// served once, and the next cursor counting exactly the rows served.
//
// The seeds (Cursors/Corpus/) are named for what they hold: the cursor near
// `Int.max` that once trapped; real cursors of the rules drawn from seeds 3
// and 12, with their rules named, with the keys renamed so that they name
// none, and resumed under the next seed's rules; saved feeds of the same
// rules with settled and hidden rows; a few draws of modes 2 and 3; the
// sealed form of the cursor of seed 3's rules (token-of-its-rules-3); and
// the shapes that once cost more than their size, as large as libFuzzer's
// 4 KiB allows: a cursor naming 300 kinds its rules do not have, and saved
// feeds of 34 settled passes of alternating widths, of 40 prepended
// blocks, and of 60 kinds with sources beside the one the rules lay out.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

import Foundation

// The token's HMAC and Base 64, to seal what the fuzzer draws.
@testable import Slots

/// Whether to print what each input decodes to (`SLOTS_FUZZ_PRINT=1`).
let printsInputs = getenv("SLOTS_FUZZ_PRINT") != nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let mode = bytes.first else { return 0 }
  var input = FuzzInput(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
  switch mode % 5 {
  case 0:
    let layout = drawLayout(&input)
    let json = Data(bytes.dropFirst(2))
    if printsInputs { print("cursor \(String(decoding: json, as: UTF8.self)) under \(layout)") }
    guard let cursor = try? JSONDecoder().decode(SlotCursor<String>.self, from: json) else {
      return 0
    }
    page(from: cursor, under: layout, using: &input)
  case 1:
    let json = Data(bytes.dropFirst())
    if printsInputs { print("saved feed \(String(decoding: json, as: UTF8.self))") }
    guard var feed = try? JSONDecoder().decode(SlotFeed<String, LiveItem>.self, from: json)
    else { return 0 }
    pageSaved(&feed, using: &input)
  case 2:
    let layout = drawLayout(&input)
    let json = hostileCursor(under: layout, using: &input)
    if printsInputs { print("hostile cursor \(json) under \(layout)") }
    guard let cursor = try? JSONDecoder().decode(SlotCursor<String>.self, from: Data(json.utf8))
    else { return 0 }
    page(from: cursor, under: layout, using: &input)
  case 4:
    let layout = drawLayout(&input)
    guard bytes.count > 2 else { return 0 }
    let rest = Array(bytes.dropFirst(3))
    let token: String
    if bytes[2] % 2 == 0 {
      token = String(decoding: rest, as: UTF8.self)
    } else {
      let sealed = [SlotCursor<String>._tokenFormat, 0] + rest
      token = _Base64URL.encode(sealed + _HMACSHA256.code(for: sealed, key: fuzzKey))
    }
    if printsInputs { print("token \(token) under \(layout)") }
    let cursor: SlotCursor<String>
    do {
      cursor = try SlotCursor(token: token, keys: [fuzzKey], now: 0)
    } catch is SlotCursorError, is DecodingError {
      return 0
    } catch {
      fatalError("opening a token threw \(error), neither a SlotCursorError nor a DecodingError")
    }
    page(from: cursor, under: layout, using: &input)
  default:
    let layout = drawLayout(&input)
    let other = drawLayout(&input)
    var feed = SlotFeed<String, LiveItem>(layout: other)
    var sources: [String: [LiveItem]] = [:]
    for kind in other.kinds + layout.kinds where sources[kind] == nil {
      let items = makeItems(kind, from: 0, count: input.within(0...30), using: &input)
      sources[kind] = items
      _ = feed.append(contentsOf: items, to: kind)
    }
    let cursor = feed.cursor(after: input.within(-1...(feed.count + 1)))
    if printsInputs { print("cursor \(cursor) of \(other), under \(layout)") }
    page(from: cursor, under: layout, using: &input, sources: sources)
  }
  return 0
}

/// The key that seals the tokens of mode 4.
let fuzzKey = [UInt8](repeating: 0x2a, count: 32)

/// Every kind the drawn rules and cursors name.
let allKinds = ["a", "b", "c", "d", "e", "p", "q", "u", "v", "w", "z"]

/// Rules drawn from one byte, as the kit's tests draw them.
func drawLayout(_ input: inout FuzzInput) -> SlotLayout<String> {
  var random = SeededRandom(seed: UInt64(input.below(256)))
  return SlotLayout(RandomRules.letters.rules(using: &random, withPlacements: true))
}

/// `count` items of `kind`, numbered from `start`, in the groups A and B.
func makeItems(
  _ kind: String, from start: Int, count: Int, using input: inout FuzzInput
) -> [LiveItem] {
  (start..<start + count).map {
    LiveItem(kind: kind, id: $0, group: input.chance(30) ? nil : input.chance(50) ? "A" : "B")
  }
}

/// Resumes under `layout` after `cursor`, with items of every kind the rules
/// or the cursor name after the cursor's offsets (from `sources` when given,
/// else made up), pages twice through the next cursor's JSON, and checks
/// each page.
func page(
  from cursor: SlotCursor<String>, under layout: SlotLayout<String>,
  using input: inout FuzzInput, sources: [String: [LiveItem]]? = nil
) {
  var cursor = cursor
  for round in 0..<2 {
    let feed: SlotFeed<String, LiveItem>
    do {
      feed = try SlotFeed(layout: layout, resumingAfter: cursor)
    } catch is SlotCursorError {
      return
    } catch {
      fatalError("resuming threw \(error), which is not a SlotCursorError")
    }
    var resumed = feed
    let kinds = Set(layout.kinds).union(["a", "p", "u"])
    for kind in kinds.sorted() {
      let offset = cursor.offset(of: kind)
      let items =
        sources.map { Array(($0[kind] ?? []).dropFirst(offset)) }
        ?? makeItems(kind, from: offset, count: input.within(0...12), using: &input)
      _ = resumed.append(contentsOf: items, to: kind)
    }
    for kind in layout.placedKinds {
      _ = resumed.demand(for: kind, within: input.within(0...40))
    }
    let size = input.within(0...12)
    let rows = Array(resumed.prefix(size))
    let next = resumed.cursor(after: rows.count - 1)
    check(rows, from: cursor, to: next, round: round)
    let encoded: Data
    do {
      encoded = try JSONEncoder().encode(next)
    } catch {
      fatalError("encoding a cursor threw \(error)")
    }
    let decoded = try? JSONDecoder().decode(SlotCursor<String>.self, from: encoded)
    // A feed resumed near the limit of a cursor's values can grow past it;
    // its cursors are then refused, as any cursor beyond the limit is.
    let limit = 1 << 48
    if next.ruleRow > limit || allKinds.contains(where: { next.offset(of: $0) > limit }) {
      guard decoded == nil, (try? SlotFeed<String, LiveItem>(layout: layout, resumingAfter: next)) == nil
      else { fatalError("the cursor \(next), beyond the limit, is not refused") }
      return
    }
    guard let decoded, decoded == next else {
      fatalError("the cursor \(next) does not come back from its JSON")
    }
    cursor = decoded
  }
}

/// Checks a page served from `start`: no item twice, each kind's items
/// those after the cursor's offset in order, and `next` counting the rows.
func check(
  _ rows: [LiveItem], from start: SlotCursor<String>, to next: SlotCursor<String>, round: Int
) {
  var counts: [String: Int] = [:]
  for row in rows {
    let expected = start.offset(of: row.kind) + counts[row.kind, default: 0]
    guard row.id == expected else {
      fatalError("round \(round): \(row) served where item \(expected) was next: \(rows)")
    }
    counts[row.kind, default: 0] += 1
  }
  let kinds = Set(counts.keys).union(allKinds)
  for kind in kinds where next.offset(of: kind) != start.offset(of: kind) + counts[kind, default: 0] {
    fatalError("round \(round): the next cursor \(next) does not count the page \(rows)")
  }
  guard next.ruleRow == start.ruleRow + rows.count else {
    fatalError("round \(round): the next cursor's rule row is not \(start.ruleRow) + \(rows.count)")
  }
}

/// Pages a decoded saved feed: appends, settles, takes a cursor, encodes the
/// feed and decodes it again.
func pageSaved(_ feed: inout SlotFeed<String, LiveItem>, using input: inout FuzzInput) {
  for kind in ["a", "b", "p", "u"] where input.chance(50) {
    let items = makeItems(kind, from: 0, count: input.within(0...8), using: &input)
    _ = feed.append(contentsOf: items, to: kind)
  }
  feed.settle(through: feed.settledCount + input.within(0...8))
  let cursor = feed.cursor(after: feed.count - 1)
  do {
    let data = try JSONEncoder().encode(feed)
    let decoded = try JSONDecoder().decode(SlotFeed<String, LiveItem>.self, from: data)
    guard Array(decoded) == Array(feed), decoded.cursor(after: decoded.count - 1) == cursor else {
      fatalError("a saved feed does not come back from its JSON")
    }
  } catch {
    fatalError("a feed that decoded does not encode and decode again: \(error)")
  }
}

/// A cursor's JSON built from drawn values: mostly hostile ones.
func hostileCursor(under layout: SlotLayout<String>, using input: inout FuzzInput) -> String {
  let limit = 1 << 48
  let interesting = [
    0, 1, 2, 3, 7, limit - 2, limit - 1, limit, limit + 1, Int.max, Int.max - 1, -1, Int.min,
  ]
  func value() -> Int {
    input.chance(60) ? interesting[input.below(interesting.count)] : input.within(0...40)
  }
  let kinds = ["a", "b", "c", "p", "u", "v"]
  var fields: [String] = [
    "\"version\":\(SavedJSON.cursorVersion)", "\"rulePosition\":\(value())",
    "\"slot\":\(value())",
  ]
  var offsets: [String] = []
  for kind in kinds where input.chance(50) { offsets.append("[\"\(kind)\",\(value())]") }
  fields.append("\"offsets\":[\(offsets.joined(separator: ","))]")
  if input.chance(50) { fields.append("\"ruleRow\":\(value())") }
  if input.chance(30) { fields.append("\"header\":true") }
  if input.chance(30) { fields.append("\"blocked\":true") }
  if input.chance(30) { fields.append("\"gapClosed\":true") }
  if input.chance(40) {
    let live = kinds.filter { _ in input.chance(40) }.map { "\"\($0)\"" }
    fields.append("\"live\":[\(live.joined(separator: ","))]")
  }
  if input.chance(50) {
    var states: [String] = []
    for kind in ["u", "v", "w", "a"] where input.chance(50) {
      var state = ["\"kind\":\"\(kind)\"", "\"count\":\(value())"]
      if input.chance(80) { state.append("\"last\":\(value())") }
      if input.chance(40) { state.append("\"groups\":{\"A\":\(value()),\"B\":\(value())}") }
      states.append("{\(state.joined(separator: ","))}")
    }
    fields.append("\"placements\":[\(states.joined(separator: ","))]")
  }
  switch input.below(3) {
  case 0:
    // The rules' own: the cursor must fit them.
    if let own = ownIdentity(of: layout) { fields += own }
  case 1:
    // Other rules': the feed re-anchors.
    if let other = ownIdentity(of: drawLayout(&input)) { fields += other }
  default:
    break
  }
  return "{\(fields.joined(separator: ","))}"
}

/// The `layout` and `kinds` fields of a cursor taken under `layout`.
func ownIdentity(of layout: SlotLayout<String>) -> [String]? {
  let cursor = SlotFeed<String, LiveItem>(layout: layout).cursor(after: -1)
  guard let data = try? JSONEncoder().encode(cursor),
    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let fingerprint = object["layout"] as? String, let kinds = object["kinds"] as? [String]
  else { return nil }
  let names = kinds.map { "\"\($0)\"" }.joined(separator: ",")
  return ["\"layout\":\"\(fingerprint)\"", "\"kinds\":[\(names)]"]
}
