//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The largest count, offset or row a value from outside may hold (2⁴⁸):
/// far beyond any feed that fits in memory, and far enough below `Int.max`
/// that laying out rows from it cannot overflow.
@inlinable
internal var _countLimit: Int { 1 << 48 }

extension DecodingError {
  /// The error for data that decodes but cannot be.
  internal static func _impossible(
    _ codingPath: [any CodingKey], _ message: String, underlying: (any Error)? = nil
  ) -> DecodingError {
    .dataCorrupted(
      Context(codingPath: codingPath, debugDescription: message, underlyingError: underlying))
  }

  /// Returns `value` if it is a count in `0 ... _countLimit`, the range of a
  /// cursor's values: far beyond any feed, and far enough below `Int.max`
  /// that laying out rows from it cannot overflow.
  internal static func _checkCount(
    _ value: Int, _ what: String, at codingPath: [any CodingKey]
  ) throws -> Int {
    guard value >= 0 else { throw _impossible(codingPath, "a negative \(what)") }
    guard value <= _countLimit else {
      throw _impossible(codingPath, "\(what) \(value) is too large")
    }
    return value
  }
}

extension KeyedDecodingContainer {
  /// Decodes a count, as `DecodingError._checkCount` checks it.
  internal func _decodeCount(forKey key: Key, _ what: String) throws -> Int {
    try DecodingError._checkCount(decode(Int.self, forKey: key), what, at: codingPath + [key])
  }

  /// Throws unless the key `version` says the data is in format `version`.
  internal func _checkFormatVersion(_ version: Int, of type: String, forKey key: Key) throws {
    let found = try decodeIfPresent(Int.self, forKey: key)
    guard found != version else { return }
    throw DecodingError._impossible(
      codingPath + [key],
      "unsupported format version \(found.map(String.init) ?? "1 (no \"version\")") of "
        + "\(type): this library reads version \(version)")
  }
}
