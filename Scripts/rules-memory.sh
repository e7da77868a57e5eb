#!/usr/bin/env bash
# Measures the peak resident memory of `slots --rules` on rules files of the
# largest size read (16 MiB) in the shapes that cost the most memory a byte,
# against the bounds Documentation/CommandLineTool.md states. Each file is
# read twice: laid out whole (`--limit 10`), within 4 times the file's size
# plus 32 MiB; and as the first page of a live feed (`--limit 10
# --cursor-file`), which keeps and names every kind of the rules as written,
# within 40 times the file's size plus 32 MiB. CI runs it on the release
# build that the install check makes.
#
# Usage: Scripts/rules-memory.sh [slots-executable [work-directory]]
#
# Without an executable, builds one with `swift build -c release`. Prints
# one line a shape and run; exits with status 1 when a run goes past the
# bound or fails. Needs Linux, awk and GNU time (Debian: apt-get install -y
# time).
set -euo pipefail
cd "$(dirname "$0")/.."

slots=${1:-}
work=${2:-"${TMPDIR:-/tmp}/slots-rules-memory"}
if [ -z "$slots" ]; then
  swift build -c release --product slots >&2
  slots="$(swift build -c release --show-bin-path)/slots"
fi
for tool in /usr/bin/time awk; do
  command -v "$tool" >/dev/null || {
    echo "error: $tool is missing (Debian: apt-get install -y time)" >&2
    exit 1
  }
done
mkdir -p "$work"

# The largest rules file read, less room for the closing brackets.
size=$((16 * 1024 * 1024 - 64))

# Writes the shape $1 to the file $2, at most $size bytes.
generate() {
  awk -v shape="$1" -v size="$size" '
    function base36(n,   s) {
      s = ""
      do { s = substr("0123456789abcdefghijklmnopqrstuvwxyz", n % 36 + 1, 1) s; n = int(n / 36) } while (n > 0)
      return s
    }
    function hex(n) { return sprintf("%08x", (n * 2654435761) % 4294967296) }
    # Writes entries made by entry(kind, i) between opening and closing, up to the size.
    function fill(opening, closing, kind,   written, i, e, separator) {
      printf "%s", opening
      written = length(opening) + length(closing)
      for (i = 0; ; i++) {
        e = entry(kind, i)
        separator = i == 0 ? "" : ","
        if (written + length(separator) + length(e) > size) break
        printf "%s%s", separator, e
        written += length(separator) + length(e)
      }
      printf "%s\n", closing
    }
    function entry(kind, i,   s) {
      if (kind == "short") return "\"" base36(i) "\""
      if (kind == "hex") return "\"" hex(i) "\""
      if (kind == "same") return "\"a\""
      if (kind == "long") return "\"" sprintf("%0990d", i) "\""
      if (kind == "fixed") return "\"" i "\":\"" base36(i) "\""
      if (kind == "placement") return "{\"kind\":\"" base36(i) "\",\"every\":" (i % 9 + 2) "}"
      if (kind == "unknown") return "\"" base36(i) "\":0"
      if (kind == "number") return "0"
      if (kind == "nested") {
        s = ""
        for (d = 0; d < 510; d++) s = s "["
        for (d = 0; d < 510; d++) s = s "]"
        return s
      }
    }
    BEGIN {
      if (shape == "unique-short-kinds") fill("{\"pattern\":[\"_\",", "]}", "short")
      else if (shape == "unique-hex-kinds") fill("{\"pattern\":[\"_\",", "]}", "hex")
      else if (shape == "unique-long-kinds") fill("{\"pattern\":[\"_\",", "]}", "long")
      else if (shape == "one-kind-repeated") fill("{\"pattern\":[\"_\",", "]}", "same")
      else if (shape == "unique-header") fill("{\"pattern\":[\"_\"],\"header\":[", "]}", "short")
      else if (shape == "unique-repeatables") fill("{\"pattern\":[\"_\"],\"repeatables\":[", "]}", "short")
      else if (shape == "unique-fixed") fill("{\"pattern\":[\"_\"],\"fixed\":{", "}}", "fixed")
      else if (shape == "unique-placements") fill("{\"pattern\":[\"_\"],\"placements\":[", "]}", "placement")
      else if (shape == "unknown-keys") fill("{\"pattern\":[\"_\"],", "}", "unknown")
      else if (shape == "deep-nesting") fill("{\"pattern\":[\"_\"],\"x\":[", "]}", "nested")
      else if (shape == "one-unknown-array") fill("{\"pattern\":[\"_\"],\"x\":[", "]}", "number")
      else if (shape == "one-long-kind") {
        printf "{\"pattern\":[\"_\",\""
        for (i = 0; i + 1000 < size - 20; i += 1000) printf "%s", sprintf("%01000d", 0)
        printf "\"]}\n"
      }
    }' >"$2"
}

shapes="unique-short-kinds unique-hex-kinds unique-long-kinds one-kind-repeated unique-header
  unique-repeatables unique-fixed unique-placements unknown-keys one-unknown-array deep-nesting
  one-long-kind"
# Items for the kind "_", which every pattern starts with and base-36 names
# never are.
printf '%s\n' "1" "2" "3" >"$work/items.jsonl"
status=0
printf '%-20s %-6s %8s %9s %9s %6s\n' shape run "file MB" "peak MB" "bound MB" ratio
for shape in $shapes; do
  file="$work/$shape.json"
  [ -s "$file" ] || generate "$shape" "$file"
  bytes=$(wc -c <"$file")
  for run in whole page; do
    # In KiB: the bounds of Documentation/CommandLineTool.md.
    if [ "$run" = whole ]; then
      bound=$((4 * bytes / 1024 + 32 * 1024))
    else
      bound=$((40 * bytes / 1024 + 32 * 1024))
    fi
    options=(--rules "$file" --source "_=$work/items.jsonl" --limit 10)
    [ "$run" = page ] && options+=(--cursor-file "$work/cursor.json")
    rm -f "$work/cursor.json"
    if ! /usr/bin/time -f "%M" -o "$work/time.txt" "$slots" "${options[@]}" \
      >/dev/null 2>"$work/errors.txt"; then
      echo "error: $shape ($run) failed: $(head -c 300 "$work/errors.txt")" >&2
      status=1
    fi
    peak=$(tail -n 1 "$work/time.txt")
    verdict=ok
    if [ "$peak" -gt "$bound" ]; then
      verdict=OVER
      status=1
    fi
    awk -v s="$shape" -v r="$run" -v b="$bytes" -v p="$peak" -v l="$bound" -v v="$verdict" \
      'BEGIN { printf "%-20s %-6s %8.1f %9.1f %9.1f %5.1fx %s\n", s, r, b / 1048576, p / 1024, l / 1024, p * 1024 / b, v }'
  done
done
exit $status
