//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotCollection: CustomStringConvertible {
  /// A textual representation of the feed's items, as an array's.
  ///
  ///     Array(feed).description == feed.description  // true
  ///
  /// - Complexity: O(*n*), where *n* is the number of items in the feed.
  public var description: String {
    var result = "["
    var first = true
    for element in self {
      if !first { result += ", " }
      first = false
      debugPrint(element, terminator: "", to: &result)
    }
    return result + "]"
  }
}

extension SlotCollection: CustomDebugStringConvertible {
  /// A textual representation of the feed for debugging: its type, then each
  /// item with the kind and offset it comes from.
  ///
  ///     // SlotCollection<String, Int>([post#0: 10, ad#0: 99])
  ///
  /// - Complexity: O(*n* (log *s* + log *f*)), where *n* is the number of
  ///   items in the feed, *s* the number of runs of identical passes and *f*
  ///   the number of fixed items.
  public var debugDescription: String {
    var result = "SlotCollection<\(Kind.self), \(Element.self)>(["
    for position in indices {
      if position > 0 { result += ", " }
      result += "\(sourcePosition(at: position)): "
      debugPrint(self[position], terminator: "", to: &result)
    }
    return result + "])"
  }
}
