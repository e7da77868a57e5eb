#!/usr/bin/env bash
# Builds the libFuzzer target and fuzzes the layout engine against the naive
# reference of the test kit for SECONDS seconds (default 60).
#
#   Fuzz/run.sh 60            # fuzz for a minute
#   Fuzz/run.sh 0 CRASH-FILE  # build, then replay inputs, printing what
#                             # each decodes to (a crash, a seed)
#
# The binary is Fuzz/.build/slots-fuzz; it fuzzes over a copy of the
# committed seeds (Fuzz/Corpus/) in Fuzz/.build/corpus/, and writes any
# failing input to Fuzz/.build/artifacts/. Extra libFuzzer flags can go in
# FUZZ_FLAGS, such as FUZZ_FLAGS=-jobs=2.
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
mkdir -p "$build/corpus" "$build/artifacts"

# Two modules: the library as it ships, but with the plan's invariant checks
# compiled in; then the test kit (Tests/_SlotsTestSupport) and this folder
# together as the kit's module, so that the kit's generic code is specialized
# for the fuzzer's types (the fuzzer's files therefore do not import the
# kit). Both run under the address sanitizer; only the library is
# instrumented for coverage, so that libFuzzer steers by the engine's
# branches rather than the checkers'. lld, because gold warns about every
# symbol the address sanitizer adds.
flags=(-parse-as-library -O -g -wmo)
mkdir -p "$build/modules"
swiftc "${flags[@]}" -sanitize=fuzzer,address -module-name Slots -D SLOTS_INTERNAL_CHECKS \
  -emit-module -emit-module-path "$build/modules/Slots.swiftmodule" \
  -c -o "$build/Slots.o" $(find ../Sources/Slots -name "*.swift")
swiftc "${flags[@]}" -sanitize=address -module-name _SlotsTestSupport -I "$build/modules" \
  -emit-module -emit-module-path "$build/modules/_SlotsTestSupport.swiftmodule" \
  -c -o "$build/Fuzz.o" ../Tests/_SlotsTestSupport/*.swift ./*.swift
swiftc -sanitize=fuzzer,address -use-ld=lld "$build/Slots.o" "$build/Fuzz.o" \
  -o "$build/slots-fuzz"

# The Swift runtime's crash reporter would hold up libFuzzer's own report.
export SWIFT_BACKTRACE=enable=no
if [ $# -ge 2 ]; then
  SLOTS_FUZZ_PRINT=1 exec "$build/slots-fuzz" "${@:2}"
fi
cp Corpus/* "$build/corpus/"
exec "$build/slots-fuzz" -max_total_time="$seconds" -max_len=1024 -timeout=10 \
  -artifact_prefix="$build/artifacts/" -print_final_stats=1 ${FUZZ_FLAGS:-} \
  "$build/corpus" Corpus
