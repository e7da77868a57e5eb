//===----------------------------------------------------------------------===//
//
// This source file is part of the Slots open source project.
// Licensed under the MIT license; see LICENSE for details.
//
//===----------------------------------------------------------------------===//

extension SlotsCommand {
  /// The text of `--help`.
  static var help: String {
    let width = 26
    var options = ""
    for option in Arguments.options {
      let names = option.names.joined(separator: ", ")
      let label = "  " + names + (option.valueName.map { " " + $0 } ?? "")
      var lines = option.help.split(separator: "\n").map(String.init)
      let padding = String(repeating: " ", count: width)
      if label.count < width - 1 {
        options += label + String(repeating: " ", count: width - label.count) + lines.removeFirst()
      } else {
        options += label
      }
      options += "\n"
      for line in lines { options += padding + line + "\n" }
    }
    return """
      OVERVIEW: Compose a mixed feed from JSON files, laid out by a pattern.

      Each kind of content comes from a source file, a JSON array or JSON Lines.
      The feed is written as JSON Lines, one object an item:
        {"index":0,"kind":"style","offset":0,"item":{...}}
      where offset is the item's position in its source. Every input is read and
      checked before anything is written. With no arguments, slots shows a demo.

      USAGE: slots --pattern <kinds> --source <kind>=<file> ... [<options>]
             slots --rules <file> --source <kind>=<file> ... [<options>]

      OPTIONS:
      \(options)
      EXAMPLES:
        Three styles, then an ad; styles go on when the ads run out:
          slots --pattern style,style,style,ad --repeat style \\
                --source style=styles.jsonl --source ad=ads.json

        A banner first and a promo at positions 0 and 10, from rules in a file;
        the posts come from standard input; show rows 20 to 39 as a table:
          generate-posts | slots --rules feed.json --source post=- \\
                --source banner=banners.json --source promo=promos.jsonl \\
                --format table --offset 20 --limit 20

      EXIT STATUS:
        0 success, 64 bad usage, 65 malformed source or rules, 66 missing or
        unreadable file, 74 output error.

      """
  }
}
