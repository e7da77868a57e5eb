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

      Each kind of content comes from a source file: one JSON array for a file
      named *.json, JSON Lines (one value a line) for any other file and for
      standard input, or what --format-in says for every source. What a file
      holds never changes its format, so a file read again after it grew is
      read the same way.
      The feed is written as JSON Lines, one object an item:
        {"index":0,"kind":"style","offset":0,"item":{...}}
      where offset is the item's position in its source. Every input is read and
      checked before anything is written (see WHEN A RUN FAILS). With no
      arguments, slots shows a demo.

      USAGE: slots --pattern <kinds> --source <kind>=<file> ... [<options>]
             slots --rules <file> --source <kind>=<file> ... [<options>]

      OPTIONS:
      \(options)
      An option that takes a value takes one: given twice, it is an error,
      except those marked Repeatable.

      EXAMPLES:
        Three styles, then an ad; styles go on when the ads run out:
          slots --pattern style,style,style,ad --repeat style \\
                --source style=styles.jsonl --source ad=ads.json

        A banner first and a promo at positions 0 and 10, from rules in a file;
        the posts come from standard input; show rows 20 to 39 as a table:
          generate-posts | slots --rules feed.json --source post=- \\
                --source banner=banners.json --source promo=promos.jsonl \\
                --format table --offset 20 --limit 20

      PLACEMENTS:
        --place lays a kind over the rows that the other rules lay out, at a
        cadence of its own: at most one placed row between two of those rows,
        first at the rows that rows=<n>+<n>... lists (none by default), then
        at least every=<n> rows from one placed row to the next, never before
        row first=<n> (by default the first row listed, or every minus 1), at
        most limit=<n> rows, and two items of one group at least
        separation=<n> rows apart. A listed row, like first, is the earliest
        row an item may take; rows count from 0, placed rows included, as an
        ad placer's fixed positions do: rows=1+3,every=3 takes rows 1, 3, 6,
        9, and so on. Placements are tried in the order given: where two are
        due at the same place, the first takes it and the other the next
        place. Items are taken in the order of their source: a separation
        delays an item, never skips it. A placed kind is in no other rule
        (pattern, header, repeat, fixed, default). An item's group is its
        top-level string field that --group names (absent, or not a string: no
        group, never held back); without --group, a separation holds nothing
        back, and slots warns. An ad every 5 rows, two ads of one advertiser
        10 rows apart, a suggested-users card every 15 rows:
          slots --pattern post --repeat post --place ad:every=5,separation=10 \\
                --place user:every=15 --group ad=advertiser \\
                --source post=posts.jsonl --source ad=ads.jsonl \\
                --source user=users.jsonl
        In a rules file, which --place replaces whole:
          "placements": [{"kind": "ad", "every": 5, "separation": 10},
                         {"kind": "user", "every": 15}]
        and rows=1+3 as "rows": [1, 3].
        Placed rows are written as any row. Pages served with cursors keep the
        cadences, limits and separations, which the cursor carries.

      EXPLAINING:
        --explain writes with each row why it holds what it holds, in the terms
        of the rules: a "why" field in JSON Lines and JSON, a last column in a
        table. A row comes from a header slot, a pattern slot and pass (passes
        count from 0), a repeatable going on in a blocked pass, the default, a
        fixed position, or a placement, with the row it was due at and the
        field that set it, the separation that held it back and the placement
        that took its place first; on a page, passes count from the page's
        first row.
          {"index":7,"kind":"user",...,"why":"placement 1's row 0: due since
          row 5 (by first); its gap taken first by ad"}
        --why <kind> writes, instead of the rows, why the kind's next item is
        not in them: none left, a placement's limit, separation or cadence
        waiting for more rows, the layout stopping at a slot whose kind ran
        out, or no rule naming it.
          {"kind":"ad","why":"placement 0 took its limit"}
        Explaining costs a layout of the feed a row: use --limit on long feeds.

      PAGING WITH CURSORS:
        A feed can be served a page at a time, keeping nothing between runs.
        --limit n --cursor-file FILE writes the first n rows and then, once they
        are written, the cursor after the last one to FILE (replaced whole; a
        run that fails leaves it as it was). --after @FILE writes the rows that
        follow that cursor: the items it counts as served are skipped through
        the sources' index, never copied. Sources may grow between runs (append
        to them): rows served stay served, and new items join the rows ahead.
        The pages are those of one live feed settled a page at a time (the
        library's SlotFeed). With sources that do not grow, together they are
        the rows of one run without cursors, but for fixed positions of a kind
        that the header, pattern or default lay out too, which a live feed
        leaves out (slots warns). "index" counts rows from the top of the feed,
        "offset" items from the top of the source. A page with no rows keeps
        the cursor, and leaves a cursor file that holds it untouched: ask
        again later. The cursor is SlotCursor's Codable JSON, compact with
        sorted keys, and a line break, which a Swift server can read and write:
          {"kinds":["post","ad"],"layout":"cdd50751b8b29640","live":["post"],
           "offsets":[["ad",1],["post",3]],"rulePosition":4,"slot":0,"version":2}
        ("layout" and "kinds" name the rules it was taken under, as written:
        every kind, with a source or not, so a Swift server with the same
        rules writes the same cursor. After the rules change, the next page
        goes on from the items served, with a fresh pass of the new pattern.)
        A cursor may hold 64 MiB. The cursor file may not be an input
        or a standard stream: a path that names a source or the rules file
        (through links too, or as the same file), or standard output or error
        (/dev/stdout, /dev/fd/1, /proc/self/fd/1, or the file they go to) is a
        usage error (64), found before anything is read or written. The file
        of --after may be the cursor file. --offset cannot be used with
        cursors. A cursor that is not JSON, or is not a cursor, or does not
        fit the rules or the sources, is a usage error (64), with nothing on
        standard output. A shell loop that pages through a feed:

          feed="--rules feed.json --source post=posts.jsonl --source ad=ads.jsonl"
          slots $feed --limit 20 --cursor-file cursor.json > page.jsonl
          while [ -s page.jsonl ]; do
            serve page.jsonl          # whatever the pages are for
            slots $feed --limit 20 --after @cursor.json \\
                  --cursor-file cursor.json > page.jsonl || break
          done

      SEALED CURSORS:
        A cursor file is JSON that whoever holds it can edit. With --cursor-key
        FILE, the cursor file holds a sealed cursor instead: one line of
        URL-safe text with an HMAC-SHA-256 seal made with the key (the file's
        bytes, 32 to 64: head -c 32 /dev/urandom > FILE), and --after takes
        only a cursor sealed with that key. It is the library's
        SlotCursor.token(key:expiresAt:), so a Swift server with the same key
        can open it. --cursor-lifetime SECONDS (1 to 2^40) makes the sealed
        cursor expire.
        To change keys, give --cursor-key twice, the new key first: the first
        key seals, either verifies. A cursor that is forged, expired or not
        sealed is a usage error (64): nothing is written, and the cursor file
        is left as it was.

      WHEN A RUN FAILS:
        Every input is read and checked before the first row is written, so a
        run that fails writes nothing to standard output, with one exception: a
        source that changes, or cannot be read, while its items are being
        copied. slots reads a regular file twice (once to check and count its
        items, once to copy them) and compares its size and modification time
        before the first row and after every 64 KiB it reads again. When they
        differ, it stops with status 65, names the file, and standard output
        holds whole rows only: the rows written before (a row longer than 64 KiB
        may be cut), never bytes from the changed file. A note on standard error
        says how many rows were written; in --format json the array is left
        open. A change that keeps both size and modification time is not seen.
        Standard input and pipes are copied first, so they cannot change.

      LIMITS AND COSTS:
        - Arrays and objects may nest 512 deep.
        - A rules file may hold 16 MiB; it is read into memory, and values of
          unknown keys are skipped without being built. Kind names take their
          bytes and 12 bytes each; in a feed laid out whole, kinds without a
          source that only the pattern and header name are merged into one
          (a page with a cursor keeps them, as its cursor names them).
        - Each source keeps one open file while slots runs, so the number of
          sources is bounded by the open-file limit (ulimit -n).
        - Standard input and other streams are copied to an unlinked temporary
          file in $TMPDIR (or /tmp) so that they can be read twice: the copy
          takes as much disk as the stream. Nothing is written before a stream
          ends: one that never ends keeps slots waiting, and one that fills the
          disk stops slots with status 66. A stream can feed one input only
          ('-' and /dev/stdin are the same stream).
        - A UTF-8 byte order mark is not JSON: it is rejected, and named.
        - Line and column numbers in messages count lines and bytes, from 1.
        - File and kind names are taken as bytes. In JSON output, a byte of a
          kind name that is not UTF-8 is written as a lone surrogate, \\uDC80
          to \\uDCFF; messages and tables show it as \\xHH.
        - Memory stays flat whatever the size of the sources: about 8 bytes per
          1,024 items, plus the layout of the rules.
        - With --group, each item of every kind laid out takes 8 bytes (with
          cursors, only the items a page is given), and each distinct group its
          name once; the grouped kinds' items are read once more, each group
          at most 4096 bytes of JSON text.

      EXIT STATUS:
          0  success
         64  bad usage: the command line is wrong, or the cursor of --after is
             malformed, forged, expired or does not fit the rules or the
             sources
         65  a source or the rules are malformed, or a source changed while
             slots read it
         66  a file is missing or cannot be read, or a stream cannot be copied
             to a temporary file
         74  the output cannot be written (and nothing else), or the cursor
             file cannot
        141  (128 + SIGPIPE, in the shell) the reader of standard output closed
             it early, as head does; slots ends at once, without a message

      INSTALLING:
        From a clone of the package, build with the Swift runtime inside the
        binary, so that it runs without the toolchain:
          swift build -c release --product slots --static-swift-stdlib
        then copy the binary to a directory on PATH:
          install .build/release/slots /usr/local/bin/
        (swift build -c release --show-bin-path prints where it is.) Without
        --static-swift-stdlib on Linux, the binary loads the Swift runtime from
        the toolchain's folder, and stops if that moves or is missing.

      """
  }
}
