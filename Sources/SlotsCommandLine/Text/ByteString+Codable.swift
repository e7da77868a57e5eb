//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension ByteString: Codable {
  /// Encodes the string as a string.
  ///
  /// `JSONValueEncoder` writes the bytes themselves; other encoders, which
  /// take a `String`, get the bytes with invalid UTF-8 repaired.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(repairedString)
  }

  /// Decodes the string from a string.
  ///
  /// `JSONValueDecoder` reads the bytes themselves, escaped bytes
  /// included; other decoders give a `String`, whose UTF-8 is taken.
  init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }
}
