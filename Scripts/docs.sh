#!/usr/bin/env bash
# Builds the DocC catalog of the Slots library into .build/docs, with warnings
# as errors, and fails when a public symbol has no documentation comment.
#
#   bash Scripts/docs.sh
#
# Uses the toolchain's `docc` directly (no package plugin): the package
# manager dumps the public symbol graphs, then `docc convert` turns them and
# the catalog into a documentation archive.
set -euo pipefail
cd "$(dirname "$0")/.."

graphs=.build/symbol-graphs
output=.build/docs
rm -rf "$graphs" "$output"
mkdir -p "$graphs"

# Dumping extracts the graphs afresh even when the build is up to date.
swift package dump-symbol-graph --minimum-access-level public \
  --skip-synthesized-members --skip-inherited-docs >/dev/null
dumped=$(find .build -path '*/symbolgraph/Slots.symbols.json' | head -n 1)
[ -n "$dumped" ] || { echo "error: no symbol graph for Slots" >&2; exit 1; }
cp "$(dirname "$dumped")"/Slots.symbols.json "$graphs"/
for extension in "$(dirname "$dumped")"/Slots@*.symbols.json; do
  [ -e "$extension" ] && cp "$extension" "$graphs"/
done

docc convert Sources/Slots/Slots.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name Slots \
  --fallback-bundle-identifier org.swift.slots \
  --output-path "$output" \
  --warnings-as-errors \
  --experimental-documentation-coverage \
  --coverage-summary-level brief

# Every public symbol must have a documentation comment: the coverage file
# tells, for each symbol, whether it has a summary.
python3 - "$output/documentation-coverage.json" <<'PYTHON'
import json, sys
entries = [e for e in json.load(open(sys.argv[1])) if e["kind"].get("isSymbol")]
missing = [e for e in entries if not e.get("hasAbstract", False)]
total = len(entries)
print(f"documentation coverage: {total - len(missing)} of {total} symbols have a summary")
for entry in missing:
    print("  undocumented:", entry.get("title") or entry.get("referencePath"))
sys.exit(1 if missing else 0)
PYTHON
