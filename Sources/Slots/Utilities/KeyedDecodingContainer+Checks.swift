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

extension KeyedDecodingContainer {
  /// The error for the value at `key`, which decodes but cannot be.
  internal func _impossible(_ key: Key, _ message: String, _ underlying: (any Error)? = nil)
    -> DecodingError
  {
    .dataCorrupted(
      .init(codingPath: codingPath + [key], debugDescription: message, underlyingError: underlying))
  }

  /// Returns `value`, read at `key`, if it is a count in `0 ... _countLimit`.
  internal func _checkCount(_ value: Int, _ what: String, at key: Key) throws -> Int {
    guard value >= 0 else { throw _impossible(key, "a negative \(what)") }
    guard value <= _countLimit else { throw _impossible(key, "\(what) \(value) is too large") }
    return value
  }

  /// Decodes a count, as `_checkCount(_:_:at:)` checks it.
  internal func _decodeCount(forKey key: Key, _ what: String) throws -> Int {
    try _checkCount(decode(Int.self, forKey: key), what, at: key)
  }

  /// Throws unless the key `version` says the data is in format `version`.
  internal func _checkFormatVersion(_ version: Int, of type: String, forKey key: Key) throws {
    let found = try decodeIfPresent(Int.self, forKey: key)
    guard found != version else { return }
    throw _impossible(
      key,
      "unsupported format version \(found.map(String.init) ?? "1 (no \"version\")") of "
        + "\(type): this library reads version \(version)")
  }
}
