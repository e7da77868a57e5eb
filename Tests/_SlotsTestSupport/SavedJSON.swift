//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

import Foundation
import Slots

/// The JSON of a cursor or a saved feed as a test writes it by hand, with
/// the version of its format that the library writes: the tests, the fuzzer
/// and the benchmarks build such JSON here, so that none of them writes a
/// version number, and each format's number changes in the library alone.
///
///     SavedJSON.cursor(#""offsets":[],"rulePosition":0,"slot":0"#)
///     // {"offsets":[],"rulePosition":0,"slot":0,"version":…}, the library's version
///
/// The version comes last, where an encoder that sorts keys writes it, so
/// that the same call gives a fixture to decode and the bytes an encoder is
/// expected to write.
public enum SavedJSON {
  /// The version of the cursor's format, as `SlotCursor`'s `Codable`
  /// conformance writes it.
  public static let cursorVersion = writtenVersion(
    of: SlotFeed<String, String>(layout: SlotLayout(pattern: ["a"])).cursor(after: -1))

  /// The version of the saved feed's format, as `SlotFeed`'s `Codable`
  /// conformance writes it: numbered apart from the cursor's.
  public static let feedVersion = writtenVersion(
    of: SlotFeed<String, String>(layout: SlotLayout(pattern: ["a"])))

  /// A cursor's JSON: the members given, then the version.
  ///
  /// - Parameters:
  ///   - members: The members of the object but the version, separated by
  ///     commas, without braces; may be empty.
  ///   - version: The version to write; by default, the library's.
  /// - Returns: The JSON object.
  public static func cursor(_ members: String, version: Int = cursorVersion) -> String {
    object(members, version: version)
  }

  /// A saved feed's JSON: the members given, then the version.
  ///
  /// - Parameters:
  ///   - members: The members of the object but the version, separated by
  ///     commas, without braces; may be empty.
  ///   - version: The version to write; by default, the library's.
  /// - Returns: The JSON object.
  public static func feed(_ members: String, version: Int = feedVersion) -> String {
    object(members, version: version)
  }

  private static func object(_ members: String, version: Int) -> String {
    "{" + members + (members.isEmpty ? "" : ",") + #""version":\#(version)}"#
  }

  /// The version that the library writes for `value`.
  private static func writtenVersion(of value: some Encodable) -> Int {
    guard let data = try? JSONEncoder().encode(value),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let version = object["version"] as? Int
    else { fatalError("the library writes no version for \(type(of: value))") }
    return version
  }
}
