//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension Demo {
  /// A picture of the Slots 2.0 README's "At a Glance" example.
  struct Picture: CustomStringConvertible {
    var number: Int
    var description: String { "Picture(\(number))" }
  }
}
