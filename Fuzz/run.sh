#!/usr/bin/env bash
# Builds a libFuzzer target and fuzzes it for SECONDS seconds (default 60):
# by default the layout engine against the naive reference of the test kit;
# with FUZZ_TARGET=cursors, cursors and saved feeds from outside
# (Cursors/CursorFuzzEntry.swift), which must be refused or page normally.
#
#   Fuzz/run.sh 60                        # fuzz the engine for a minute
#   FUZZ_TARGET=cursors Fuzz/run.sh 30    # fuzz cursors for 30 seconds
#   Fuzz/run.sh 0 CRASH-FILE              # build, then replay inputs,
#                                         # printing what each decodes to
#   Fuzz/run.sh build                     # build only
#
# The cursor target has its own seeds (Cursors/Corpus/), binary
# (.build/slots-fuzz-cursors), corpus and artifacts folders; what follows
# describes the engine's.
#
# The binary is Fuzz/.build/slots-fuzz; it fuzzes over a copy of the
# committed seeds (Fuzz/Corpus/) in Fuzz/.build/corpus/, and writes any
# failing input to Fuzz/.build/artifacts/. Extra libFuzzer flags can go in
# FUZZ_FLAGS, such as FUZZ_FLAGS=-jobs=2.
#
# The cursor target's mode 4 seals drawn bytes as tokens with the library's
# HMAC, so that they pass the tag and reach the token's decoder.
#
# An input is read as the draws of the kit's generators (see FuzzInput.swift),
# so the seeds are configurations and mutations drawn from `SeededRandom`
# (seeds 3, 4, 6, 8, 14, 18, 21, 42, 45, 46, 87 and 109, with two mutations
# each), written as the bytes that replay the same draws; each is named for
# what it exercises, and none is longer than 70 bytes, so that libFuzzer
# starts from short inputs. One more, live-session, is every-rule followed by
# 300 bytes from Python's random.Random(7): what follows the eighth mutation
# plays a live session of SlotFeed. And placements: 1,000 bytes from
# Python's random.Random(3), long enough that the bytes left after the live
# session play placements (a collection through mutations, then a live
# session), which come last so that the other seeds replay as before.
# demand-header-corner is the input the fuzzer found where a kind running
# out within the header makes demand negative.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-60}
build=.build
target=${FUZZ_TARGET:-layouts}
case "$target" in
  layouts) entry=(./*.swift) seeds=Corpus suffix="" max_len=1024 ;;
  cursors) entry=(FuzzInput.swift Cursors/*.swift) seeds=Cursors/Corpus suffix=-cursors max_len=4096 ;;
  *) echo "FUZZ_TARGET must be layouts or cursors, not '$target'" >&2; exit 64 ;;
esac
corpus="$build/corpus$suffix" artifacts="$build/artifacts$suffix"
mkdir -p "$corpus" "$artifacts"

# Two modules: the library as it ships, but with the plan's invariant checks
# compiled in and its internal names open to `@testable import` (the cursor
# fuzzer seals tokens with the library's own HMAC); then the test kit (Tests/_SlotsTestSupport) and this folder
# together as the kit's module, so that the kit's generic code is specialized
# for the fuzzer's types (the fuzzer's files therefore do not import the
# kit). Both run under the address sanitizer; only the library is
# instrumented for coverage, so that libFuzzer steers by the engine's
# branches rather than the checkers'. lld, because gold warns about every
# symbol the address sanitizer adds. The library is built once for both
# targets, again only when a source of it is newer.
# Each object is made again only when a source of it is newer. Both
# targets may be built and run at once (CI builds them while its other
# steps run, and fuzzes them side by side, a core each): the library's
# object is made under a lock, by whichever comes first.
# One package name for both modules, as SwiftPM gives them, so that the
# library's `package` members (a placement's fields by name) are visible.
flags=(-parse-as-library -O -g -wmo -package-name Slots)
mkdir -p "$build/modules"
# Whether $1 is missing or older than a file in the folders or files after it.
stale() {
  local made=$1
  shift
  [ ! -f "$made" ] || [ -n "$(find "$@" -name '*.swift' -newer "$made" | head -n 1)" ]
}
build_library() {
  if stale "$build/Slots.o" ../Sources/Slots; then
    swiftc "${flags[@]}" -sanitize=fuzzer,address -module-name Slots -D SLOTS_INTERNAL_CHECKS \
      -enable-testing \
      -emit-module -emit-module-path "$build/modules/Slots.swiftmodule" \
      -c -o "$build/Slots.o.partial" $(find ../Sources/Slots -name "*.swift")
    mv "$build/Slots.o.partial" "$build/Slots.o"
  fi
}
if command -v flock >/dev/null; then
  exec 9>"$build/library.lock"
  flock 9
  build_library
  flock -u 9
else
  build_library
fi
binary="$build/slots-fuzz$suffix"
if stale "$binary" ../Sources/Slots ../Tests/_SlotsTestSupport "${entry[@]}"; then
  swiftc "${flags[@]}" -sanitize=address -module-name _SlotsTestSupport -I "$build/modules" \
    -emit-module -emit-module-path "$build/modules/_SlotsTestSupport$suffix.swiftmodule" \
    -c -o "$build/Fuzz$suffix.o" ../Tests/_SlotsTestSupport/*.swift "${entry[@]}"
  swiftc -sanitize=fuzzer,address -use-ld=lld "$build/Slots.o" "$build/Fuzz$suffix.o" \
    -o "$binary"
fi
[ "$seconds" = build ] && exit 0

# The Swift runtime's crash reporter would hold up libFuzzer's own report.
export SWIFT_BACKTRACE=enable=no
if [ $# -ge 2 ]; then
  SLOTS_FUZZ_PRINT=1 exec "$binary" "${@:2}"
fi
cp "$seeds"/* "$corpus/"
exec "$binary" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
  -artifact_prefix="$artifacts/" -print_final_stats=1 ${FUZZ_FLAGS:-} \
  "$corpus" "$seeds"
