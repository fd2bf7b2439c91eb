#!/usr/bin/env bash
# Does cci wreck the user's page cache? Under a memory cgroup (which charges the page cache, as
# run-larger-than-memory.sh uses), a "hot" file is read so that it is cached; then cci transforms an
# input larger than the cgroup's memory, and the hot file's residency (the share of its pages in the
# page cache, by mincore through util-linux fincore) is measured before and after. Unbuffered access
# reads and writes around the page cache and must leave the hot file cached; a page-cache strategy
# (FileStream, MemoryMapped) must evict it: that is the contrast the test checks, one line per strategy.
# Needs root (to create the cgroup) and about 2x the input size in free disk space under $TMPDIR
# (which must not be tmpfs: tmpfs refuses unbuffered I/O).
#   bash tests/large/run-cache-residency.sh [input=1G] [memory limit=384M] [hot file=128M]
set -uo pipefail
cd "$(dirname "$0")/../.."
toBytes() { numfmt --from=iec "$1"; }
size=$(toBytes "${1:-1G}") limitBytes=$(toBytes "${2:-384M}") hotBytes=$(toBytes "${3:-128M}")
[ "$(id -u)" = 0 ] || { echo "needs root to create a memory cgroup"; exit 2; }
command -v fincore >/dev/null || { echo "needs util-linux fincore (mincore)"; exit 2; }
dotnet build -c Release src/Cci.Cli -v q -nologo >/dev/null || { echo "build failed"; exit 2; }
CCI=$PWD/src/Cci.Cli/bin/Release/net10.0/cci
work=$(mktemp -d "${TMPDIR:-/tmp}/cci-residency.XXXXXX")
group=cci-residency-$$
if [ -d /sys/fs/cgroup/memory ]; then
  cg=/sys/fs/cgroup/memory/$group; mkdir "$cg" || exit 2
  echo "$limitBytes" > "$cg/memory.limit_in_bytes"
else
  cg=/sys/fs/cgroup/$group; mkdir "$cg" || exit 2
  echo "$limitBytes" > "$cg/memory.max"
fi
trap 'rm -rf "$work"; rmdir "$cg" 2>/dev/null' EXIT
inGroup() { (echo "$BASHPID" > "$cg/cgroup.procs" && exec "$@"); }
residency() { fincore -nb -o RES,SIZE "$1" | awk '{ r = $2 > 0 ? 100 * $1 / $2 : 0; printf "%.1f", (r > 100 ? 100 : r) }'; }
evict() { sync "$1"; dd if="$1" iflag=nocache count=0 status=none; }

"$CCI" generate "$work/in" --size "$size" >/dev/null
"$CCI" generate "$work/hot" --size "$hotBytes" --seed 2 >/dev/null
"$CCI" 1 "$work/in" "$work/want" -b 1M >/dev/null
evict "$work/in"; evict "$work/want"
echo "input $size bytes, hot file $hotBytes bytes, cgroup memory limit (page cache included) $limitBytes bytes"

passed=0 failed=0
check() {   # strategy, expectation (kept|evicted)
  local s=$1 want=$2 before after verdict
  evict "$work/in"; rm -f "$work/out"
  evict "$work/hot"; inGroup cat "$work/hot" > /dev/null   # the hot file, read into the cache by the group, so charged to it
  before=$(residency "$work/hot")
  inGroup "$CCI" 1 "$work/in" "$work/out" -a "${s%/*}" -t "${s#*/}" -b 1M >/dev/null 2>"$work/err"; rc=$?
  after=$(residency "$work/hot")
  if [ $rc != 0 ] || ! cmp -s "$work/out" "$work/want"; then
    verdict="FAIL (exit $rc or wrong bytes: $(head -c 200 "$work/err"))"
  elif [ "$want" = kept ] && (( $(echo "$after >= 90" | bc) )); then verdict=ok
  elif [ "$want" = evicted ] && (( $(echo "$after < 50" | bc) )); then verdict=ok
  else verdict="FAIL (hot file should be $want)"
  fi
  [ "$verdict" = ok ] && passed=$((passed + 1)) || failed=$((failed + 1))
  printf '%-6s %-28s hot file cached %5s%% before, %5s%% after (expected: %s)\n' "${verdict%% *}" "$s" "$before" "$after" "$want"
  [ "$verdict" = ok ] || echo "       $verdict"
}
check Unbuffered/NoneFast kept
check Unbuffered/ThreadPoolFast kept
check FileStream/NoneFast evicted
check MemoryMapped/MultiThreadedFast evicted
echo "passed $passed, failed $failed"
[ $failed = 0 ]
