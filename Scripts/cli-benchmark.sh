#!/usr/bin/env bash
# Compares `slots` composing 1,000,000 JSON Lines items with `jq -c .` reading
# and writing the same data: wall time and peak resident memory, median of
# several runs, output to /dev/null for both. Then compares `--format table`
# with `--format jsonl` on the same 10,000,000 rows (the target: table within
# 2x of jsonl), in wall time and in CPU time, which a busy machine disturbs
# less.
#
# Usage: Scripts/cli-benchmark.sh [work-directory]
#
# Environment:
#   RUNS    runs of each command (default 5)
#   TABLE_ROWS  rows of the table comparison (default 10000000; 0 skips it)
#   BUILDS  the builds of slots to measure, among
#           static-executable  swift build -c release -Xswiftc -static-executable
#           static-stdlib      swift build -c release --static-swift-stdlib
#           dynamic            swift build -c release
#           (default: all three)
#
# Needs Linux, jq and GNU time (Debian: apt-get install -y jq time).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

runs=${RUNS:-5}
builds=${BUILDS:-"static-executable static-stdlib dynamic"}
work=${1:-"${TMPDIR:-/tmp}/slots-cli-benchmark"}

for tool in jq /usr/bin/time awk; do
  command -v "$tool" >/dev/null || {
    echo "error: $tool is missing (Debian: apt-get install -y jq time)" >&2
    exit 1
  }
done

mkdir -p "$work"
styles="$work/styles.jsonl"
ads="$work/ads.jsonl"

# 950,000 styles and 50,000 ads of about 60 bytes each, the same every time.
if [ ! -s "$styles" ] || [ ! -s "$ads" ]; then
  echo "==> Generating 1,000,000 items in $work"
  awk 'BEGIN {
    for (i = 0; i < 950000; i++)
      printf "{\"id\":%d,\"name\":\"style-%07d\",\"color\":\"#%06x\",\"rank\":%d}\n",
        i, i, (i * 2654435761) % 16777216, i % 97
  }' >"$styles"
  awk 'BEGIN {
    for (i = 0; i < 50000; i++)
      printf "{\"id\":%d,\"title\":\"ad-%06d\",\"cta\":\"Buy now\",\"w\":300}\n", i, i
  }' >"$ads"
fi
items=$(($(wc -l <"$styles") + $(wc -l <"$ads")))
bytes=$(($(wc -c <"$styles") + $(wc -c <"$ads")))
echo "    $items items, $((bytes / 1000000)) MB"

# Prints "seconds kilobytes" for the median run of a command (by time; the
# memory is the median of its own).
measure() {
  local times=() memories=()
  for _ in $(seq "$runs"); do
    local line
    /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" >/dev/null 2>/dev/null
    line=$(tail -n 1 "$work/time.txt")
    times+=("${line% *}")
    memories+=("${line#* }")
  done
  local time memory
  time=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
  memory=$(printf '%s\n' "${memories[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
  echo "$time $memory"
}

echo "==> jq -c . (jq $(jq --version | sed 's/^jq-//'))"
read -r jq_time jq_memory < <(measure jq -c . "$styles" "$ads")

declare -A slots_time slots_memory
for build in $builds; do
  scratch="$root/.build/cli-benchmark-$build"
  case $build in
    static-executable) flags=(-Xswiftc -static-executable) ;;
    static-stdlib) flags=(--static-swift-stdlib) ;;
    dynamic) flags=() ;;
    *) echo "error: unknown build '$build'" >&2; exit 1 ;;
  esac
  echo "==> Building slots ($build)"
  swift build -c release --product slots --scratch-path "$scratch" ${flags[@]+"${flags[@]}"} 2>&1 |
    grep -Ev "^\[|dlopen|mktemp" || true
  slots="$scratch/release/slots"
  command=("$slots" --pattern style,style,style,ad --repeat style
    --source "style=$styles" --source "ad=$ads")
  lines=$("${command[@]}" | wc -l)
  [ "$lines" -eq "$items" ] || { echo "error: slots wrote $lines lines, not $items" >&2; exit 1; }
  read -r slots_time[$build] slots_memory[$build] < <(measure "${command[@]}")
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", (b > 0 ? a / b : 0) }'; }

echo
echo "Median of $runs runs; $items items, $((bytes / 1000000)) MB, output to /dev/null."
echo
printf '| %-34s | %10s | %14s | %8s | %8s |\n' command "wall time" "peak RSS" "time/jq" "RSS/jq"
printf '|%s|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..36})" "$(printf -- '-%.0s' {1..11})-" \
  "$(printf -- '-%.0s' {1..15})-" "$(printf -- '-%.0s' {1..9})-" "$(printf -- '-%.0s' {1..9})-"
printf '| %-34s | %8s s | %11s KB | %8s | %8s |\n' "jq -c ." "$jq_time" "$jq_memory" "1.00x" "1.00x"
for build in $builds; do
  printf '| %-34s | %8s s | %11s KB | %8s | %8s |\n' "slots ($build)" "${slots_time[$build]}" \
    "${slots_memory[$build]}" "$(ratio "${slots_time[$build]}" "$jq_time")" \
    "$(ratio "${slots_memory[$build]}" "$jq_memory")"
done

# --format table against --format jsonl, with the first build.
table_rows=${TABLE_ROWS:-10000000}
if [ "$table_rows" -gt 0 ]; then
  build=${builds%% *}
  slots="$root/.build/cli-benchmark-$build/release/slots"
  rows="$work/rows-$table_rows.jsonl"
  [ -s "$rows" ] || awk -v n="$table_rows" 'BEGIN {
    for (i = 0; i < n; i++) printf "{\"id\":%d,\"name\":\"style-%07d\",\"rank\":%d}\n", i, i, i % 97
  }' >"$rows"
  # Prints "wall-seconds cpu-seconds" of the median run (by wall time).
  measure_cpu() {
    local lines=()
    for _ in $(seq "$runs"); do
      /usr/bin/time -f "%e %U %S" -o "$work/time.txt" "$@" >/dev/null 2>/dev/null
      lines+=("$(tail -n 1 "$work/time.txt")")
    done
    printf '%s\n' "${lines[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p" |
      awk '{ printf "%s %.2f\n", $1, $2 + $3 }'
  }
  echo
  echo "==> --format table against --format jsonl ($table_rows rows, slots $build)"
  read -r jsonl_wall jsonl_cpu < <(measure_cpu "$slots" --pattern a --source "a=$rows" --format jsonl)
  read -r table_wall table_cpu < <(measure_cpu "$slots" --pattern a --source "a=$rows" --format table)
  echo
  printf '| %-16s | %10s | %10s |\n' format "wall time" "CPU time"
  printf '|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..18})" "$(printf -- '-%.0s' {1..12})" \
    "$(printf -- '-%.0s' {1..12})"
  printf '| %-16s | %8s s | %8s s |\n' "--format jsonl" "$jsonl_wall" "$jsonl_cpu"
  printf '| %-16s | %8s s | %8s s |\n' "--format table" "$table_wall" "$table_cpu"
  printf '| %-16s | %10s | %10s |\n' "table / jsonl" "$(ratio "$table_wall" "$jsonl_wall")" \
    "$(ratio "$table_cpu" "$jsonl_cpu")"
fi
