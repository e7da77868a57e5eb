//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

/// A position in a validated source, from which its items are copied one
/// after another.
///
/// The cursor reads the source through a buffer of its own and finds where an
/// item ends by following strings and brackets only: the source was validated
/// when it was indexed, so there is nothing left to check. An item of JSON
/// Lines is copied from its first byte to its last as written, but for
/// carriage returns between its tokens, which are left out; an element of an array is copied without
/// the whitespace between its tokens, so that it fits on one line of output.
///
/// An item may be larger than the buffer; it is copied in pieces.
final class ItemCursor {
  /// The size of the buffer, in bytes.
  static let bufferSize = 1 << 16

  /// The source read.
  let file: SourceFile
  /// The source's format.
  let format: SourceIndex.Format
  private let buffer: UnsafeMutableRawBufferPointer
  /// The offset in the source of the buffer's first byte.
  private var bufferStart = 0
  /// The number of bytes in the buffer.
  private var bufferCount = 0
  /// The position in the buffer of the next byte to read.
  private var position = 0
  /// The number of the item that the next copy copies.
  private(set) var nextItem = 0
  /// When the cursor was last used, for choosing one to move.
  var lastUse = 0

  /// Creates a cursor at the first byte of `file`, before its first item.
  init(file: SourceFile, format: SourceIndex.Format) {
    self.file = file
    self.format = format
    buffer = .allocate(byteCount: ItemCursor.bufferSize, alignment: 16)
  }

  deinit { buffer.deallocate() }

  /// Moves the cursor to the start of an item.
  ///
  /// - Parameters:
  ///   - item: The number of the item.
  ///   - offset: The offset of the item's first byte, or of whitespace before
  ///     it, in the source.
  func move(toItem item: Int, atOffset offset: Int) {
    bufferStart = offset
    bufferCount = 0
    position = 0
    nextItem = item
  }

  /// Copies the next item into `sink`, and moves past it.
  ///
  /// - Throws: ``CommandError`` when the source cannot be read or ends before
  ///   the item does, which happens when it changed after it was validated.
  func copyItem<Sink: ItemSink>(into sink: inout Sink) throws(CommandError) {
    let keepsWhitespace = format == .jsonLines
    var started = false
    var inString = false
    var escaped = false
    var depth = 0
    while true {
      if position == bufferCount {
        bufferStart += bufferCount
        position = 0
        bufferCount = try file.read(into: buffer, at: bufferStart)
        if bufferCount == 0 {
          // Only a number or a literal on the last line may end at the end.
          guard started && !inString && depth == 0 && keepsWhitespace else {
            throw CommandError.changed(file: file.name, "it ends inside item \(nextItem)")
          }
          nextItem += 1
          return
        }
      }
      let end = bufferCount
      var i = position
      var runStart = i
      var done = false
      scanning: while i < end {
        if inString {
          if escaped {
            escaped = false
            i &+= 1
          }
          while i < end && buffer[i] != .quote && buffer[i] != .backslash { i &+= 1 }
          if i == end { break scanning }
          if buffer[i] == .backslash { escaped = true } else { inString = false }
          i &+= 1
          continue
        }
        let byte = buffer[i]
        if !started {
          if byte.isJSONWhitespace {
            i &+= 1
            runStart = i
            continue
          }
          started = true
        }
        switch byte {
        case .quote:
          inString = true
        case .openBracket, .openBrace:
          depth &+= 1
        case .closeBracket, .closeBrace:
          if depth == 0 {
            // The end of the array that holds the items.
            done = true
            break scanning
          }
          depth &-= 1
        case .comma where depth == 0:
          done = true
          break scanning
        case .space, .tab, .carriageReturn, .lineFeed:
          if keepsWhitespace {
            if depth == 0 {
              done = true
              break scanning
            }
            if byte == .carriageReturn {
              // Kept, it would end the output's line for readers that
              // split lines at carriage returns.
              if i > runStart {
                sink.append(UnsafeRawBufferPointer(rebasing: buffer[runStart..<i]))
              }
              runStart = i &+ 1
            }
          } else {
            if i > runStart {
              sink.append(UnsafeRawBufferPointer(rebasing: buffer[runStart..<i]))
            }
            runStart = i &+ 1
          }
        default:
          break
        }
        i &+= 1
      }
      if i > runStart {
        sink.append(UnsafeRawBufferPointer(rebasing: buffer[runStart..<i]))
      }
      if done {
        // Step over the comma between two elements; anything else that ends
        // an item is read again by the next item as whitespace or a bracket.
        position = i < end && buffer[i] == .comma ? i &+ 1 : i
        nextItem += 1
        return
      }
      position = i
    }
  }
}
