#!/usr/bin/env bash
# I1 of Benchmarks/README.md: instructions per random read, counted by callgrind, for
# SlotCollection, the Slots class, the 2.0-style class and a plain [Int], and
# for W10's read with placements.
#
# Times drift on a shared machine; instruction counts do not. Run this before
# and after a change to the read path and compare the counts. The benchmark
# runs itself under `valgrind --tool=callgrind` twice a case, with two numbers
# of reads and everything else the same; the difference of the two totals,
# divided by the difference of the reads, is the cost of one read (the loop
# and the sum included).
#
# Usage: Scripts/instructions.sh [--quick] [other slots-benchmark options]
#
# Takes a few minutes at full size (--quick: smaller feeds, same counts to
# within a few instructions). Needs valgrind (Debian: apt-get install -y
# valgrind). Never part of CI's quick benchmark run.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || {
  echo "error: valgrind is missing (Debian: apt-get install -y valgrind)" >&2
  exit 1
}
swift build -c release --package-path Benchmarks --product slots-benchmark
"$(swift build -c release --package-path Benchmarks --show-bin-path)/slots-benchmark" \
  --filter I1 "$@"
