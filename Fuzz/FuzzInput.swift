//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The fuzzer's input bytes, read as a source of random draws, so that the
/// fuzzer draws its rules and mutations with the tests' own generators
/// (`RandomRules`, `FeedModel.randomMutation`).
///
/// Every byte string decodes to something valid. A draw below 256 takes one
/// byte, so that libFuzzer's changes to the input map onto small changes of
/// the configuration; larger draws take two or eight. Past the end, bytes
/// read as zeros, which the generators take as their common case, so that
/// short inputs are small, ordinary configurations.
struct FuzzInput: RandomSource {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Whether every byte has been read.
  var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or zero past the end.
  mutating func byte() -> UInt64 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return UInt64(bytes[index])
  }

  /// A number in `0 ..< bound`, from as few bytes as cover the bound.
  mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "A random draw needs a positive bound")
    let width = bound <= 1 << 8 ? 1 : bound <= 1 << 16 ? 2 : 8
    var value: UInt64 = 0
    for _ in 0..<width { value = value << 8 | byte() }
    return Int(value % UInt64(bound))
  }
}
