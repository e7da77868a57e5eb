//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotFeed: CustomStringConvertible {
  /// A textual representation of the feed's rows, as an array's.
  ///
  ///     Array(feed).description == feed.description  // true
  ///
  /// - Complexity: O(*n* log *n*), where *n* is the number of rows.
  public var description: String {
    var result = "["
    for position in indices {
      if position > 0 { result += ", " }
      debugPrint(self[position], terminator: "", to: &result)
    }
    return result + "]"
  }
}

extension SlotFeed: CustomDebugStringConvertible {
  /// A textual representation of the feed for debugging: its type, then
  /// each row with its kind, and a bar between the settled rows and the
  /// tail.
  ///
  ///     // SlotFeed<String, Int>([post: 10, post: 11 | ad: 99])
  ///
  /// - Complexity: O(*n* log *n*), where *n* is the number of rows.
  public var debugDescription: String {
    var result = "SlotFeed<\(Kind.self), \(Element.self)>(["
    let settled = settledCount
    for position in indices {
      if position > 0 { result += position == settled ? " | " : ", " }
      result += "\(kind(at: position)): "
      debugPrint(self[position], terminator: "", to: &result)
    }
    if settled == count && settled > 0 { result += " |" }
    return result + "])"
  }
}
