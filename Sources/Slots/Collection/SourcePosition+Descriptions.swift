//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SourcePosition: CustomStringConvertible {
  /// The kind and offset, written `kind#offset`, as in `post#3`.
  ///
  /// - Complexity: O(1), beyond describing the kind.
  public var description: String { "\(kind)#\(offset)" }
}
