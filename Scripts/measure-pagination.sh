#!/usr/bin/env bash
# Measures, in a release build, what appending a 1,000-item page (and a few
# other edits near the end) costs on feeds of 10,000 and 1,000,000 items.
# Compiles Scripts/measure-pagination/main.swift together with the library's
# sources into a throwaway executable; the package itself is not touched.
# Run from anywhere: bash Scripts/measure-pagination.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -O -wmo -swift-version 6 -module-name MeasurePagination -package-name Slots \
  $(find Sources/Slots -name "*.swift") Scripts/measure-pagination/main.swift -o "$work/measure-pagination"
"$work/measure-pagination"
