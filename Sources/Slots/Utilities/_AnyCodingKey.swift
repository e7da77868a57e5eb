//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A coding key made of any string or index.
internal struct _AnyCodingKey: CodingKey {
  internal var stringValue: String
  internal var intValue: Int?

  internal init(stringValue: String) {
    self.stringValue = stringValue
  }

  internal init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }
}
