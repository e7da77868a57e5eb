//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// The kit's generator of random rules and source sizes: every random test,
/// and the fuzzer, draws its configurations here.
///
/// Each draw covers every layout rule and its corners: an empty pattern
/// now and then; a header, present but empty or long; repeatables that
/// name kinds outside the pattern and a kind that has no source; fixed
/// positions that are negative, far past the end, at the extremes of `Int`,
/// or of pattern kinds (which never apply); a fallback; and kinds that are
/// absent, present but empty, or large.
///
/// The kinds come in three groups, so that the rules can name kinds in each
/// role: ``patternKinds`` (a configuration's pattern uses a prefix of them),
/// ``otherKinds`` (the header, fixed positions and fallback only), and the
/// ``unknownKind`` (only repeatables name it, and no source has it at
/// first).
///
///     var random = SeededRandom(seed: 3)
///     let rules = RandomRules.letters.rules(using: &random)
///     let counts = RandomRules.letters.counts(using: &random)
///     naiveLayout(rules, counts: counts)
///
/// The sizes are parameters, so that the tests stay quick and the fuzzer
/// reaches further: ``largestSource`` and ``longestList``.
///
/// Where a draw chooses between a common case and a rare one, a draw of zero
/// gives the common case: the fuzzer's input reads as zeros past its end, so
/// that short inputs decode to ordinary configurations.
public struct RandomRules<Kind: Hashable & Sendable>: Sendable {
  /// The kinds a pattern draws from; each configuration uses a prefix.
  public var patternKinds: [Kind]
  /// Kinds that only the header, fixed positions and fallback name.
  public var otherKinds: [Kind]
  /// A kind that only repeatables (and the mutations' new sources) name.
  public var unknownKind: Kind
  /// Kinds that only placements name; drawn only when placements are asked
  /// for (``rules(using:withPlacements:)``).
  public var placedKinds: [Kind]
  /// The most items a source has (drawn for one configuration in five).
  public var largestSource: Int
  /// The longest pattern or header (drawn for one in ten).
  public var longestList: Int

  /// Creates a generator.
  ///
  /// - Parameters:
  ///   - patternKinds: The kinds a pattern draws from; at least one.
  ///   - otherKinds: Kinds that only the header, fixed positions and
  ///     fallback name; at least one.
  ///   - unknownKind: A kind that only repeatables name.
  ///   - placedKinds: Kinds that only placements name.
  ///   - largestSource: The most items a source has; at least 9.
  ///   - longestList: The longest pattern or header; at least 7.
  public init(
    patternKinds: [Kind], otherKinds: [Kind], unknownKind: Kind, placedKinds: [Kind] = [],
    largestSource: Int = 60, longestList: Int = 16
  ) {
    precondition(!patternKinds.isEmpty && !otherKinds.isEmpty)
    precondition(largestSource >= 9 && longestList >= 7)
    self.patternKinds = patternKinds
    self.otherKinds = otherKinds
    self.unknownKind = unknownKind
    self.placedKinds = placedKinds
    self.largestSource = largestSource
    self.longestList = longestList
  }

  /// The kinds that can have a source at first: ``patternKinds``, then
  /// ``otherKinds``.
  public var sourceKinds: [Kind] { patternKinds + otherKinds }

  /// Every kind the generator names: ``sourceKinds``, then ``unknownKind``
  /// (not ``placedKinds``, so that the draws without placements stay as
  /// they were).
  public var allKinds: [Kind] { sourceKinds + [unknownKind] }

  /// Every kind the generator names when placements are drawn:
  /// ``allKinds``, then ``placedKinds``.
  public var allKindsWithPlacements: [Kind] { allKinds + placedKinds }

  // MARK: - Whole configurations

  /// Draws rules that use every rule now and then.
  ///
  /// - Parameter random: The source of the draws.
  /// - Returns: Rules over the generator's kinds.
  public func rules<R: RandomSource>(using random: inout R) -> NaiveRules<Kind> {
    let kinds = kindsInPlay(using: &random)
    return NaiveRules(
      pattern: pattern(of: kinds, using: &random),
      header: header(of: kinds, using: &random),
      repeatables: repeatables(of: kinds, using: &random),
      fixed: fixed(using: &random),
      fallback: fallback(using: &random))
  }

  /// Draws rules that use every rule now and then, and, when asked for,
  /// placements over them (``placements(over:using:)``).
  ///
  /// Without placements, the draws are those of ``rules(using:)``: a seed
  /// replays as it did before placements existed.
  ///
  /// - Parameters:
  ///   - random: The source of the draws.
  ///   - withPlacements: Whether to draw placements too.
  /// - Returns: Rules over the generator's kinds.
  public func rules<R: RandomSource>(
    using random: inout R, withPlacements: Bool
  ) -> NaiveRules<Kind> {
    var rules = rules(using: &random)
    if withPlacements { rules.placements = placements(over: rules, using: &random) }
    return rules
  }

  /// Draws the sizes of the sources and, when asked for, of the sources of
  /// ``placedKinds`` (each absent one time in five, up to 12 items, or up
  /// to ``largestSource`` one time in five).
  ///
  /// Without placements, the draws are those of ``counts(using:)``.
  ///
  /// - Parameters:
  ///   - random: The source of the draws.
  ///   - withPlacements: Whether to draw the placed kinds' sizes too.
  /// - Returns: The number of items of each present kind.
  public func counts<R: RandomSource>(
    using random: inout R, withPlacements: Bool
  ) -> [Kind: Int] {
    var counts = counts(using: &random)
    guard withPlacements else { return counts }
    for kind in placedKinds where random.chance(80) {
      counts[kind] = random.within(0...(random.chance(80) ? 12 : largestSource))
    }
    return counts
  }

  /// Draws zero to three placements over kinds that `rules` does not name:
  /// mostly ``placedKinds``, one time in four a kind of ``allKinds`` that
  /// the rules leave unnamed (so that a kind can move between the main
  /// rules and the placements when the rules change). Each has `every`
  /// from 1 to 8; `first` left to its default half the time, otherwise 0
  /// to 10; a limit of 0 to 6 one time in four; a separation of 1 to 8 one
  /// time in three; and listed rows one time in four
  /// (``rows(drawnWith:)``).
  ///
  /// - Parameters:
  ///   - rules: The main rules the placements go with.
  ///   - random: The source of the draws.
  /// - Returns: Placements, in priority order.
  public func placements<R: RandomSource>(
    over rules: NaiveRules<Kind>, using random: inout R
  ) -> [NaivePlacement<Kind>] {
    var named = Set(rules.pattern + (rules.header ?? []) + (rules.repeatables ?? []))
    named.formUnion((rules.fixed ?? [:]).values)
    if let fallback = rules.fallback { named.insert(fallback) }
    var placements: [NaivePlacement<Kind>] = []
    for _ in 0..<random.within(0...3) {
      let candidates =
        random.chance(75) || placedKinds.isEmpty
        ? placedKinds.filter { !named.contains($0) }
        : allKinds.filter { !named.contains($0) }
      guard !candidates.isEmpty else { break }
      let kind = random.element(of: candidates)
      named.insert(kind)
      let every = random.within(1...8)
      let first = random.chance(50) ? nil : random.within(0...10)
      let limit = random.chance(25) ? random.within(0...6) : nil
      let separation = random.chance(33) ? random.within(1...8) : 0
      placements.append(
        NaivePlacement(
          kind: kind,
          rows: Self.rows(
            drawnWith: [placements.count, every, first ?? -1, limit ?? -1, separation]),
          every: every, first: first, limit: limit, separation: separation))
    }
    return placements
  }

  /// Draws the listed rows of a placement whose other fields drew
  /// `values`: none three times in four, otherwise one to four rows, the
  /// first from 0 to 6 and each 1 to 5 after the one before.
  ///
  /// The draws come from a generator seeded by `values`, not from the
  /// caller's: rows came after the other fields, and drawing them this way
  /// leaves every other draw of a seed as it was before them.
  ///
  /// - Parameter values: The placement's other draws, and its index.
  /// - Returns: Rows, strictly increasing, each at least 0.
  public static func rows(drawnWith values: [Int]) -> [Int] {
    var seed: UInt64 = 0x524F_5753  // "ROWS"
    for value in values { seed = seed &* 0x100_0000_01B3 ^ UInt64(bitPattern: Int64(value)) }
    var random = SeededRandom(seed: seed)
    guard random.chance(25) else { return [] }
    var rows = [random.within(0...6)]
    for _ in 1..<random.within(1...4) { rows.append(rows.last! + random.within(1...5)) }
    return rows
  }

  /// Draws the sizes of the sources: each kind of ``sourceKinds`` is absent
  /// one time in five; the sizes are small, or, for one configuration in
  /// five, up to ``largestSource``.
  ///
  /// - Parameter random: The source of the draws.
  /// - Returns: The number of items of each present kind.
  public func counts<R: RandomSource>(using random: inout R) -> [Kind: Int] {
    let largest = random.chance(80) ? 8 : largestSource
    var counts: [Kind: Int] = [:]
    for kind in sourceKinds where random.chance(80) {
      counts[kind] = random.within(0...largest)
    }
    return counts
  }

  // MARK: - One rule at a time

  /// Draws the pattern kinds one configuration uses: a prefix of
  /// ``patternKinds``, at least one.
  ///
  /// - Parameter random: The source of the draws.
  /// - Returns: The kinds in play.
  public func kindsInPlay<R: RandomSource>(using random: inout R) -> ArraySlice<Kind> {
    patternKinds.prefix(random.within(1...patternKinds.count))
  }

  /// Draws a pattern of `kinds`: empty one time in twenty, mostly up to six
  /// long, sometimes up to ``longestList``.
  ///
  /// - Parameters:
  ///   - kinds: The kinds in play.
  ///   - random: The source of the draws.
  /// - Returns: A pattern.
  public func pattern<R: RandomSource>(
    of kinds: ArraySlice<Kind>, using random: inout R
  ) -> [Kind] {
    guard random.chance(95) else { return [] }
    return (0..<length(from: 1, using: &random)).map { _ in random.element(of: kinds) }
  }

  /// Draws a header, or `nil` half the time: mostly up to four long (and
  /// sometimes empty), sometimes up to ``longestList``; one entry in four
  /// is of any kind that can have a source, the rest of `kinds`.
  ///
  /// - Parameters:
  ///   - kinds: The kinds in play.
  ///   - random: The source of the draws.
  /// - Returns: A header, or `nil`.
  public func header<R: RandomSource>(
    of kinds: ArraySlice<Kind>, using random: inout R
  ) -> [Kind]? {
    guard random.chance(50) else { return nil }
    return (0..<length(from: 0, using: &random)).map { _ in
      random.chance(75) ? random.element(of: kinds) : random.element(of: sourceKinds)
    }
  }

  /// Draws repeatables, or `nil` one time in three: some of `kinds`, and
  /// sometimes the ``unknownKind`` or one of ``otherKinds``, which are in
  /// no pattern.
  ///
  /// - Parameters:
  ///   - kinds: The kinds in play.
  ///   - random: The source of the draws.
  /// - Returns: Repeatables, or `nil`.
  public func repeatables<R: RandomSource>(
    of kinds: ArraySlice<Kind>, using random: inout R
  ) -> [Kind]? {
    guard random.chance(67) else { return nil }
    var repeatables = random.subset(of: kinds, percent: 50)
    if random.chance(50) { repeatables.append(unknownKind) }
    if random.chance(20) { repeatables.append(random.element(of: otherKinds)) }
    return repeatables
  }

  /// Draws fixed positions, or `nil` half the time: mostly up to four, of
  /// any kind that can have a source, at ``fixedPosition(using:)``.
  ///
  /// - Parameter random: The source of the draws.
  /// - Returns: Fixed positions, or `nil`.
  public func fixed<R: RandomSource>(using random: inout R) -> [Int: Kind]? {
    guard random.chance(50) else { return nil }
    var fixed: [Int: Kind] = [:]
    for _ in 0..<(random.chance(90) ? random.within(0...4) : random.within(5...12)) {
      fixed[fixedPosition(using: &random)] = random.element(of: sourceKinds)
    }
    return fixed
  }

  /// Draws a fixed position: mostly near the start of a feed, sometimes
  /// negative, far past the end, or at the extremes of `Int`.
  ///
  /// - Parameter random: The source of the draws.
  /// - Returns: A position.
  public func fixedPosition<R: RandomSource>(using random: inout R) -> Int {
    switch random.below(16) {
    case 0..<13: return random.within(0...25)
    case 13: return random.within(-3 ... -1)
    case 14: return random.within(26...(largestSource * 8))
    default:
      let extremes = [Int.max, Int.max - 1, Int.min, Int.min + 1, 1 << 40, -(1 << 40)]
      return random.element(of: extremes)
    }
  }

  /// Draws a fallback one time in four: any kind that can have a source.
  ///
  /// - Parameter random: The source of the draws.
  /// - Returns: A fallback, or `nil`.
  public func fallback<R: RandomSource>(using random: inout R) -> Kind? {
    random.chance(75) ? nil : random.element(of: sourceKinds)
  }

  /// Draws the length of a pattern or header: mostly up to six, one time in
  /// ten up to ``longestList``.
  private func length<R: RandomSource>(from shortest: Int, using random: inout R) -> Int {
    random.chance(90) ? random.within(shortest...6) : random.within(7...longestList)
  }
}

extension RandomRules<String> {
  /// Kinds that read well in failure messages: `a` to `e` for patterns, `p`
  /// and `q` for the other roles, `z` as the unknown kind, `u` to `w` for
  /// placements; sources of up to
  /// 60 items, patterns and headers of up to 16 entries.
  public static var letters: Self {
    RandomRules(
      patternKinds: ["a", "b", "c", "d", "e"], otherKinds: ["p", "q"], unknownKind: "z",
      placedKinds: ["u", "v", "w"])
  }
}

extension RandomRules<Int> {
  /// Kinds that cost little to hash: `0` to `5` for patterns, `6` to `8`
  /// for the other roles, `9` as the unknown kind, `10` to `12` for
  /// placements; sources of up to 60
  /// items, patterns and headers of up to 16 entries.
  public static var numbers: Self {
    RandomRules(
      patternKinds: Array(0..<6), otherKinds: [6, 7, 8], unknownKind: 9, placedKinds: [10, 11, 12])
  }
}
