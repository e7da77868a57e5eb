#!/usr/bin/env bash
# Checks that `slots`, built as Documentation/CommandLineTool.md says to
# install it, runs on a machine of the same system without the Swift
# toolchain:
#
#   bash Scripts/check-install.sh
#
# 1. Builds the release binary with the Swift runtime linked in
#    (`--static-swift-stdlib`), in a build folder of its own so that it does
#    not relink the other builds' `slots`.
# 2. Copies it to a temporary folder, as `install` does.
# 3. Checks with `ldd` that the copy loads no Swift library.
# 4. Runs the copy with the toolchain's library folder hidden: in a private
#    mount namespace (`unshare`) where an empty folder is mounted over it.
#    A binary that needs the toolchain's runtime fails there, as on a
#    machine without the toolchain; the script shows that the hiding works
#    by running the dynamically linked debug build there too, when one is
#    built, and expecting it to fail.
#
# Linux only: on macOS the Swift runtime is part of the system, and the
# script says so and stops. Where `unshare` may not make a mount namespace
# (a container without the privilege), step 4 runs the copy without hiding
# the folder, and says so: steps 1 to 3 still hold.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(uname)" != Linux ]; then
  echo "check-install: the Swift runtime is part of $(uname); nothing to check."
  exit 0
fi

scratch=.build/static
swift build -c release --product slots --static-swift-stdlib --scratch-path "$scratch"
built="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/slots"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
install -m 755 "$built" "$work/slots"

# 3. No Swift library among those the copy loads.
libraries=$(ldd "$work/slots")
if grep -q 'libswift' <<<"$libraries"; then
  printf 'check-install: the installed copy loads Swift libraries:\n%s\n' "$libraries" >&2
  exit 1
fi
echo "check-install: the copy loads no Swift library:"
sed 's/^/  /' <<<"$libraries"

# 4. The toolchain's library folder, hidden while the copy runs.
toolchain_lib=$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/../lib" && pwd)
hidden() {
  unshare --map-root-user --mount sh -c \
    'mount -t tmpfs slots-check "$1" && shift && exec "$@"' sh "$toolchain_lib" "$@"
}
if hidden true 2>/dev/null; then
  echo "check-install: running the copy with $toolchain_lib hidden"
  if [ -x .build/debug/slots ]; then
    if hidden .build/debug/slots --version >/dev/null 2>&1; then
      echo "check-install: the debug build ran with the folder hidden: the check hides nothing" >&2
      exit 1
    fi
    echo "check-install: the debug build, which needs the toolchain, fails there, as it should"
  fi
else
  echo "check-install: unshare cannot make a mount namespace here; running the copy as it is"
  hidden() { "$@"; }
fi

fail() {
  echo "check-install: $*" >&2
  exit 1
}

# The demo.
demo=$(hidden "$work/slots") || fail "the demo failed"
[ -n "$demo" ] || fail "the demo wrote nothing"

# The version.
hidden "$work/slots" --version | grep -q '^slots ' || fail "--version failed"

# A feed, then two pages with a cursor file, from sources in the folder.
printf '{"id":1}\n{"id":2}\n{"id":3}\n' >"$work/posts.jsonl"
printf '["a1","a2"]\n' >"$work/ads.json"
feed=(--pattern post,post,ad --repeat post --source "post=$work/posts.jsonl"
  --source "ad=$work/ads.json")
expected='{"index":0,"kind":"post","offset":0,"item":{"id":1}}
{"index":1,"kind":"post","offset":1,"item":{"id":2}}
{"index":2,"kind":"ad","offset":0,"item":"a1"}
{"index":3,"kind":"post","offset":2,"item":{"id":3}}'
[ "$(hidden "$work/slots" "${feed[@]}")" = "$expected" ] || fail "the feed differs"
first=$(hidden "$work/slots" "${feed[@]}" --limit 2 --cursor-file "$work/cursor.json")
rest=$(hidden "$work/slots" "${feed[@]}" --after "@$work/cursor.json")
[ "$first"$'\n'"$rest" = "$expected" ] || fail "the pages differ from the feed"

# A usage error keeps its status.
status=0
hidden "$work/slots" "${feed[@]}" --limit 1 --limit 2 2>/dev/null || status=$?
[ "$status" = 64 ] || fail "a usage error exited with $status, not 64"

echo "check-install: the installed copy runs without the toolchain"
