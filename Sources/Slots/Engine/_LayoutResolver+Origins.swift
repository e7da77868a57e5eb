//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

// Why a sequential row is where it is: the resolver asked again, with the
// functions that laid the row out, where its pass stood when the row came.
// Nothing here is on the path of an ordinary layout: a plan stores runs of
// passes, not the slots its rows came from, and only an explanation asks.

/// Where a sequential row came from: its list, slot and pass, and the pass's
/// `blocked` flag at that instant.
@usableFromInline
internal struct _SequentialOrigin: Hashable, Sendable {
  /// Whether the row came from the header pass.
  @usableFromInline internal var inHeader: Bool
  /// The slot of its list.
  @usableFromInline internal var slot: Int
  /// The pattern pass, counted from 0 at the first pattern pass the
  /// resolution plays; `nil` in the header.
  @usableFromInline internal var pass: Int?
  /// The kind the slot names.
  @usableFromInline internal var slotKind: Int
  /// The kind of the row: `slotKind`, or the fallback.
  @usableFromInline internal var kind: Int
  /// Whether an earlier slot of the pass had found its kind empty.
  @usableFromInline internal var blocked: Bool

  @inlinable
  internal init(inHeader: Bool, slot: Int, pass: Int?, slotKind: Int, kind: Int, blocked: Bool) {
    self.inHeader = inHeader
    self.slot = slot
    self.pass = pass
    self.slotKind = slotKind
    self.kind = kind
    self.blocked = blocked
  }
}

/// Where the sequential part ended: the list, slot and pass of the slot
/// whose kind was empty when the live repeatables ran out (the STOP of rule
/// 2 of the layout rules).
@usableFromInline
internal struct _SequentialStop: Hashable, Sendable {
  /// Whether the header pass stopped.
  @usableFromInline internal var inHeader: Bool
  /// The slot that stopped it.
  @usableFromInline internal var slot: Int
  /// The pattern pass, counted as in `_SequentialOrigin`; `nil` in the
  /// header.
  @usableFromInline internal var pass: Int?
  /// The kind of that slot, which had no item left.
  @usableFromInline internal var slotKind: Int

  @inlinable
  internal init(inHeader: Bool, slot: Int, pass: Int?, slotKind: Int) {
    self.inHeader = inHeader
    self.slot = slot
    self.pass = pass
    self.slotKind = slotKind
  }
}

extension _LayoutResolver {
  /// What `_locate(_:in:inHeader:from:blocked:mayRepeat:emitted:passes:)`
  /// found in one run.
  @usableFromInline
  internal enum _RunOutcome {
    case found(_SequentialOrigin)
    case stopped(_SequentialStop)
    case goesOn
  }

  /// Plays the sequential part as `playSequentialPart(capturingAfter:)`
  /// does, run by run, and returns where its sequential row `target`
  /// (counted from 0) came from, or, when it is shorter, where it stopped
  /// (`nil` when no pass played).
  ///
  /// - Complexity: That of resolving the rules, plus a pass played again.
  @inlinable
  internal mutating func _origin(
    ofSequentialItem target: Int
  ) -> (origin: _SequentialOrigin?, stop: _SequentialStop?) {
    var slot = start.slot
    var blocked = start.blocked
    var emitted = 0
    var passes = 0
    if start.inHeader && !rules.header.isEmpty {
      switch _locate(
        target, in: rules.header, inHeader: true, from: slot, blocked: blocked,
        mayRepeat: false, emitted: &emitted, passes: &passes)
      {
      case .found(let origin): return (origin, nil)
      case .stopped(let stop): return (nil, stop)
      case .goesOn: break
      }
      slot = 0
      blocked = false
    }
    var mayRepeat = !(slot > 0 || blocked)
    while true {
      let before = plan.entries.count
      switch _locate(
        target, in: rules.pattern, inHeader: false, from: slot, blocked: blocked,
        mayRepeat: mayRepeat, emitted: &emitted, passes: &passes)
      {
      case .found(let origin): return (origin, nil)
      case .stopped(let stop): return (nil, stop)
      case .goesOn: break
      }
      if mayRepeat && plan.entries.count == before { return (nil, nil) }
      slot = 0
      blocked = false
      mayRepeat = true
    }
  }

  /// Plays one run as `playRun(of:inHeader:from:blocked:mayRepeat:target:)`
  /// does; when sequential row `target` falls in it, plays its pass again,
  /// from a copy of the state before it, up to that row.
  @inlinable
  internal mutating func _locate(
    _ target: Int, in list: [Int], inHeader: Bool, from slot: Int, blocked: Bool,
    mayRepeat: Bool, emitted: inout Int, passes: inout Int
  ) -> _RunOutcome {
    let before = self
    let entryStart = plan.entries.count
    let outcome = playPass(over: list, from: slot, blocked: blocked, limit: Int.max)
    let width = plan.entries.count - entryStart
    let count =
      mayRepeat && !outcome.stopped && !outcome.changedRepeatables
      ? repeatCount(of: list, width: width) : 1
    let pass = inHeader ? nil : passes + count - 1
    if width > 0, target >= emitted, target < emitted + width * count {
      let inPass = (target - emitted) % width
      var replay = before
      let replayed = replay.playPass(
        over: list, from: slot, blocked: blocked, limit: inPass + 1)
      return .found(
        _SequentialOrigin(
          inHeader: inHeader, slot: replayed.lastSlot,
          pass: inHeader ? nil : passes + (target - emitted) / width,
          slotKind: list[replayed.lastSlot], kind: replay.plan.entries[entryStart + inPass].kind,
          blocked: replayed.blocked))
    }
    if outcome.stopped {
      // The stopping slot: the first, after the pass's last row, where
      // playing the pass again up to it stops.
      var stopSlot = list.count - 1
      for end in Swift.max(slot, outcome.lastSlot + 1)..<list.count {
        var replay = before
        if replay.playPass(
          over: Array(list[..<(end + 1)]), from: slot, blocked: blocked, limit: .max
        )
        .stopped {
          stopSlot = end
          break
        }
      }
      return .stopped(
        _SequentialStop(inHeader: inHeader, slot: stopSlot, pass: pass, slotKind: list[stopSlot]))
    }
    recordRun(of: list, from: entryStart, passes: count)
    emitted += width * count
    if !inHeader { passes += count }
    return .goesOn
  }
}
