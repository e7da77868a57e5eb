//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Arguments {
  /// A `--group KIND=FIELD`: the items of `kind` take their group from their
  /// top-level string field `field`.
  struct Group: Equatable {
    /// The kind whose items are grouped.
    var kind: ByteString
    /// The name of the items' field that holds the group, as the JSON key
    /// reads once decoded.
    var field: ByteString
  }
}
