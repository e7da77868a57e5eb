#!/usr/bin/env bash
# D1: what a debug build of the package costs an app. Builds the benchmark
# package's `slots-debug-session` (a live session played as an app plays it:
# pages of posts, the ads demand asks for, the rows in view read, settle,
# now and then a hide and an edit) three times, and runs each:
#
#   debug            as an app's Debug build gets it (Xcode builds packages
#                    in Debug): no internal checks
#   debug + checks   SLOTS_INTERNAL_CHECKS=1, as CI and the tests build it
#   release
#
# Usage, from the repository root: bash Scripts/debug-session.sh [rows]
# (40,000 rows unless told). Each build keeps its own folder under .build,
# so that the three do not rebuild one another.
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${1:-40000}

run() {
  local title=$1 configuration=$2 checks=$3
  local scratch=$PWD/.build/debug-session-$configuration-checks$checks
  printf '\n== %s\n' "$title"
  if ! SLOTS_INTERNAL_CHECKS=$checks swift build -c "$configuration" --package-path Benchmarks \
    --scratch-path "$scratch" --product slots-debug-session >"$scratch.log" 2>&1; then
    cat "$scratch.log"
    exit 1
  fi
  SLOTS_INTERNAL_CHECKS=$checks swift build -c "$configuration" --package-path Benchmarks \
    --scratch-path "$scratch" --show-bin-path >"$scratch.path"
  "$(cat "$scratch.path")/slots-debug-session" "$rows"
}

run "debug (an app's Debug build)" debug 0
run "debug + checks (SLOTS_INTERNAL_CHECKS=1: CI and the tests)" debug 1
run "release" release 0
