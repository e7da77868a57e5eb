//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension _EncodedForm {
  /// A coding key made of a string or an index.
  internal struct _Key: CodingKey {
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
}
