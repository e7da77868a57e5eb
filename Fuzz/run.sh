#!/usr/bin/env bash
# Builds the libFuzzer target and fuzzes the layout engine against the naive
# reference for SECONDS seconds (default 60).
#
#   Fuzz/run.sh 60            # fuzz for a minute
#   Fuzz/run.sh 0 CRASH-FILE  # build, then replay inputs, printing what
#                             # each decodes to (a crash, a seed)
#
# The binary is Fuzz/.build/slots-fuzz; it fuzzes over a copy of the
# committed seeds (Fuzz/Corpus/) in Fuzz/.build/corpus/, and writes any
# failing input to Fuzz/.build/artifacts/. Extra libFuzzer flags can go in
# FUZZ_FLAGS, such as FUZZ_FLAGS=-jobs=2.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-60}
build=.build
mkdir -p "$build/corpus" "$build/artifacts"

# One module from the library's sources, the naive reference and the entry
# point, with the plan's invariant checks compiled in. lld, because gold
# warns about every symbol the address sanitizer adds.
swiftc -parse-as-library -module-name SlotsFuzz \
  -sanitize=fuzzer,address -O -g -use-ld=lld \
  -D SLOTS_INTERNAL_CHECKS \
  $(find ../Sources/Slots -name "*.swift") ../Tests/SlotsTests/Support/NaiveLayout.swift ./*.swift \
  -o "$build/slots-fuzz"

# The Swift runtime's crash reporter would hold up libFuzzer's own report.
export SWIFT_BACKTRACE=enable=no
if [ $# -ge 2 ]; then
  SLOTS_FUZZ_PRINT=1 exec "$build/slots-fuzz" "${@:2}"
fi
cp Corpus/* "$build/corpus/"
exec "$build/slots-fuzz" -max_total_time="$seconds" -max_len=512 -timeout=10 \
  -artifact_prefix="$build/artifacts/" -print_final_stats=1 ${FUZZ_FLAGS:-} \
  "$build/corpus" Corpus
