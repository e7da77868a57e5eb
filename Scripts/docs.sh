#!/usr/bin/env bash
# Builds the DocC catalog of the Slots library into .build/docs, with warnings
# as errors, and fails when a public symbol has no documentation comment.
#
#   bash Scripts/docs.sh
#
# Uses the toolchain's tools directly (no package plugin): the package
# manager builds the library alone, `swift-symbolgraph-extract` dumps its
# public symbol graphs, and `docc convert` turns them and the catalog into a
# documentation archive. Nothing else needs to be built first, so the script
# works on a fresh clone (`swift package dump-symbol-graph` would dump every
# module of the package, and fails on the test modules until `swift test`
# has built them).
set -euo pipefail
cd "$(dirname "$0")/.."

graphs=.build/symbol-graphs
output=.build/docs
rm -rf "$graphs" "$output"
mkdir -p "$graphs"

swift build --target Slots >/dev/null
modules="$(swift build --show-bin-path)/Modules"
triple=$(swiftc -print-target-info |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk=()
if [ "$(uname)" = Darwin ]; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
# Members that the library adds to other modules' types (such as
# `CodingUserInfoKey`) go to Slots@Swift.symbols.json, as extension blocks,
# so that DocC gives them pages under "Extended Modules".
swift-symbolgraph-extract -module-name Slots -target "$triple" "${sdk[@]}" \
  -I "$modules" -minimum-access-level public \
  -skip-synthesized-members -skip-inherited-docs -emit-extension-block-symbols \
  -output-dir "$graphs"
[ -e "$graphs/Slots.symbols.json" ] || { echo "error: no symbol graph for Slots" >&2; exit 1; }

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
