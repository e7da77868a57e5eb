//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// An encoder that turns an `Encodable` value into a ``_CompactValue``,
/// keeping keys in the order the value's `encode(to:)` writes them.
///
///     let bytes = try _CompactEncoder.encode(cursor).bytes
internal final class _CompactEncoder: Encoder {
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// Where the value goes.
  private let node: _Node

  private init(codingPath: [any CodingKey], node: _Node) {
    self.codingPath = codingPath
    self.node = node
  }

  /// Returns the compact form of `value`.
  ///
  /// - Throws: What the value's `encode(to:)` throws.
  internal static func encode(_ value: some Encodable) throws -> _CompactValue {
    let node = _Node()
    try _CompactEncoder(codingPath: [], node: node).encodeValue(value)
    return node.value
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(_Keyed<Key>(codingPath: codingPath, node: node.asKeyed()))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    _Unkeyed(codingPath: codingPath, node: node.asList())
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    _Single(encoder: self)
  }

  /// Encodes `value` at this encoder's place: a number, a string or a
  /// Boolean directly, anything else by its `encode(to:)`.
  fileprivate func encodeValue<T: Encodable>(_ value: T) throws {
    if let primitive = Self.primitive(value) {
      node.content = .value(primitive)
    } else {
      try value.encode(to: self)
    }
  }

  /// The compact form of a Boolean, number or string; `nil` for any other
  /// value.
  private static func primitive(_ value: Any) -> _CompactValue? {
    switch value {
    case let value as Bool: return .bool(value)
    case let value as String: return .string(value)
    case let value as Double: return .double(value.bitPattern)
    case let value as Float: return .double(Double(value).bitPattern)
    case let value as Int: return integer(value)
    case let value as Int8: return integer(value)
    case let value as Int16: return integer(value)
    case let value as Int32: return integer(value)
    case let value as Int64: return integer(value)
    case let value as UInt: return integer(value)
    case let value as UInt8: return integer(value)
    case let value as UInt16: return integer(value)
    case let value as UInt32: return integer(value)
    case let value as UInt64: return integer(value)
    default: return nil
    }
  }

  private static func integer(_ value: some BinaryInteger) -> _CompactValue {
    value < 0
      ? .negative(UInt64(truncatingIfNeeded: -1 - Int64(value)))
      : .nonNegative(UInt64(value))
  }
}

extension _CompactEncoder {
  /// A value being encoded; containers add to it as they are written.
  fileprivate final class _Node {
    enum Content {
      case empty
      case value(_CompactValue)
      case list([_Node])
      case keyed([(key: String, node: _Node)])
    }
    var content = Content.empty

    /// The value as written so far; nothing written is null.
    var value: _CompactValue {
      switch content {
      case .empty: .null
      case .value(let value): value
      case .list(let nodes): .list(nodes.map(\.value))
      case .keyed(let entries): .keyed(entries.map { ($0.key, $0.node.value) })
      }
    }

    /// Makes the node keyed, unless it is already.
    func asKeyed() -> _Node {
      if case .keyed = content {} else { content = .keyed([]) }
      return self
    }

    /// Makes the node a list, unless it is already.
    func asList() -> _Node {
      if case .list = content {} else { content = .list([]) }
      return self
    }

    /// Adds a node under `key`, in the place of one there already.
    func child(forKey key: String) -> _Node {
      let child = _Node()
      guard case .keyed(var entries) = content else { return child }
      content = .empty
      if let i = entries.firstIndex(where: { $0.key == key }) {
        entries[i].node = child
      } else {
        entries.append((key, child))
      }
      content = .keyed(entries)
      return child
    }

    /// Adds a node at the end of the list.
    func appendedChild() -> _Node {
      let child = _Node()
      guard case .list(var nodes) = content else { return child }
      content = .empty
      nodes.append(child)
      content = .list(nodes)
      return child
    }

    /// The number of values in the list.
    var count: Int {
      if case .list(let nodes) = content { nodes.count } else { 0 }
    }
  }

  private struct _Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let codingPath: [any CodingKey]
    let node: _Node

    private func encoder(forKey key: Key) -> _CompactEncoder {
      _CompactEncoder(codingPath: codingPath + [key], node: node.child(forKey: key.stringValue))
    }

    mutating func encodeNil(forKey key: Key) throws {
      node.child(forKey: key.stringValue).content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      try encoder(forKey: key).encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      encoder(forKey: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      encoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      _CompactEncoder(codingPath: codingPath, node: node.child(forKey: "super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      encoder(forKey: key)
    }
  }

  private struct _Unkeyed: UnkeyedEncodingContainer {
    let codingPath: [any CodingKey]
    let node: _Node
    var count: Int { node.count }

    private func nextEncoder() -> _CompactEncoder {
      let index = _IndexKey(intValue: count)
      return _CompactEncoder(codingPath: codingPath + [index], node: node.appendedChild())
    }

    mutating func encodeNil() throws {
      node.appendedChild().content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
      try nextEncoder().encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
      nextEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      nextEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      nextEncoder()
    }
  }

  private struct _Single: SingleValueEncodingContainer {
    let encoder: _CompactEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws {
      encoder.node.content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
      try encoder.encodeValue(value)
    }
  }
}

/// The coding key of a place in a list.
internal struct _IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}
