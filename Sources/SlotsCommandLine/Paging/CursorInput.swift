//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//
import Slots

/// The cursor that `--after` gives: the cursor, the kinds it names, and
/// how messages name it.
struct CursorInput {
  /// The cursor.
  var cursor: SlotCursor<ByteString>
  /// The kinds the cursor names, in the order its JSON names them.
  var namedKinds: [ByteString]
  /// The cursor as messages name it: "the cursor of '--after'", or "the
  /// cursor in 'cursor.json'".
  var name: String
}
