//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension ByteString {
  /// The integer that the text writes in decimal digits, after a minus
  /// sign or none, or why it writes none: not such an integer (a plus
  /// sign, a space, a digit missing), or one out of the range of `Int`.
  ///
  ///     ByteString("-12").integer  // .success(-12)
  ///     ByteString("+5").integer   // .failure(.notAnInteger)
  ///
  /// Every integer the command line and the rules' placements give is read
  /// here, so that `--limit +5` is refused as `--limit 5x` is.
  var integer: Result<Int, IntegerProblem> {
    let digits = bytes.first == .minus ? bytes.dropFirst() : bytes[...]
    guard !digits.isEmpty, digits.allSatisfy(\.isDigit) else { return .failure(.notAnInteger) }
    guard let value = Int(repairedString) else { return .failure(.outOfRange) }
    return .success(value)
  }

  /// Why a text is not an integer.
  enum IntegerProblem: Error, Equatable {
    /// Not an integer in decimal digits, with a minus sign or none.
    case notAnInteger
    /// An integer too large for `Int`, in magnitude.
    case outOfRange
  }
}
