//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A ``SlotLayout`` translated to kind identifiers, with everything that does
/// not depend on the sources worked out once.
@usableFromInline
internal struct _LayoutRules: Sendable {
  /// The pattern, as kind identifiers.
  @usableFromInline
  internal var pattern: [Int]

  /// The header, as kind identifiers.
  @usableFromInline
  internal var header: [Int]

  /// The distinct kinds of the pattern that start out as live repeatables
  /// (empty while a fallback is set).
  @usableFromInline
  internal var repeatables: [Int]

  /// The fallback kind's identifier, or `-1` for none.
  @usableFromInline
  internal var fallback: Int

  /// The fixed entries that can ever apply (position at least zero, kind not in
  /// the pattern), in ascending order of position.
  @usableFromInline
  internal var fixed: [(position: Int, kind: Int)]

  /// Rules that lay out nothing.
  @inlinable
  internal init() {
    pattern = []
    header = []
    repeatables = []
    fallback = -1
    fixed = []
  }

  /// Translates `layout`, numbering its kinds in `table`.
  ///
  /// - Complexity: O(*r* log *r*), where *r* is the size of the rules.
  @inlinable
  internal init<Kind>(_ layout: SlotLayout<Kind>, table: inout _KindTable<Kind>) {
    pattern = layout.pattern.map { table.intern($0) }
    header = layout.header.map { table.intern($0) }
    fallback = layout.fallback.map { table.intern($0) } ?? -1
    var seen = Set<Int>()
    var inPattern = Set<Int>()
    repeatables = []
    for (kind, identifier) in zip(layout.pattern, pattern) {
      inPattern.insert(identifier)
      if fallback < 0, layout.repeatables.contains(kind), seen.insert(identifier).inserted {
        repeatables.append(identifier)
      }
    }
    fixed = []
    for (position, kind) in layout.fixed where position >= 0 {
      let identifier = table.intern(kind)
      if !inPattern.contains(identifier) {
        fixed.append((position, identifier))
      }
    }
    fixed.sort { $0.position < $1.position }
  }
}
