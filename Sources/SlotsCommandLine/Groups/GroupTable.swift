//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The groups read so far, one ``ItemGroup`` a name, so that items of one
/// group share it.
///
///     let table = GroupTable()
///     table.group(named: Array("acme".utf8)) === table.group(named: Array("acme".utf8))
///     // true
///
/// The table keeps each distinct name once: reading the groups of a million
/// ads by 40 advertisers keeps 40 names.
final class GroupTable {
  private var groups: [String: ItemGroup] = [:]

  /// Creates an empty table.
  init() {}

  /// The number of distinct groups.
  var count: Int { groups.count }

  /// The group of the given name, in UTF-8 (invalid bytes are repaired as
  /// `String` repairs them), made now when the table does not have it.
  ///
  /// - Complexity: O(*n*) for a name of *n* bytes, on average.
  func group(named bytes: [UInt8]) -> ItemGroup {
    let name = String(decoding: bytes, as: UTF8.self)
    if let group = groups[name] { return group }
    let group = ItemGroup(name: name)
    groups[name] = group
    return group
  }
}
