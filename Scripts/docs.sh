#!/usr/bin/env bash
# Builds the DocC catalogs of the Slots library into .build/docs and of the
# SlotsLoading library into .build/docs-loading, with warnings as errors,
# and fails when a public symbol has no documentation comment.
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

triple=$(swiftc -print-target-info |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk=()
if [ "$(uname)" = Darwin ]; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

# Builds one library's catalog: its module name, its catalog, the bundle
# identifier and the output directory.
document() {
  local module=$1 catalog=$2 identifier=$3 output=$4
  local graphs=.build/symbol-graphs/$module
  rm -rf "$graphs" "$output"
  mkdir -p "$graphs"
  swift build --target "$module" >/dev/null
  local modules
  modules="$(swift build --show-bin-path)/Modules"
  # Members that the library adds to other modules' types (such as
  # `CodingUserInfoKey`) go to <Module>@Swift.symbols.json, as extension
  # blocks, so that DocC gives them pages under "Extended Modules".
  swift-symbolgraph-extract -module-name "$module" -target "$triple" "${sdk[@]}" \
    -I "$modules" -minimum-access-level public \
    -skip-synthesized-members -skip-inherited-docs -emit-extension-block-symbols \
    -output-dir "$graphs"
  [ -e "$graphs/$module.symbols.json" ] || {
    echo "error: no symbol graph for $module" >&2
    exit 1
  }

  docc convert "$catalog" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "$identifier" \
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
}

# The core library into .build/docs, and the loading library beside it.
document Slots Sources/Slots/Slots.docc org.swift.slots .build/docs
document SlotsLoading Sources/SlotsLoading/SlotsLoading.docc org.swift.slots.loading \
  .build/docs-loading
