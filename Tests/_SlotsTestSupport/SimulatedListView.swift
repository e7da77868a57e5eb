//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A list view on a test bench: one section of rows, kept to the rules that
/// `UITableView` and `UICollectionView` enforce in a batch update, with a
/// screen that shows some of the rows. The tests run the recipes of the
/// articles against it, as an app would run them against UIKit.
///
/// The view keeps its own copy of the rows, as UIKit does, and reads its
/// data source only when it must: at its first layout, after
/// ``reloadData()``, at the start of a batch update whose layout is not
/// current, and at the end of every batch update.
///
/// ## What makes a batch update valid
///
/// The calls inside ``performBatchUpdates(_:_:)`` describe one step from
/// the rows the view holds (*old*) to the rows the data source gives when
/// the closure returns (*new*), as UIKit reads them:
///
/// - Deletions and reloads name rows by their position in *old*; insertions
///   name positions in *new*; a move goes from a position in *old* to a
///   position in *new*. The order of the calls in the closure does not
///   matter, and one call's positions are not shifted by another's.
/// - Every position lies in its list: a deletion, reload or move source in
///   `0 ..< old.count`, an insertion or move target in `0 ..< new.count`.
/// - No old position is deleted twice, reloaded twice, moved twice, both
///   deleted and moved, or reloaded and also deleted or moved (UIKit
///   reloads a row by deleting and inserting it). No new position is
///   inserted twice, the target of two moves, or both.
/// - The counts agree: `new.count == old.count - deletions + insertions`;
///   moves inside the one section change no count.
/// - A reconfiguration (`reconfigureRows(at:)`, iOS 15) keeps a row's cell
///   and shows its new contents. UIKit does not say which positions it
///   reads when other changes share the batch, so here it must come alone,
///   where old and new positions agree, and name a row that keeps its
///   identity.
///
/// After a valid batch the view works out its new rows without asking the
/// data source, except where UIKit asks it: the rows that stay keep their
/// order and their old contents (a move carries a cell, it does not refresh
/// it), and inserted, reloaded and reconfigured rows are read from *new*.
/// Those rows must equal *new*, identity and contents, or the screen shows
/// stale or wrong rows: that too is an invalid update. A batch that breaks a
/// rule is recorded in ``invalidUpdates`` (UIKit raises an exception), and
/// the view reloads to go on.
///
/// A batch update whose layout is not current first reloads the view from
/// the data source, as UIKit does: if the app has already changed the data
/// source before the batch, the batch is then applied to the new rows and
/// the counts disagree. This is why a recipe changes its model *inside*
/// the closure.
///
/// ## The screen
///
/// Rows have one height, so the screen shows the positions
/// `firstVisibleRow ..< firstVisibleRow + visibleRowCount`. A batch update
/// keeps the first visible position, as UIKit keeps the content offset, but
/// never past the end: the screen stays full when the rows can fill it.
/// A change to what the screen shows is a *visible change*, and it is
/// recorded in ``visibleChanges`` when nobody asked for it:
///
/// - For an ``Cause/arrival`` (new items, new rules), every screen slot that
///   showed a row must show the same row, with the same contents, after the
///   batch: the reader's rows neither change nor shift.
/// - For an ``Cause/edit(of:)`` (hide, edit, pull to refresh), no visible row
///   other than the edited ones may be deleted, moved, reloaded or
///   reconfigured, and no row other than the edited ones may be inserted on
///   screen. The rows below a hidden row move up, as they must.
/// - For a ``Cause/layout`` (a list laid out again from its first row),
///   nothing is recorded.
///
/// ## Display
///
/// The view calls ``willDisplay`` for each row that comes on screen, at its
/// next layout pass (``layoutIfNeeded()``): after a scroll, which lays out
/// at once, and at the end of the turn in which a batch update brought rows
/// on screen. Between the batch and that pass, a row is on screen that the
/// app has not been told of. At the same pass it calls ``didEndDisplaying``
/// for each row that left the screen, at its position then (a deleted row
/// at the one it had at the pass before), and on a reload for every row on
/// screen.
///
///     let view = SimulatedListView<Int, String>(visibleRowCount: 10) { rows }
///     view.layoutIfNeeded()
///     view.performBatchUpdates(.arrival) {
///         rows.append(.init(identity: 9, contents: "new"))
///         view.insertRows(at: [rows.count - 1])
///     }
///     view.invalidUpdates  // []
public final class SimulatedListView<Identity: Hashable, Contents: Equatable> {
  /// A row: what it is and what it shows.
  public struct Row: Equatable, CustomStringConvertible {
    /// The item the row shows, which a change must keep to keep the row.
    public var identity: Identity
    /// What the row shows of it.
    public var contents: Contents

    /// Creates a row.
    public init(identity: Identity, contents: Contents) {
      self.identity = identity
      self.contents = contents
    }

    /// The identity and the contents.
    public var description: String { "\(identity)=\(contents)" }
  }

  /// Why a batch update happens.
  public enum Cause {
    /// Items or rules arrived: the reader asked for nothing.
    case arrival
    /// The reader edited these rows (a hidden, edited or prepended row).
    case edit(of: Set<Identity>)
    /// The rows were laid out again from the first, as a `SlotCollection`
    /// lays them out: any row may change, and only the rules of the batch
    /// are checked.
    case layout
  }

  /// The calls made inside one batch update.
  private struct Batch {
    var deletions: [Int] = []
    var insertions: [Int] = []
    var moves: [(from: Int, to: Int)] = []
    var reloads: [Int] = []
    var reconfigurations: [Int] = []
  }

  /// The view's data source: every row, in order.
  public var dataSource: () -> [Row]
  /// Called for each row that comes on screen, with its position.
  public var willDisplay: ((Int) -> Void)?
  /// Called for each row that leaves the screen, with its position: where
  /// it is, or, for a deleted row, where it was when last laid out, as
  /// UIKit's `didEndDisplaying` gives it.
  public var didEndDisplaying: ((Int) -> Void)?
  /// Called when the screen moves, before the rows are laid out.
  public var didScroll: (() -> Void)?

  /// The rows as the view holds them.
  public private(set) var rows: [Row] = []
  /// The position shown in the screen's first slot.
  public private(set) var firstVisibleRow = 0
  /// How many rows the screen shows.
  public let visibleRowCount: Int
  /// A description of each batch update that broke a rule or left the
  /// view showing other rows than its data source.
  public private(set) var invalidUpdates: [String] = []
  /// A description of each change to a visible row that its cause did not
  /// ask for.
  public private(set) var visibleChanges: [String] = []
  /// The number of batch updates performed.
  public private(set) var batchUpdateCount = 0
  /// The number of rows reported through ``willDisplay``.
  public private(set) var displayCount = 0

  private var layoutIsCurrent = false
  /// The rows on screen at the last layout pass, with their positions.
  private var displayed: [Identity: Int] = [:]
  private var batch: Batch?

  /// Creates a view with a screen of `visibleRowCount` rows. Like a new
  /// table view, it reads its data source at its first layout.
  ///
  /// - Parameters:
  ///   - visibleRowCount: How many rows the screen shows; at least one.
  ///   - dataSource: Returns the rows the view should show.
  public init(visibleRowCount: Int, dataSource: @escaping () -> [Row]) {
    precondition(visibleRowCount > 0, "A screen shows at least one row")
    self.visibleRowCount = visibleRowCount
    self.dataSource = dataSource
  }

  /// The positions on screen, after laying out if the layout is not
  /// current, as `indexPathsForVisibleRows` does.
  public func indexPathsForVisibleRows() -> Range<Int> {
    layoutIfNeeded()
    return visibleRows
  }

  /// The positions on screen as the view holds them now.
  private var visibleRows: Range<Int> {
    firstVisibleRow..<min(firstVisibleRow + visibleRowCount, rows.count)
  }

  /// Forgets the rows: the next layout or batch update reads them again.
  public func reloadData() {
    layoutIsCurrent = false
    endDisplayingAll()
  }

  /// Ends the display of every row on screen, as a reload does.
  private func endDisplayingAll() {
    let ended = displayed.values.sorted()
    displayed = [:]
    for position in ended { didEndDisplaying?(position) }
  }

  /// Lays out: reads the data source if the view was reloaded, and calls
  /// ``willDisplay`` for each row that came on screen since the last pass.
  public func layoutIfNeeded() {
    if !layoutIsCurrent {
      rows = dataSource()
      layoutIsCurrent = true
      clampScreen()
    }
    let fresh = visibleRows.filter { displayed[rows[$0].identity] == nil }
    var shown: [Identity: Int] = [:]
    for position in visibleRows { shown[rows[position].identity] = position }
    let left = displayed.filter { shown[$0.key] == nil }
    displayed = shown
    if let didEndDisplaying, !left.isEmpty {
      var positions: [Identity: Int] = [:]
      for (position, row) in rows.enumerated() where left[row.identity] != nil {
        positions[row.identity] = position
      }
      for (identity, old) in left.sorted(by: { $0.value < $1.value }) {
        didEndDisplaying(positions[identity] ?? old)
      }
    }
    for position in fresh {
      displayCount += 1
      willDisplay?(position)
    }
  }

  /// Moves the screen so that its first slot shows `position` (kept within
  /// the rows), tells ``didScroll`` and lays out.
  public func scroll(toFirstVisibleRow position: Int) {
    layoutIfNeeded()
    firstVisibleRow = position
    clampScreen()
    didScroll?()
    layoutIfNeeded()
  }

  /// Keeps the screen within the rows, full when they can fill it.
  private func clampScreen() {
    firstVisibleRow = max(0, min(firstVisibleRow, rows.count - visibleRowCount))
  }

  // MARK: - Batch updates

  /// Deletes the rows at these positions of the old rows.
  public func deleteRows(at positions: [Int]) {
    precondition(batch != nil, "deleteRows(at:) outside performBatchUpdates")
    batch!.deletions += positions
  }

  /// Inserts rows at these positions of the new rows.
  public func insertRows(at positions: [Int]) {
    precondition(batch != nil, "insertRows(at:) outside performBatchUpdates")
    batch!.insertions += positions
  }

  /// Moves the row at a position of the old rows to a position of the new.
  public func moveRow(at from: Int, to destination: Int) {
    precondition(batch != nil, "moveRow(at:to:) outside performBatchUpdates")
    batch!.moves.append((from, destination))
  }

  /// Reloads the rows at these positions of the old rows: new cells, read
  /// from the data source.
  public func reloadRows(at positions: [Int]) {
    precondition(batch != nil, "reloadRows(at:) outside performBatchUpdates")
    batch!.reloads += positions
  }

  /// Shows the data source's new contents in the cells of these rows.
  public func reconfigureRows(at positions: [Int]) {
    precondition(batch != nil, "reconfigureRows(at:) outside performBatchUpdates")
    batch!.reconfigurations += positions
  }

  /// Performs the calls that `updates` makes as one batch update, checks
  /// it against the rules (see the type's discussion) and records what
  /// breaks them and what the screen shows that `cause` did not ask for.
  ///
  /// - Parameters:
  ///   - cause: Why the rows change.
  ///   - updates: Changes the data source and names the changed rows.
  public func performBatchUpdates(_ cause: Cause, _ updates: () -> Void) {
    _ = perform(cause, updates)
  }

  /// Why the batch updates made through
  /// ``performBatchUpdates(_:completion:)`` happen: a test sets it before
  /// the change it drives, since UIKit's signature has no room for it.
  public var nextBatchCause: Cause = .arrival

  /// Performs the calls that `updates` makes as one batch update, with
  /// `UITableView`'s and `UICollectionView`'s own signature: an optional,
  /// hence escaping, closure, so that code written here compiles against
  /// UIKit. The cause is ``nextBatchCause``; `completion` is called at the
  /// end with whether the batch was valid.
  ///
  ///     view.nextBatchCause = .arrival
  ///     view.performBatchUpdates({ self.rows = newRows; view.insertRows(at: [7]) })
  ///
  /// - Parameters:
  ///   - updates: Changes the data source and names the changed rows.
  ///   - completion: Called after the batch.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let valid = perform(nextBatchCause, updates ?? {})
    completion?(valid)
  }

  /// Performs a batch update and returns whether it was valid.
  private func perform(_ cause: Cause, _ updates: () -> Void) -> Bool {
    precondition(batch == nil, "Batch updates do not nest here")
    batchUpdateCount += 1
    if !layoutIsCurrent {
      rows = dataSource()
      layoutIsCurrent = true
      clampScreen()
    }
    batch = Batch()
    updates()
    let calls = batch!
    batch = nil
    let old = rows
    let new = dataSource()
    let label = "batch \(batchUpdateCount) (\(describe(calls)))"
    if let broken = brokenRule(calls, oldCount: old.count, newCount: new.count, new: new) {
      invalidUpdates.append("\(label): \(broken)")
      resynchronize(with: new)
      return false
    }
    let result = applying(calls, to: old, new: new)
    if let position = result.indices.first(where: { result[$0] != new[$0] }) {
      invalidUpdates.append(
        "\(label): the view shows \(result[position]) at row \(position), "
          + "the data source \(new[position])")
      resynchronize(with: new)
      return false
    }
    let oldFirst = firstVisibleRow
    rows = result
    clampScreen()
    recordVisibleChanges(
      of: calls, cause: cause, old: old, oldFirst: oldFirst, label: label)
    return true
  }

  /// Takes the data source's rows after a broken batch, as a crash and a
  /// relaunch would.
  private func resynchronize(with new: [Row]) {
    rows = new
    clampScreen()
    endDisplayingAll()
  }

  /// The first rule that `calls` breaks, if any.
  private func brokenRule(_ calls: Batch, oldCount: Int, newCount: Int, new: [Row]) -> String? {
    let sources = calls.moves.map(\.from)
    let targets = calls.moves.map(\.to)
    for (name, positions, count) in [
      ("deletion", calls.deletions, oldCount), ("reload", calls.reloads, oldCount),
      ("move source", sources, oldCount), ("reconfiguration", calls.reconfigurations, oldCount),
      ("insertion", calls.insertions, newCount), ("move target", targets, newCount),
    ] {
      if let bad = positions.first(where: { $0 < 0 || $0 >= count }) {
        return "\(name) \(bad) out of range 0..<\(count)"
      }
    }
    func twice(_ positions: [Int]) -> Int? {
      var seen = Set<Int>()
      return positions.first { !seen.insert($0).inserted }
    }
    if let position = twice(calls.deletions + sources + calls.reloads) {
      return "old row \(position) deleted, moved or reloaded twice"
    }
    if let position = twice(calls.insertions + targets) {
      return "new row \(position) inserted or moved to twice"
    }
    let expected = oldCount - calls.deletions.count + calls.insertions.count
    guard newCount == expected else {
      return "invalid number of rows: \(newCount) after the update, \(oldCount) before, "
        + "\(calls.insertions.count) inserted, \(calls.deletions.count) deleted"
    }
    if !calls.reconfigurations.isEmpty {
      let alone =
        calls.deletions.isEmpty && calls.insertions.isEmpty && calls.moves.isEmpty
        && calls.reloads.isEmpty
      guard alone, twice(calls.reconfigurations) == nil else {
        return "reconfigurations share the batch with other changes"
      }
      if let position = calls.reconfigurations.first(where: {
        rows[$0].identity != new[$0].identity
      }) {
        return "row \(position) reconfigured to another item, \(new[position])"
      }
    }
    return nil
  }

  /// The rows the view shows after a valid batch: stayed and moved rows
  /// from `old`, inserted, reloaded and reconfigured rows from `new`.
  private func applying(_ calls: Batch, to old: [Row], new: [Row]) -> [Row] {
    var result = [Row?](repeating: nil, count: new.count)
    for position in calls.insertions { result[position] = new[position] }
    for move in calls.moves { result[move.to] = old[move.from] }
    var leaves = Set(calls.deletions)
    leaves.formUnion(calls.moves.map(\.from))
    let reloaded = Set(calls.reloads)
    var slot = 0
    for position in old.indices where !leaves.contains(position) {
      while result[slot] != nil { slot += 1 }
      result[slot] = reloaded.contains(position) ? new[slot] : old[position]
    }
    for position in calls.reconfigurations {
      result[position]!.contents = new[position].contents
    }
    return result.map { $0! }
  }

  /// Records the visible changes of a valid batch that `cause` did not ask
  /// for.
  private func recordVisibleChanges(
    of calls: Batch, cause: Cause, old: [Row], oldFirst: Int, label: String
  ) {
    switch cause {
    case .layout:
      return
    case .arrival:
      for slot in 0..<visibleRowCount where oldFirst + slot < old.count {
        let before = old[oldFirst + slot]
        let position = firstVisibleRow + slot
        let after = position < rows.count ? rows[position] : nil
        if after != before {
          visibleChanges.append(
            "\(label): an arrival changed screen slot \(slot) from \(before) to "
              + (after.map { "\($0)" } ?? "nothing"))
        }
      }
    case .edit(let edited):
      let oldScreen = oldFirst..<min(oldFirst + visibleRowCount, old.count)
      let touchedOld =
        calls.deletions + calls.moves.map(\.from) + calls.reloads + calls.reconfigurations
      for position in touchedOld where oldScreen.contains(position) {
        if !edited.contains(old[position].identity) {
          visibleChanges.append("\(label): an edit changed visible row \(old[position])")
        }
      }
      for position in calls.insertions + calls.moves.map(\.to)
      where visibleRows.contains(position) && !edited.contains(rows[position].identity) {
        visibleChanges.append("\(label): an edit put \(rows[position]) on screen")
      }
    }
  }

  /// The calls, for messages.
  private func describe(_ calls: Batch) -> String {
    var parts: [String] = []
    if !calls.deletions.isEmpty { parts.append("delete \(calls.deletions)") }
    if !calls.insertions.isEmpty { parts.append("insert \(calls.insertions)") }
    if !calls.moves.isEmpty {
      parts.append("move " + calls.moves.map { "\($0.from)->\($0.to)" }.joined(separator: " "))
    }
    if !calls.reloads.isEmpty { parts.append("reload \(calls.reloads)") }
    if !calls.reconfigurations.isEmpty { parts.append("reconfigure \(calls.reconfigurations)") }
    return parts.isEmpty ? "empty" : parts.joined(separator: ", ")
  }
}
