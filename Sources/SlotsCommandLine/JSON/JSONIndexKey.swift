//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The coding key of an element of an array: its index.
struct JSONIndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { intValue.map(String.init) ?? "" }

  init(_ index: Int) {
    intValue = index
  }

  init?(intValue: Int) {
    self.intValue = intValue
  }

  init?(stringValue: String) {
    guard let index = Int(stringValue) else { return nil }
    intValue = index
  }
}

/// The coding key of `superEncoder()` and `superDecoder()`: `super`.
struct JSONSuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }

  init() {}

  init?(intValue: Int) { nil }

  init?(stringValue: String) {
    guard stringValue == "super" else { return nil }
  }
}
